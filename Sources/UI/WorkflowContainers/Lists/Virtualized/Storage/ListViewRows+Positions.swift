@_spi(CheckedCasts) import enum Gtk.CheckedCast
import WorkflowUI

extension ListViewRows {
    /// The rows at `positions` (ascending), in their order: a search's matches among these
    /// rows, or any other rows left out. O(k log(N/32)) for k positions: the keys are not
    /// hashed again, and the values are copied, not made again.
    ///
    /// A list showing rows made this way from the rows it showed before (or from the same
    /// rows as the rows it shows) compares the two versions by position: the rows left out
    /// and brought back are found by merging the two lists of positions, without reading a
    /// key. A search typing into a list of 100,000 rows then costs the list a pass over
    /// integers. The new rows keep `self` alive while they are as made.
    ///
    /// ```swift
    /// let all = ListViewRows(count: 100_000) { .init(key: $0, value: "Item \($0)") }
    /// let matches = all.rows(at: all.indices.filter { all[$0].value.contains("7") })
    /// ```
    public func rows(at positions: [Int]) -> ListViewRows {
        var builder = Builder(count: positions.count)
        var cursor = ChunkCursor(rows: self)
        var previous = -1
        for blockStart in stride(from: 0, to: positions.count, by: Self.chunkSize) {
            let blockEnd = Swift.min(blockStart + Self.chunkSize, positions.count)
            // The block's rows come in runs from one chunk each.
            var keys = ListViewRowKeys.Builder(), hashes: [Int] = [], values: [Value] = []
            hashes.reserveCapacity(blockEnd - blockStart)
            values.reserveCapacity(blockEnd - blockStart)
            var index = blockStart
            while index < blockEnd {
                let position = positions[index]
                precondition(position > previous && position < count,
                             "ListViewRows.rows(at:): position \(position) is out of order or outside 0..<\(count); pass ascending positions of these rows.")
                cursor.move(to: position)
                var runEnd = index + 1
                while runEnd < blockEnd, positions[runEnd] < cursor.end, positions[runEnd] > positions[runEnd - 1] { runEnd += 1 }
                previous = positions[runEnd - 1]
                let run = positions[index..<runEnd], start = cursor.start, chunkHashes = cursor.hashes
                keys.append(run, from: start, of: cursor.keys)
                for position in run { hashes.append(chunkHashes[position - start]) }
                let chunkValues = cursor.values
                for position in run { values.append(chunkValues[position - start]) }
                index = runEnd
            }
            builder.append(chunk: values, keys: keys.finish(), hashes: hashes)
        }
        var rows = ListViewRows(builder)
        rows.origin = ListViewRowsOrigin(base: pages, baseIDs: pageIDs, baseCount: count, ownIDs: rows.pageIDs, positions: positions)
        return rows
    }

    /// Reads these rows a chunk at a time, moving forward.
    private struct ChunkCursor {
        let rows: ListViewRows
        private var pageEnd = 0, pageStart = 0, table: ListViewPageTable?
        /// The chunk's first and one past its last row.
        private(set) var start = 0, end = 0
        private(set) var keys = ListViewRowKeys.empty, hashes: [Int] = [], values: [Value] = []

        init(rows: ListViewRows) { self.rows = rows }

        /// Reads the chunk holding row `position` (at or after the current chunk's start).
        mutating func move(to position: Int) {
            guard position >= end else { return }
            if position >= pageEnd || table == nil {
                let page = rows.pageIndex(containing: position)
                pageStart = rows.start(of: page)
                pageEnd = rows.ends[page]
                table = rows.tables[page]
            }
            guard let table else { return }
            let chunk = table.chunkIndex(containing: position - pageStart)
            start = pageStart + table.start(of: chunk)
            end = pageStart + table.ends[chunk]
            keys = table.keys[chunk]
            hashes = table.keyHashes[chunk]
            values = CheckedCast.downcast(table.chunks[chunk], to: Chunk.self).values
        }
    }

    /// When one version is rows taken from the other (`rows(at:)`), or both were taken from
    /// the same rows: the positions of each in those rows (nil: every row, in order). Nil when
    /// neither is, or when rows were edited since they were taken.
    static func positionsInSharedOrigin(_ old: Self, _ new: Self) -> (old: [Int]?, new: [Int]?)? {
        let oldOrigin = old.origin.flatMap { $0.ownIDs == old.pageIDs ? $0 : nil }
        let newOrigin = new.origin.flatMap { $0.ownIDs == new.pageIDs ? $0 : nil }
        if let newOrigin, newOrigin.baseCount == old.count, newOrigin.baseIDs == old.pageIDs {
            return (nil, newOrigin.positions)
        }
        if let oldOrigin, oldOrigin.baseCount == new.count, oldOrigin.baseIDs == new.pageIDs {
            return (oldOrigin.positions, nil)
        }
        if let oldOrigin, let newOrigin, oldOrigin.baseCount == newOrigin.baseCount, oldOrigin.baseIDs == newOrigin.baseIDs {
            return (oldOrigin.positions, newOrigin.positions)
        }
        return nil
    }
}

/// Where rows made by `ListViewRows.rows(at:)` were taken from: the pages of the rows taken
/// from (kept alive, so their identities stay unique), the positions taken, and the new
/// rows' own pages when made (an edit replaces a page, and the positions no longer hold).
/// Not generic: read without generic metadata.
final class ListViewRowsOrigin {
    let base: [AnyObject]
    let baseIDs: [ObjectIdentifier]
    let baseCount: Int
    let ownIDs: [ObjectIdentifier]
    let positions: [Int]

    init(base: [AnyObject], baseIDs: [ObjectIdentifier], baseCount: Int, ownIDs: [ObjectIdentifier], positions: [Int]) {
        self.base = base
        self.baseIDs = baseIDs
        self.baseCount = baseCount
        self.ownIDs = ownIDs
        self.positions = positions
    }
}
