/// The keyed rows of a `ListViewScreen` or a `ColumnViewScreen`, as a value with
/// structural sharing: rows live in immutable chunks (32 rows when built, at most 64 after
/// inserts), compared by identity. Replacing, inserting or removing one row copies one
/// chunk and the chunk table, O(N/32 + 64); the next update finds the rows that differ by
/// skipping every chunk the two versions share, so an edit of one row of 1,000,000 costs
/// the list a few microseconds, not a pass over the rows.
///
/// ```swift
/// var rows = ListViewRows((0..<100_000).map { ListViewRows<String>.Row(key: $0, value: "row \($0)") })
/// rows.replace(at: 7, with: .init(key: 7, value: "seven"))
/// rows.insert(.init(key: -1, value: "new"), at: 0)
/// rows.remove(at: 500)
/// ```
public struct ListViewRows<Value>: RandomAccessCollection {
    /// One row: a key that identifies it across updates, and its value (a screen, or a table row).
    public struct Row {
        /// Identifies the row: a row keeps its key when its value changes, and keys are unique.
        public var key: AnyHashable
        /// What the row shows.
        public var value: Value

        /// A row showing `value` under `key`.
        public init(key: AnyHashable, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// An immutable run of rows shared between versions.
    final class Chunk {
        let rows: [Row]
        init(_ rows: [Row]) { self.rows = rows }
    }

    /// Rows per chunk when built from an array.
    static var chunkSize: Int { 32 }
    /// A chunk that grows past this is split in two.
    static var maximumChunkSize: Int { 64 }

    /// The chunks, none empty.
    private(set) var chunks: [Chunk]
    /// `chunkIDs[c]`: the identity of `chunks[c]`. The diff compares versions through this
    /// array of plain values: reading a chunk reference from generic code that is not
    /// specialized (another module's `ListViewRows<T>`) costs ~180 instructions, an
    /// identifier a few (a 1,000,000-row diff went from 5.8 M to a few hundred k).
    private(set) var chunkIDs: [ObjectIdentifier]
    /// `ends[c]`: one past the index of chunk `c`'s last row.
    private(set) var ends: [Int]

    /// No rows.
    public init() {
        chunks = []
        chunkIDs = []
        ends = []
    }

    /// `rows`, top first (O(N)).
    public init(_ rows: [Row]) {
        chunks = stride(from: 0, to: rows.count, by: Self.chunkSize).map {
            Chunk(Array(rows[$0..<Swift.min($0 + Self.chunkSize, rows.count)]))
        }
        chunkIDs = chunks.map { ObjectIdentifier($0) }
        ends = chunks.indices.map { Swift.min(($0 + 1) * Self.chunkSize, rows.count) }
    }

    /// The number of rows.
    public var count: Int { ends.last ?? 0 }
    /// 0.
    public var startIndex: Int { 0 }
    /// `count`.
    public var endIndex: Int { count }

    /// The row at `index` (O(log(N/32))).
    public subscript(index: Int) -> Row {
        let chunk = chunkIndex(containing: index)
        return chunks[chunk].rows[index - start(of: chunk)]
    }

    /// The index of the first row with `key`, or nil (O(N): a scan).
    public func firstIndex(ofKey key: AnyHashable) -> Int? {
        var base = 0
        for chunk in chunks {
            if let offset = chunk.rows.firstIndex(where: { $0.key == key }) { return base + offset }
            base += chunk.rows.count
        }
        return nil
    }

    /// Replaces the row at `index` (copies one chunk).
    public mutating func replace(at index: Int, with row: Row) {
        precondition(indices.contains(index), "ListViewRows.replace(at:with:): index \(index) is out of 0..<\(count).")
        let chunk = chunkIndex(containing: index)
        var rows = chunks[chunk].rows
        rows[index - start(of: chunk)] = row
        set(Chunk(rows), at: chunk)
    }

    /// Inserts `row` before `index` (`index == count` appends); copies one chunk and
    /// splits it when it grows past 64 rows.
    public mutating func insert(_ row: Row, at index: Int) {
        precondition(index >= 0 && index <= count, "ListViewRows.insert(_:at:): index \(index) is out of 0...\(count).")
        guard !chunks.isEmpty else {
            chunks = [Chunk([row])]
            chunkIDs = [ObjectIdentifier(chunks[0])]
            ends = [1]
            return
        }
        let chunk = index == count ? chunks.count - 1 : chunkIndex(containing: index)
        var rows = chunks[chunk].rows
        rows.insert(row, at: index - start(of: chunk))
        for later in chunk..<ends.count { ends[later] += 1 }
        if rows.count > Self.maximumChunkSize {
            let half = rows.count / 2
            set(Chunk(Array(rows[..<half])), at: chunk)
            let second = Chunk(Array(rows[half...]))
            chunks.insert(second, at: chunk + 1)
            chunkIDs.insert(ObjectIdentifier(second), at: chunk + 1)
            ends.insert(ends[chunk], at: chunk + 1)
            ends[chunk] -= rows.count - half
        } else {
            set(Chunk(rows), at: chunk)
        }
    }

    /// Appends `row`.
    public mutating func append(_ row: Row) { insert(row, at: count) }

    /// Removes the row at `index` (copies one chunk; drops it when it empties).
    public mutating func remove(at index: Int) {
        precondition(indices.contains(index), "ListViewRows.remove(at:): index \(index) is out of 0..<\(count).")
        let chunk = chunkIndex(containing: index)
        var rows = chunks[chunk].rows
        rows.remove(at: index - start(of: chunk))
        for later in chunk..<ends.count { ends[later] -= 1 }
        if rows.isEmpty {
            chunks.remove(at: chunk)
            chunkIDs.remove(at: chunk)
            ends.remove(at: chunk)
        } else {
            set(Chunk(rows), at: chunk)
        }
    }

    /// These rows with the row at `index` replaced.
    public func replacing(at index: Int, with row: Row) -> Self {
        var copy = self
        copy.replace(at: index, with: row)
        return copy
    }

    /// These rows with `row` inserted before `index`.
    public func inserting(_ row: Row, at index: Int) -> Self {
        var copy = self
        copy.insert(row, at: index)
        return copy
    }

    /// These rows without the row at `index`.
    public func removing(at index: Int) -> Self {
        var copy = self
        copy.remove(at: index)
        return copy
    }

    // MARK: - Chunks

    /// Puts `chunk` at `index` of the chunk table.
    private mutating func set(_ chunk: Chunk, at index: Int) {
        chunks[index] = chunk
        chunkIDs[index] = ObjectIdentifier(chunk)
    }

    /// The index of the first row of chunk `chunk`.
    func start(of chunk: Int) -> Int { chunk == 0 ? 0 : ends[chunk - 1] }

    /// The chunk holding row `index` (binary search over `ends`).
    func chunkIndex(containing index: Int) -> Int {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
