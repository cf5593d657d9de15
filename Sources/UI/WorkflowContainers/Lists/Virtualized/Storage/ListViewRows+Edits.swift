// Editing the rows: each edit copies the chunks and pages it touches and shares the rest with
// the rows it was made from (see `ListViewRows`).
extension ListViewRows {
    /// Replaces the row at `index` (copies one chunk and one page).
    public mutating func replace(at index: Int, with row: Row) {
        precondition(indices.contains(index), "ListViewRows.replace(at:with:): index \(index) is out of 0..<\(count).")
        let hash = row.storedKey.hash
        edit(at: index) { values, keys, hashes, offset in
            values[offset] = row.value
            keys.replace(at: offset, with: row.key)
            hashes[offset] = hash
        }
    }

    /// Changes the values of the rows at `indices` with `change`; their keys stay. Each chunk
    /// holding one of them is copied once and each page once, however many of its rows
    /// change (`replace(at:with:)` for each row copies them for each row).
    ///
    /// ```swift
    /// rows.modifyValues(at: stride(from: 0, to: rows.count, by: 10)) { $0.title += " !!!" }
    /// ```
    ///
    /// Inlinable, so that the indices become an array in the app's code, specialized for their
    /// sequence type (a stride read through generic code costs about 1,000 instructions an index).
    @inlinable
    public mutating func modifyValues(at indices: some Sequence<Int>, _ change: (inout Value) -> Void) {
        modifyValues(atIndices: Array(indices), change)
    }

    /// `modifyValues(at:_:)` of `indices` as an array.
    @usableFromInline
    mutating func modifyValues(atIndices indices: [Int], _ change: (inout Value) -> Void) {
        // Indices in increasing order, each once: as given when they already are (a stride),
        // else sorted without repeats.
        var sorted = indices
        if zip(sorted, sorted.dropFirst()).contains(where: { $0 >= $1 }) { sorted = Set(sorted).sorted() }
        guard let first = sorted.first, let last = sorted.last else { return }
        precondition(first >= 0 && last < count, "ListViewRows.modifyValues(at:_:): index \(first < 0 ? first : last) is out of 0..<\(count).")
        var position = 0
        while position < sorted.count {
            let page = pageIndex(containing: sorted[position])
            let pageStart = start(of: page), pageEnd = ends[page]
            let table = tables[page]
            var chunks = pages[page].chunks
            while position < sorted.count, sorted[position] < pageEnd {
                let chunk = table.chunkIndex(containing: sorted[position] - pageStart)
                let chunkStart = pageStart + table.start(of: chunk), chunkEnd = pageStart + table.ends[chunk]
                var values = chunks[chunk].values
                while position < sorted.count, sorted[position] < chunkEnd {
                    change(&values[sorted[position] - chunkStart])
                    position += 1
                }
                chunks[chunk] = Chunk(values)
            }
            set([Page(chunks, keys: table.keys, keyHashes: table.keyHashes)], replacingPagesIn: page..<page + 1)
        }
    }

    /// Inserts `row` before `index` (`index == count` appends); copies one chunk and one
    /// page, splitting a chunk that grows past 64 rows and a page past 256 chunks.
    public mutating func insert(_ row: Row, at index: Int) {
        precondition(index >= 0 && index <= count, "ListViewRows.insert(_:at:): index \(index) is out of 0...\(count).")
        let hash = row.storedKey.hash
        guard !pages.isEmpty else {
            var keys = ListViewRowKeys.empty
            keys.append(row.key)
            set([Page([Chunk([row.value])], keys: [keys], keyHashes: [[hash]])], replacingPagesIn: 0..<0)
            return
        }
        edit(at: index, appending: index == count) { values, keys, hashes, offset in
            values.insert(row.value, at: offset)
            keys.insert(row.key, at: offset)
            hashes.insert(hash, at: offset)
        }
    }

    /// Appends `row`.
    public mutating func append(_ row: Row) { insert(row, at: count) }

    /// Appends `rows` after the last row, in pages of their own (built as `init(_:)` builds):
    /// the rows before keep their pages and chunks, so the next update's diff skips them and
    /// reaches only the rows added. For many rows at once; `append(_:)` adds one.
    /// Inlinable, as `init(_:)` is, so the new rows are built in the app's specialized code.
    @inlinable
    public mutating func append(contentsOf rows: [Row]) {
        guard !rows.isEmpty else { return }
        appendPages(of: Self(rows))
    }

    /// Appends the pages of `rows` after the last page.
    @usableFromInline
    mutating func appendPages(of rows: Self) {
        set(rows.pages, replacingPagesIn: pages.count..<pages.count)
    }

    /// Removes the row at `index` (copies one chunk and one page; drops them when they empty).
    public mutating func remove(at index: Int) {
        precondition(indices.contains(index), "ListViewRows.remove(at:): index \(index) is out of 0..<\(count).")
        edit(at: index) { values, keys, hashes, offset in
            values.remove(at: offset)
            keys.remove(at: offset)
            hashes.remove(at: offset)
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

    /// Applies `change` to the values, keys and key hashes of the chunk holding `index` (the
    /// last chunk when `appending`), then puts the new chunk (split or dropped as its size
    /// asks) into a new page in place of the old one.
    private mutating func edit(at index: Int, appending: Bool = false,
                               _ change: (inout [Value], inout ListViewRowKeys, inout [Int], Int) -> Void) {
        let page = appending ? pages.count - 1 : pageIndex(containing: index)
        let old = pages[page]
        let table = old.table
        let offset = index - start(of: page)
        let chunk = appending ? old.chunks.count - 1 : table.chunkIndex(containing: offset)
        var values = old.chunks[chunk].values
        var chunkKeys = table.keys[chunk]
        var hashes = table.keyHashes[chunk]
        change(&values, &chunkKeys, &hashes, offset - table.start(of: chunk))
        var chunks = old.chunks
        var keys = table.keys
        var keyHashes = table.keyHashes
        if values.isEmpty {
            chunks.remove(at: chunk)
            keys.remove(at: chunk)
            keyHashes.remove(at: chunk)
        } else if values.count > Self.maximumChunkSize {
            let half = values.count / 2
            chunks[chunk] = Chunk(Array(values[..<half]))
            chunks.insert(Chunk(Array(values[half...])), at: chunk + 1)
            keys[chunk] = chunkKeys[0..<half]
            keys.insert(chunkKeys[half..<values.count], at: chunk + 1)
            keyHashes[chunk] = Array(hashes[..<half])
            keyHashes.insert(Array(hashes[half...]), at: chunk + 1)
        } else {
            chunks[chunk] = Chunk(values)
            keys[chunk] = chunkKeys
            keyHashes[chunk] = hashes
        }
        if chunks.isEmpty {
            set([], replacingPagesIn: page..<page + 1)
        } else if chunks.count > Self.maximumPageSize {
            let half = chunks.count / 2
            set([Page(Array(chunks[..<half]), keys: Array(keys[..<half]), keyHashes: Array(keyHashes[..<half])),
                 Page(Array(chunks[half...]), keys: Array(keys[half...]), keyHashes: Array(keyHashes[half...]))],
                replacingPagesIn: page..<page + 1)
        } else {
            set([Page(chunks, keys: keys, keyHashes: keyHashes)], replacingPagesIn: page..<page + 1)
        }
    }
}
