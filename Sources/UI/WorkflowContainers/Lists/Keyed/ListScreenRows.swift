import Workflow
import WorkflowUI

extension ListScreen {
    /// The rows of a list, as a value whose one-row change costs O(1): keys and screens are
    /// kept in two `VersionedArray`s, so `replaceScreen(at:with:)` (or `replace(at:with:)`
    /// under the same key) copies no other row and leaves the previous value intact, and an
    /// update of the list visits only the rows replaced since its previous screen.
    public struct Rows: RandomAccessCollection {
        /// Rows per chunk, from when rows were stored in chunks; nothing uses it now.
        @available(*, deprecated, message: "ListScreen.Rows no longer stores its rows in chunks: a one-row change copies no other row.")
        public static var chunkSize: Int { 32 }

        /// The rows' keys.
        @usableFromInline var keys: VersionedArray<AnyHashable>
        /// The rows' screens.
        @usableFromInline var screens: VersionedArray<RowScreen>

        /// No rows.
        public init() {
            keys = VersionedArray()
            screens = VersionedArray()
        }

        /// The given rows, top first (O(N)).
        ///
        /// Speed: inlinable, so an app's code builds the two arrays specialized for its row
        /// screen (a lazy map of key paths, before, cost about 4,000 instructions a row).
        @inlinable
        public init(_ rows: [Row]) {
            keys = VersionedArray(rows.map { $0.key })
            screens = VersionedArray(rows.map { $0.screen })
        }

        /// The number of rows.
        @inlinable public var count: Int { screens.count }
        /// The index of the first row (0).
        @inlinable public var startIndex: Int { 0 }
        /// One past the last row (`count`).
        @inlinable public var endIndex: Int { screens.count }

        /// The row at `index`.
        public subscript(index: Int) -> Row {
            Row(key: keys[index], screen: screens[index])
        }

        /// The screen of the row at `index`.
        @inlinable
        public func screen(at index: Int) -> RowScreen {
            screens[index]
        }

        /// These rows with row `index` replaced by `row` (O(1); this value is unchanged, and
        /// the list updates only this row when the key stays the same).
        public func replacing(at index: Int, with row: Row) -> Rows {
            var copy = self
            copy.replace(at: index, with: row)
            return copy
        }

        /// Replaces row `index` with `row` (O(1)). When the key stays the same, the next
        /// update of the list visits this row only; a new key makes the list match its rows
        /// by key.
        public mutating func replace(at index: Int, with row: Row) {
            precondition(indices.contains(index), "ListScreen.Rows.replace(at:with:): index \(index) is out of 0..<\(count).")
            if !Self.isSameKey(keys[index], row.key) { keys[index] = row.key }
            screens[index] = row.screen
        }

        /// Shows `screen` in row `index`, under the row's key (O(1); compares no key). The
        /// next update of the list visits this row only. The cheapest way to change what one
        /// row shows.
        @inlinable
        public mutating func replaceScreen(at index: Int, with screen: RowScreen) {
            precondition(index >= 0 && index < count, "ListScreen.Rows.replaceScreen(at:with:): index \(index) is out of 0..<\(count).")
            screens[index] = screen
        }

        /// These rows with `screen` shown in row `index` under its key (see `replaceScreen(at:with:)`).
        @inlinable
        public func replacingScreen(at index: Int, with screen: RowScreen) -> Rows {
            var copy = self
            copy.replaceScreen(at: index, with: screen)
            return copy
        }

        /// Whether two keys are equal, without `AnyHashable`'s `==` for the common key
        /// types (for integer keys it looks up generic metadata by name on every call).
        static func isSameKey(_ lhs: AnyHashable, _ rhs: AnyHashable) -> Bool {
            if let left = lhs.base as? Int, let right = rhs.base as? Int { return left == right }
            if let left = lhs.base as? String, let right = rhs.base as? String { return left == right }
            return lhs == rhs
        }
    }
}
