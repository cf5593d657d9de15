/// The plain-value tables of one page of `ListViewRows`: its chunks (as objects, for their
/// identity), where each chunk's rows end, its keys and their hash values. Not generic, so
/// code that is (another module's unspecialized `ListViewRows<T>`) reads them without
/// looking up generic metadata when finding a row's chunk, comparing versions by identity and
/// searching keys.
final class ListViewPageTable {
    /// The page's chunks (kept alive here, so their identities stay unique while a table
    /// that names them is alive).
    let chunks: [AnyObject]
    /// `ends[c]`: one past the page-relative index of chunk `c`'s last row.
    let ends: [Int]
    /// `keys[c]`: the keys of chunk `c`'s rows.
    let keys: [ListViewRowKeys]
    /// `keyHashes[c][r]`: the hash value of the key of chunk `c`'s row `r`.
    let keyHashes: [[Int]]

    init(chunks: [AnyObject], keys: [ListViewRowKeys], keyHashes: [[Int]]) {
        self.chunks = chunks
        self.keys = keys
        self.keyHashes = keyHashes
        var end = 0
        ends = keyHashes.map { end += $0.count; return end }
    }

    /// The number of rows.
    var count: Int { ends.last ?? 0 }
    /// The page-relative index of chunk `chunk`'s first row.
    func start(of chunk: Int) -> Int { chunk == 0 ? 0 : ends[chunk - 1] }
    /// The chunk holding page-relative row `index`.
    func chunkIndex(containing index: Int) -> Int { Self.search(ends, for: index) }

    /// The first position whose end is past `index` (binary search over ascending `ends`).
    static func search(_ ends: [Int], for index: Int) -> Int {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
