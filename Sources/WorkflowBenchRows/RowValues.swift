/// The texts of a list of rows, as a value with structural sharing: rows are stored in
/// immutable chunks of 32, so changing one row copies one chunk and the chunk table, and
/// comparing two versions skips every chunk they share. A state change and the diff that
/// follows cost O(N/32 + 32), not O(N).
package struct RowValues: Equatable, RandomAccessCollection {
    /// Rows per chunk.
    package static let chunkSize = 32

    /// An immutable run of up to `chunkSize` rows, shared between versions.
    package final class Chunk: Sendable {
        package let values: [String]
        package init(_ values: [String]) { self.values = values }
    }

    private var chunks: [Chunk]
    /// The number of rows.
    package let count: Int

    /// Rows with the given texts.
    package init(_ values: [String]) {
        count = values.count
        chunks = stride(from: 0, to: values.count, by: Self.chunkSize).map {
            Chunk(Array(values[$0..<Swift.min($0 + Self.chunkSize, values.count)]))
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    /// The text of row `index`.
    package subscript(index: Int) -> String {
        chunks[index / Self.chunkSize].values[index % Self.chunkSize]
    }

    /// Sets row `index` to `text` (copies one chunk).
    package mutating func set(_ index: Int, to text: String) {
        let chunk = index / Self.chunkSize
        var values = chunks[chunk].values
        values[index % Self.chunkSize] = text
        chunks[chunk] = Chunk(values)
    }

    /// Calls `body` with each index (below both counts) whose text differs from `other`'s.
    package func forEachDifference(from other: RowValues, _ body: (Int) -> Void) {
        for chunk in 0..<Swift.min(chunks.count, other.chunks.count) where chunks[chunk] !== other.chunks[chunk] {
            let mine = chunks[chunk].values, theirs = other.chunks[chunk].values
            for offset in 0..<Swift.min(mine.count, theirs.count) where mine[offset] != theirs[offset] {
                body(chunk * Self.chunkSize + offset)
            }
        }
    }

    package static func == (lhs: RowValues, rhs: RowValues) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for chunk in lhs.chunks.indices where lhs.chunks[chunk] !== rhs.chunks[chunk] {
            if lhs.chunks[chunk].values != rhs.chunks[chunk].values { return false }
        }
        return true
    }
}
