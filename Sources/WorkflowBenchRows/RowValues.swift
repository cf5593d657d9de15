/// The texts of a list of rows, as a value with structural sharing: rows are stored in
/// immutable chunks of 32, so changing one row copies one chunk and the chunk table, and
/// comparing two versions skips every chunk they share. A state change costs O(N/32 + 32),
/// not O(N). Each value also remembers the rows set since the versions before it
/// (`Version`, the newest 32 to 64 kept), so comparing a version with one it was made from
/// by `set` looks at the set rows only.
package struct RowValues: Equatable, RandomAccessCollection {
    /// Rows per chunk.
    package static let chunkSize = 32

    /// An immutable run of up to `chunkSize` rows, shared between versions.
    package final class Chunk: Sendable {
        package let values: [String]
        package init(_ values: [String]) { self.values = values }
    }

    /// One version of a `RowValues`: the row set since `previous` (kept strongly, so that
    /// identity is never confused with a reused address; cut to the newest 32 versions when
    /// the lineage reaches 64).
    final class Version {
        var previous: Version?
        let setIndex: Int
        let depth: Int

        init() {
            previous = nil
            setIndex = -1
            depth = 0
        }

        init(after previous: Version, setting index: Int) {
            self.previous = previous
            setIndex = index
            if previous.depth < 64 {
                depth = previous.depth + 1
            } else {
                depth = 32
                var node = previous
                for _ in 0..<31 {
                    guard let next = node.previous else { break }
                    node = next
                }
                node.previous = nil
            }
        }

        /// Calls `body` with the rows set from `older` to this version (an index may repeat);
        /// false (and no call) when `older` is not in the kept lineage.
        func forEachSet(since older: Version, _ body: (Int) -> Void) -> Bool {
            var node = self
            var steps = 0
            while node !== older {
                guard let previous = node.previous else { return false }
                node = previous
                steps += 1
            }
            node = self
            for _ in 0..<steps {
                body(node.setIndex)
                node = node.previous.unsafelyUnwrapped
            }
            return true
        }
    }

    private var chunks: [Chunk]
    /// The number of rows.
    package let count: Int
    private var version = Version()

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
        version = Version(after: version, setting: index)
    }

    /// Calls `body` with each index (below both counts) whose text differs from `other`'s.
    package func forEachDifference(from other: RowValues, _ body: (Int) -> Void) {
        if version === other.version { return }
        if count == other.count {
            var seen = -1
            let known = version.forEachSet(since: other.version) { index in
                // Newest first; a row set twice is reported once when the two sets are adjacent
                // (the label is set again otherwise, harmless).
                if index != seen, self[index] != other[index] { body(index) }
                seen = index
            }
            if known { return }
        }
        for chunk in 0..<Swift.min(chunks.count, other.chunks.count) where chunks[chunk] !== other.chunks[chunk] {
            let mine = chunks[chunk].values, theirs = other.chunks[chunk].values
            for offset in 0..<Swift.min(mine.count, theirs.count) where mine[offset] != theirs[offset] {
                body(chunk * Self.chunkSize + offset)
            }
        }
    }

    package static func == (lhs: RowValues, rhs: RowValues) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.version === rhs.version { return true }
        // One set apart (the common case: the state before and after an action) first, so
        // that the other direction's walk is not paid.
        if lhs.version.previous === rhs.version { return lhs[lhs.version.setIndex] == rhs[lhs.version.setIndex] }
        if rhs.version.previous === lhs.version { return lhs[rhs.version.setIndex] == rhs[rhs.version.setIndex] }
        var differs = false
        if lhs.version.forEachSet(since: rhs.version, { if lhs[$0] != rhs[$0] { differs = true } })
            || rhs.version.forEachSet(since: lhs.version, { if lhs[$0] != rhs[$0] { differs = true } }) {
            return !differs
        }
        for chunk in lhs.chunks.indices where lhs.chunks[chunk] !== rhs.chunks[chunk] {
            if lhs.chunks[chunk].values != rhs.chunks[chunk].values { return false }
        }
        return true
    }
}
