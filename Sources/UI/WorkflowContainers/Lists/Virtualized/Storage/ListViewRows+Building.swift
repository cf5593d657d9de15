// Building rows: from an array of rows, from chunks of values, or from a count, a chunk at a
// time (`Builder`), into the pages `init(_ builder:)` makes.
extension ListViewRows {
    /// Collects rows a chunk at a time: each chunk's values, keys and key hash values.
    struct Builder {
        var chunks: [Chunk] = [], keys: [ListViewRowKeys] = [], hashes: [[Int]] = []
        private var values: [Value] = [], chunkKeys = ListViewRowKeys.Builder(), chunkHashes: [Int] = []

        /// Room for `count` rows.
        init(count: Int) {
            let chunkCount = (count + ListViewRows.chunkSize - 1) / ListViewRows.chunkSize
            chunks.reserveCapacity(chunkCount)
            keys.reserveCapacity(chunkCount)
            hashes.reserveCapacity(chunkCount)
        }

        /// Starts a chunk of `count` rows.
        mutating func startChunk(count: Int) {
            values.reserveCapacity(count)
            chunkKeys.reserveCapacity(count)
            chunkHashes.reserveCapacity(count)
        }

        /// Adds a row to the chunk (its key hashed once). An `Int` key is hashed as an `Int`
        /// (the same hash value as its `AnyHashable`'s, whose `hashValue` looks up a
        /// conformance at every call).
        @inline(__always)
        mutating func append(_ row: Row) {
            chunkHashes.append(row.storedKey.hash)
            chunkKeys.append(row.storedKey)
            values.append(row.value)
        }

        /// Adds a whole chunk: its values, keys and the keys' hash values.
        mutating func append(chunk values: [Value], keys: ListViewRowKeys, hashes: [Int]) {
            chunks.append(Chunk(values))
            self.keys.append(keys)
            self.hashes.append(hashes)
        }

        /// Ends the chunk.
        mutating func endChunk() {
            chunks.append(Chunk(values))
            keys.append(chunkKeys.finish())
            hashes.append(chunkHashes)
            values = []
            chunkHashes = []
        }
    }

    /// `rows`, top first (O(N): each key is hashed once, for `firstIndex(ofKey:)`).
    ///
    /// Speed: inlinable, so that the rows' values are split into chunks in the app's code,
    /// specialized for `Value` (generic code appending a value looks up the array type's
    /// metadata for each); the keys, whose type is not generic, are filed by
    /// `init(chunkValues:keys:)`. js-ops list `append` (1,000 rows, the measured window,
    /// callgrind, release, 2026-11-29) 4.22 M → 3.74 M instructions, with `append(contentsOf:)`
    /// inlinable too.
    @inlinable
    public init(_ rows: [Row]) {
        let size = Self.chunkSize
        var chunkValues: [[Value]] = []
        chunkValues.reserveCapacity((rows.count + size - 1) / size)
        var keys: [ListViewRowKey] = []
        keys.reserveCapacity(rows.count)
        for start in stride(from: 0, to: rows.count, by: size) {
            let end = Swift.min(start + size, rows.count)
            var values: [Value] = []
            values.reserveCapacity(end - start)
            for index in start..<end {
                values.append(rows[index].value)
                keys.append(rows[index].storedKey)
            }
            chunkValues.append(values)
        }
        self.init(chunkValues: chunkValues, keys: keys)
    }

    /// Rows whose values come in chunks (`chunkValues`, none empty) and whose keys are `keys`,
    /// in the same order.
    @usableFromInline
    init(chunkValues: [[Value]], keys: [ListViewRowKey]) {
        var builder = Builder(count: keys.count)
        var start = 0
        for values in chunkValues {
            var chunkKeys = ListViewRowKeys.Builder(), hashes: [Int] = []
            chunkKeys.reserveCapacity(values.count)
            hashes.reserveCapacity(values.count)
            for key in keys[start..<start + values.count] {
                hashes.append(key.hash)
                chunkKeys.append(key)
            }
            builder.append(chunk: values, keys: chunkKeys.finish(), hashes: hashes)
            start += values.count
        }
        self.init(builder)
    }

    /// `count` rows, row `index` made by `row(index)`, top first. Built a chunk at a time:
    /// unlike `init(_:)`, no array of every row exists beside the built rows, so a large
    /// list (a generated catalogue, a million rows) peaks at the memory its rows need once.
    /// Keys that are `Int`s (an item's index, an id) are kept as plain integers: a row then
    /// costs its value plus 16 bytes (the key and its hash value).
    ///
    /// ```swift
    /// let rows = ListViewRows(count: 100_000) { .init(key: $0, value: "Item \($0)") }
    /// ```
    public init(count: Int, row: (Int) -> Row) {
        precondition(count >= 0, "ListViewRows(count:row:): the count is \(count); pass 0 or more rows.")
        var builder = Builder(count: count)
        for start in stride(from: 0, to: count, by: Self.chunkSize) {
            let end = Swift.min(start + Self.chunkSize, count)
            builder.startChunk(count: end - start)
            for index in start..<end { builder.append(row(index)) }
            builder.endChunk()
        }
        self.init(builder)
    }
}
