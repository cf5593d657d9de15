import WorkflowUI

extension ListScreen {
    /// The rows of a list, as a value with structural sharing: rows live in immutable
    /// chunks of up to `chunkSize`, so `replacing(at:with:)` copies one chunk and the chunk
    /// table (O(N/32 + 32)), and an update skips every chunk the two versions share.
    public struct Rows: RandomAccessCollection {
        /// Rows per chunk.
        public static var chunkSize: Int { 32 }

        /// The chunks, each full except possibly the last.
        private(set) var chunks: [Chunk]
        /// The number of rows.
        public let count: Int

        /// No rows.
        public init() {
            chunks = []
            count = 0
        }

        /// The given rows, top first (O(N)).
        public init(_ rows: [Row]) {
            count = rows.count
            chunks = stride(from: 0, to: rows.count, by: Self.chunkSize).map {
                Chunk(Array(rows[$0..<Swift.min($0 + Self.chunkSize, rows.count)]))
            }
        }

        /// The index of the first row (0).
        public var startIndex: Int { 0 }
        /// One past the last row (`count`).
        public var endIndex: Int { count }

        /// The row at `index`.
        public subscript(index: Int) -> Row {
            chunks[index / Self.chunkSize].rows[index % Self.chunkSize]
        }

        /// These rows with row `index` replaced by `row` (copies one chunk; the other
        /// chunks stay shared, so the list updates only this chunk's rows).
        public func replacing(at index: Int, with row: Row) -> Rows {
            var copy = self
            copy.replace(at: index, with: row)
            return copy
        }

        /// Replaces row `index` with `row` (copies one chunk). When the key stays the same,
        /// the copy remembers which row changed, so the next update visits that row only.
        public mutating func replace(at index: Int, with row: Row) {
            precondition(indices.contains(index), "ListScreen.Rows.replace: index \(index) is out of 0..<\(count).")
            let chunk = index / Self.chunkSize, offset = index % Self.chunkSize
            let old = chunks[chunk]
            var rows = old.rows
            let sameKey = rows[offset].key == row.key
            rows[offset] = row
            chunks[chunk] = sameKey ? Chunk(rows, base: old, replaced: offset) : Chunk(rows)
        }
    }
}
