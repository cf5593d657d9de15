import WorkflowUI

extension ListScreen {
    /// The rows of a list, as a value with structural sharing: rows live in immutable
    /// chunks of up to `chunkSize`, so `replacing(at:with:)` copies one chunk and the chunk
    /// table (O(N/32 + 32)), and an update visits only the replaced rows (or, for rows
    /// built anew, the chunks the two versions do not share).
    public struct Rows: RandomAccessCollection {
        /// Rows per chunk.
        public static var chunkSize: Int { 32 }

        /// The chunks, each full except possibly the last.
        @usableFromInline var chunks: [Chunk]
        /// The number of rows.
        public let count: Int
        /// This version's identity and how it was made from the one before.
        @usableFromInline var version: ListRowsVersion

        /// No rows.
        public init() {
            chunks = []
            count = 0
            version = ListRowsVersion()
        }

        /// The given rows, top first (O(N)).
        public init(_ rows: [Row]) {
            count = rows.count
            chunks = stride(from: 0, to: rows.count, by: Self.chunkSize).map { start in
                let slice = rows[start..<Swift.min(start + Self.chunkSize, rows.count)]
                return Chunk(keys: slice.map(\.key), screens: slice.map(\.screen))
            }
            version = ListRowsVersion()
        }

        /// The index of the first row (0).
        public var startIndex: Int { 0 }
        /// One past the last row (`count`).
        public var endIndex: Int { count }

        /// The row at `index`.
        public subscript(index: Int) -> Row {
            let chunk = chunks[index / Self.chunkSize], offset = index % Self.chunkSize
            return Row(key: chunk.keys[offset], screen: chunk.screens[offset])
        }

        /// The screen of the row at `index`.
        @inlinable
        public func screen(at index: Int) -> RowScreen {
            chunks[index / Self.chunkSize].screens[index % Self.chunkSize]
        }

        /// These rows with row `index` replaced by `row` (copies one chunk; the other
        /// chunks stay shared, so the list updates only this row).
        public func replacing(at index: Int, with row: Row) -> Rows {
            var copy = self
            copy.replace(at: index, with: row)
            return copy
        }

        /// Replaces row `index` with `row` (copies one chunk). When the key stays the same,
        /// the next update of the list visits this row only; a new key makes the list match
        /// its rows by key.
        public mutating func replace(at index: Int, with row: Row) {
            precondition(indices.contains(index), "ListScreen.Rows.replace(at:with:): index \(index) is out of 0..<\(count).")
            let chunk = index / Self.chunkSize, offset = index % Self.chunkSize
            let old = chunks[chunk]
            let keptKey = Self.isSameKey(old.keys[offset], row.key)
            var screens = old.screens
            screens[offset] = row.screen
            var keys = old.keys
            if !keptKey { keys[offset] = row.key }
            chunks[chunk] = Chunk(keys: keys, screens: screens)
            version = ListRowsVersion(after: version, replacing: index, keptKey: keptKey)
        }

        /// Shows `screen` in row `index`, under the row's key (copies the chunk's screens,
        /// shares its keys; compares no key). The next update of the list visits this row
        /// only. The cheapest way to change what one row shows.
        @inlinable
        public mutating func replaceScreen(at index: Int, with screen: RowScreen) {
            precondition(index >= 0 && index < count, "ListScreen.Rows.replaceScreen(at:with:): index \(index) is out of 0..<\(count).")
            let chunk = index / Self.chunkSize
            let old = chunks[chunk]
            var screens = old.screens
            screens[index % Self.chunkSize] = screen
            chunks[chunk] = Chunk(keys: old.keys, screens: screens)
            version = ListRowsVersion(after: version, replacing: index, keptKey: true)
        }

        /// These rows with `screen` shown in row `index` under its key (see `replaceScreen(at:with:)`).
        @inlinable
        public func replacingScreen(at index: Int, with screen: RowScreen) -> Rows {
            var copy = self
            copy.replaceScreen(at: index, with: screen)
            return copy
        }

        /// Whether two keys are equal, without `AnyHashable`'s `==` for the common key
        /// types: for integer keys it looks up generic metadata by name on every call
        /// (~6 k instructions on Swift 6.3).
        static func isSameKey(_ lhs: AnyHashable, _ rhs: AnyHashable) -> Bool {
            if let left = lhs.base as? Int, let right = rhs.base as? Int { return left == right }
            if let left = lhs.base as? String, let right = rhs.base as? String { return left == right }
            return lhs == rhs
        }
    }
}
