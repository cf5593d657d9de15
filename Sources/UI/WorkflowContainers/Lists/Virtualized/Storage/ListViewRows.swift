@_spi(CheckedCasts) import enum Gtk.CheckedCast
import WorkflowUI

/// The keyed rows of a `ListViewScreen` or a `ColumnViewScreen`, as a value with
/// structural sharing, in two levels: rows live in immutable chunks (32 rows when built, at
/// most 64 after inserts), chunks in immutable pages (128 chunks when built, at most 256),
/// both compared by identity. A chunk holds the rows' values; their keys (`Int` keys as plain
/// integers) and the keys' hash values are in its page, so a row keyed by an `Int` costs its
/// value and 16 bytes. Replacing, inserting or removing one row copies one chunk,
/// one page and the page table: O(64 + 256 + N/4096), about flat up to millions of rows.
/// The next update finds the rows that differ by skipping every page and chunk the two
/// versions share, so an edit of one row of 1,000,000 costs the list a few microseconds,
/// not a pass over the rows.
///
/// ```swift
/// var rows = ListViewRows((0..<100_000).map { ListViewRows<String>.Row(key: $0, value: "row \($0)") })
/// rows.replace(at: 7, with: .init(key: 7, value: "seven"))
/// rows.insert(.init(key: -1, value: "new"), at: 0)
/// rows.remove(at: 500)
/// ```
public struct ListViewRows<Value>: RandomAccessCollection {
    // Speed (callgrind, release, 2026-11-29): a chunk is read from its page's table with
    // `CheckedCast.downcast`, not `as!` (a cast to this generic class looks up its metadata):
    // `list-bench-app 1000 --repeat 15` (`--toggle-collect` on insertStep, removeStep,
    // scrollStep) 3.21 M / 3.64 M / 6.09 M instructions a step with, 21.6 k more a step with `as!`.

    /// One row: a key that identifies it across updates, and its value (a screen, or a table row).
    public struct Row {
        /// The key, an `Int` kept as an integer (no `AnyHashable` to take it out of again).
        /// Stored first and of a type outside this generic one: unspecialized code reads it
        /// without looking up generic metadata.
        @usableFromInline var storedKey: ListViewRowKey
        /// What the row shows.
        public var value: Value

        /// Identifies the row: a row keeps its key when its value changes, and keys are unique.
        public var key: AnyHashable {
            get {
                switch storedKey {
                case .integer(let key): AnyHashable(key)
                case .other(let key): key
                }
            }
            set { storedKey = .init(newValue) }
        }

        /// A row showing `value` under `key`.
        @inlinable
        public init(key: AnyHashable, value: Value) {
            storedKey = .init(key)
            self.value = value
        }

        /// A row showing `value` under the `Int` key `key` (kept as an integer: no
        /// `AnyHashable` is made, and it is hashed as an `Int`).
        ///
        /// Speed: `@inlinable`, so an app's code, specialized for its `Value`, builds a row
        /// without looking up `Row`'s generic metadata: js-ops list `append` (1,000 rows, the
        /// measured window, callgrind, release, 2026-11-29) 4.59 M → 4.23 M instructions.
        @inlinable
        public init(key: Int, value: Value) {
            storedKey = .integer(key)
            self.value = value
        }

        /// A row showing `value` under `storedKey`, as the rows keep it.
        init(storedKey: ListViewRowKey, value: Value) {
            self.storedKey = storedKey
            self.value = value
        }
    }

    /// An immutable run of row values shared between versions (their keys, and the keys'
    /// hash values, are in the page's table: an `Int` key takes 8 bytes there).
    final class Chunk {
        let values: [Value]
        init(_ values: [Value]) { self.values = values }
    }

    /// An immutable run of chunks shared between versions. Everything but the values is in
    /// its `table`, as plain values that generic code which is not specialized reads without
    /// looking up generic metadata; `tables` holds the pages' tables side by side.
    final class Page {
        /// The chunks, none empty.
        let chunks: [Chunk]
        /// The chunks' identities, row ends, keys and key hashes.
        let table: ListViewPageTable

        init(_ chunks: [Chunk], keys: [ListViewRowKeys], keyHashes: [[Int]]) {
            self.chunks = chunks
            table = ListViewPageTable(chunks: chunks.map { $0 as AnyObject }, keys: keys, keyHashes: keyHashes)
        }
    }

    /// Rows per chunk when built from an array.
    @usableFromInline static var chunkSize: Int { 32 }
    /// A chunk that grows past this is split in two.
    static var maximumChunkSize: Int { 64 }
    /// Chunks per page when built from an array.
    static var pageSize: Int { 128 }
    /// A page that grows past this many chunks is split in two.
    static var maximumPageSize: Int { 256 }

    /// The pages, none empty.
    private(set) var pages: [Page]
    /// `tables[p]`: `pages[p].table`.
    private(set) var tables: [ListViewPageTable]
    /// `pageIDs[p]`: the identity of `pages[p]`.
    private(set) var pageIDs: [ObjectIdentifier]
    /// `ends[p]`: one past the index of page `p`'s last row.
    private(set) var ends: [Int]
    /// For rows made by `rows(at:)`: the rows they were taken from and the positions taken
    /// (read only while these rows are as they were made).
    var origin: ListViewRowsOrigin?

    /// No rows.
    public init() {
        pages = []
        tables = []
        pageIDs = []
        ends = []
    }

    /// Pages of the builder's chunks (none empty).
    init(_ builder: Builder) {
        let (chunks, keys, hashes) = (builder.chunks, builder.keys, builder.hashes)
        pages = stride(from: 0, to: chunks.count, by: Self.pageSize).map {
            let range = $0..<Swift.min($0 + Self.pageSize, chunks.count)
            return Page(Array(chunks[range]), keys: Array(keys[range]), keyHashes: Array(hashes[range]))
        }
        tables = pages.map(\.table)
        pageIDs = pages.map { ObjectIdentifier($0) }
        var end = 0
        ends = tables.map { end += $0.count; return end }
    }

    /// The number of rows.
    public var count: Int { ends.last ?? 0 }
    /// 0.
    public var startIndex: Int { 0 }
    /// `count`.
    public var endIndex: Int { count }

    /// The row at `index` (O(log(N/32))). The chunk is read from the page's non-generic table
    /// (each chunk there is this type's `Chunk`), so unspecialized code looks up the generic
    /// metadata of the row type only, not of the page and chunk types as well.
    public subscript(index: Int) -> Row {
        let (table, chunk, row) = location(of: index)
        return Row(storedKey: table.keys[chunk].rowKey(at: row), value: value(in: table, chunk: chunk, row: row))
    }

    /// The value of the row at `index` (O(log(N/32)); its key is not read).
    func value(at index: Int) -> Value {
        let (table, chunk, row) = location(of: index)
        return value(in: table, chunk: chunk, row: row)
    }

    /// The value of row `row` of chunk `chunk` of `table`, one of these rows' page tables.
    func value(in table: ListViewPageTable, chunk: Int, row: Int) -> Value {
        CheckedCast.downcast(table.chunks[chunk], to: Chunk.self).values[row]
    }

    /// Where row `index` is: its page's table, its chunk there, and its index in the chunk.
    func location(of index: Int) -> (table: ListViewPageTable, chunk: Int, row: Int) {
        let page = pageIndex(containing: index)
        let table = tables[page]
        let offset = index - start(of: page)
        let chunk = table.chunkIndex(containing: offset)
        return (table, chunk, offset - table.start(of: chunk))
    }

    // MARK: - Pages and chunks

    /// Replaces the pages in `range` with `newPages`, keeping the identities and ends in step.
    mutating func set(_ newPages: [Page], replacingPagesIn range: Range<Int>) {
        let newTables = newPages.map(\.table)
        let oldCount = tables[range].reduce(0) { $0 + $1.count }
        let newCount = newTables.reduce(0) { $0 + $1.count }
        var end = range.lowerBound == 0 ? 0 : ends[range.lowerBound - 1]
        pages.replaceSubrange(range, with: newPages)
        tables.replaceSubrange(range, with: newTables)
        pageIDs.replaceSubrange(range, with: newPages.map { ObjectIdentifier($0) })
        ends.replaceSubrange(range, with: newTables.map { end += $0.count; return end })
        let delta = newCount - oldCount
        if delta != 0 {
            for later in (range.lowerBound + newPages.count)..<ends.count { ends[later] += delta }
        }
    }

    /// The index of the first row of page `page`.
    func start(of page: Int) -> Int { page == 0 ? 0 : ends[page - 1] }

    /// The page holding row `index`.
    func pageIndex(containing index: Int) -> Int { ListViewPageTable.search(ends, for: index) }

    /// How many rows the two versions share at their start, found through the pages and
    /// chunks they share (identity), without reading the rows.
    static func sharedPrefix(_ old: Self, _ new: Self) -> Int {
        let (pages, _) = sharedRuns(old.pageIDs, new.pageIDs, fromEnd: false)
        let start = old.start(of: pages)
        guard pages < old.pages.count, pages < new.pages.count else { return start }
        let (chunks, _) = sharedRuns(old.tables[pages].chunks, new.tables[pages].chunks, fromEnd: false)
        return start + old.tables[pages].start(of: chunks)
    }

    /// How many rows the two versions share at their end (see `sharedPrefix`).
    static func sharedSuffix(_ old: Self, _ new: Self) -> Int {
        let (_, pages) = sharedRuns(old.pageIDs, new.pageIDs, fromEnd: true)
        let rows = old.count - old.start(of: old.pages.count - pages)
        guard pages < old.pages.count, pages < new.pages.count else { return rows }
        let oldPage = old.tables[old.pages.count - 1 - pages], newPage = new.tables[new.pages.count - 1 - pages]
        let (_, chunks) = sharedRuns(oldPage.chunks, newPage.chunks, fromEnd: true)
        return rows + oldPage.count - oldPage.start(of: oldPage.chunks.count - chunks)
    }

    /// The length of the run of equal identities at the start (or the end) of two tables.
    private static func sharedRuns(_ old: [AnyObject], _ new: [AnyObject], fromEnd: Bool) -> (Int, Int) {
        let limit = Swift.min(old.count, new.count)
        var run = 0
        if fromEnd {
            while run < limit, old[old.count - 1 - run] === new[new.count - 1 - run] { run += 1 }
            return (0, run)
        }
        while run < limit, old[run] === new[run] { run += 1 }
        return (run, 0)
    }

    /// The length of the run of equal identities at the start (or the end) of two tables.
    private static func sharedRuns(_ old: [ObjectIdentifier], _ new: [ObjectIdentifier], fromEnd: Bool) -> (Int, Int) {
        let limit = Swift.min(old.count, new.count)
        var run = 0
        if fromEnd {
            while run < limit, old[old.count - 1 - run] == new[new.count - 1 - run] { run += 1 }
            return (0, run)
        }
        while run < limit, old[run] == new[run] { run += 1 }
        return (run, 0)
    }
}
