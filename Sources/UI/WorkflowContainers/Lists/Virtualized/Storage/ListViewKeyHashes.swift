/// Searches the hash values of a page's keys (`ListViewRows`), chunk by chunk: plain
/// integer code, not generic over the rows' value type, so it runs at full speed even when
/// called from unspecialized generic code.
enum ListViewKeyHashes {
    /// A row of a page: its chunk and its index in that chunk.
    struct Position: Equatable {
        /// The chunk.
        var chunk: Int
        /// The row's index in the chunk.
        var row: Int
    }

    /// The hash values of a run of rows, read in place: one slice of a chunk's hash values
    /// per chunk, top first.
    struct Run: Sequence {
        /// The slices, top first.
        let segments: [ArraySlice<Int>]
        /// How many hash values the slices hold.
        let count: Int

        /// The hash values, top first.
        struct Iterator: IteratorProtocol {
            private let segments: [ArraySlice<Int>]
            private var segment = 0
            private var current: ArraySlice<Int>

            /// The hash values of `segments`, in order.
            init(_ segments: [ArraySlice<Int>]) {
                self.segments = segments
                current = segments.first ?? []
            }

            /// The next hash value, or nil after the last.
            mutating func next() -> Int? {
                while current.isEmpty {
                    segment += 1
                    guard segment < segments.count else { return nil }
                    current = segments[segment]
                }
                return current.removeFirst()
            }
        }

        /// The hash values, top first.
        func makeIterator() -> Iterator { Iterator(segments) }
    }

    /// The first position at or after `from` whose hash is `hash`, or nil.
    static func next(_ hash: Int, in table: [[Int]], from: Position) -> Position? {
        var chunk = from.chunk, row = from.row
        while chunk < table.count {
            let hashes = table[chunk]
            while row < hashes.count {
                if hashes[row] == hash { return Position(chunk: chunk, row: row) }
                row += 1
            }
            chunk += 1
            row = 0
        }
        return nil
    }

    /// Calls `body` with each position whose hash is in `hashes`, top first, while it
    /// returns true.
    static func forEach(in table: [[Int]], matching hashes: Set<Int>, _ body: (Int, Int) -> Bool) {
        for (chunk, chunkHashes) in table.enumerated() {
            for (row, hash) in chunkHashes.enumerated() where hashes.contains(hash) {
                if !body(chunk, row) { return }
            }
        }
    }
}
