import struct Gtk.HashedKey

// Reading the rows' keys: from the page tables, without reading a value.
extension ListViewRows {
    /// The keys of the rows in `range` and their hash values, read a chunk at a time from the
    /// page tables (no value is read).
    func keysAndHashes(in range: Range<Int>) -> (keys: [AnyHashable], hashes: [Int]) {
        var keys: [AnyHashable] = [], hashes: [Int] = []
        keys.reserveCapacity(range.count)
        hashes.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let page = pageIndex(containing: index)
            let table = tables[page]
            let pageStart = start(of: page)
            var chunk = table.chunkIndex(containing: index - pageStart)
            while index < range.upperBound, chunk < table.keys.count {
                let chunkStart = pageStart + table.start(of: chunk)
                let end = Swift.min(range.upperBound, pageStart + table.ends[chunk])
                let chunkHashes = table.keyHashes[chunk], chunkKeys = table.keys[chunk]
                for offset in (index - chunkStart)..<(end - chunkStart) {
                    keys.append(chunkKeys[offset])
                    hashes.append(chunkHashes[offset])
                }
                index = end
                chunk += 1
            }
        }
        return (keys, hashes)
    }

    /// The hash values of the keys of the rows in `range`, from the page tables (no row is
    /// read, no array of them made: one slice per chunk).
    func keyHashes(in range: Range<Int>) -> ListViewKeyHashes.Run {
        var segments: [ArraySlice<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let page = pageIndex(containing: index)
            let table = tables[page], pageStart = start(of: page)
            var chunk = table.chunkIndex(containing: index - pageStart)
            while index < range.upperBound, chunk < table.keyHashes.count {
                let chunkStart = pageStart + table.start(of: chunk)
                let end = Swift.min(range.upperBound, pageStart + table.ends[chunk])
                segments.append(table.keyHashes[chunk][(index - chunkStart)..<(end - chunkStart)])
                index = end
                chunk += 1
            }
        }
        return ListViewKeyHashes.Run(segments: segments, count: range.count)
    }

    /// Whether the two versions have the same keys in the same pages and chunks: each page is
    /// shared, or holds equal keys in chunks of the same sizes (what `modifyValues` leaves: the
    /// page's key arrays themselves, compared by identity before any element is read).
    static func sameKeys(_ old: Self, _ new: Self) -> Bool {
        guard old.pages.count == new.pages.count, old.ends == new.ends else { return false }
        for page in old.pages.indices where old.pageIDs[page] != new.pageIDs[page] {
            let oldTable = old.tables[page], newTable = new.tables[page]
            guard oldTable.ends == newTable.ends, oldTable.keyHashes == newTable.keyHashes,
                  oldTable.keys == newTable.keys else { return false }
        }
        return true
    }

    /// The key of the row at `index`, from its page's table (O(log(N/32)); no value is read).
    func key(at index: Int) -> AnyHashable {
        let (table, chunk, row) = location(of: index)
        return table.keys[chunk][row]
    }

    /// Whether the row at `index` has `key`, whose hash value is `hash` (compared first; an
    /// `Int` key is compared as an integer, no `AnyHashable` made for the row's key).
    func hasKey(_ key: AnyHashable, integer: Int?, hash: Int, at index: Int) -> Bool {
        let (table, chunk, row) = location(of: index)
        return table.keyHashes[chunk][row] == hash && table.keys[chunk].matches(key, integer: integer, at: row)
    }

    /// Whether the list item at `position`, which showed the row with `key` (`integer`: its
    /// value when it is an `Int`) before the update `diff` from `old`, must show its row again:
    /// the row there has that key and was inserted (or moved), or was kept with a value that
    /// `equal` does not find equal to its old one. One look-up of the row serves its key and
    /// its value; a kept row still in the same chunk at the same place is unchanged, with no
    /// comparison.
    func showsAgain(at position: Int, key: HashedKey, integer: Int?, after diff: ListViewRowsDiff, from old: Self,
                    equal: (Value, Value) -> Bool) -> Bool {
        let (table, chunk, row) = location(of: position)
        guard table.keyHashes[chunk][row] == key.hash, table.keys[chunk].matches(key.key, integer: integer, at: row) else {
            return false
        }
        guard let oldPosition = diff.oldPosition(ofKeptRowAt: position) else { return true }
        let (oldTable, oldChunk, oldRow) = old.location(of: oldPosition)
        if oldTable.chunks[oldChunk] === table.chunks[chunk], oldRow == row { return false }
        return !equal(old.value(in: oldTable, chunk: oldChunk, row: oldRow), value(in: table, chunk: chunk, row: row))
    }

    /// Whether the row at `index` has the key of `other`'s row at `otherIndex` (two `Int`
    /// keys are compared as integers).
    func sameKey(at index: Int, as other: Self, at otherIndex: Int) -> Bool {
        let (table, chunk, row) = location(of: index)
        let (otherTable, otherChunk, otherRow) = other.location(of: otherIndex)
        return table.keys[chunk].same(at: row, as: otherTable.keys[otherChunk], at: otherRow)
    }

    /// The index of the first row with `key`, or nil. Compares the key's hash value with the
    /// rows' (kept as plain integers with the pages, so no row is read): O(N) integer
    /// comparisons, about a millisecond at 1,000,000 rows; only rows whose hash matches are
    /// read and compared by key.
    public func firstIndex(ofKey key: AnyHashable) -> Int? {
        let hash = key.hashValue
        for (page, table) in tables.enumerated() {
            var from = ListViewKeyHashes.Position(chunk: 0, row: 0)
            while let found = ListViewKeyHashes.next(hash, in: table.keyHashes, from: from) {
                let index = start(of: page) + table.start(of: found.chunk) + found.row
                if table.keys[found.chunk][found.row] == key { return index }
                from = ListViewKeyHashes.Position(chunk: found.chunk, row: found.row + 1)
            }
        }
        return nil
    }

    /// The indices of the rows whose keys are in `keys`, ascending (keys of no row are
    /// ignored). A few keys are looked up one by one (`firstIndex(ofKey:)`); many are found
    /// in one pass over the rows' hash values.
    public func indices(ofKeys keys: Set<AnyHashable>) -> [Int] {
        guard keys.count > 8 else { return keys.compactMap { firstIndex(ofKey: $0) }.sorted() }
        let hashes = Set(keys.map { $0.hashValue })
        var result: [Int] = []
        for (page, table) in tables.enumerated() {
            let base = start(of: page)
            ListViewKeyHashes.forEach(in: table.keyHashes, matching: hashes) { chunk, row in
                if keys.contains(table.keys[chunk][row]) { result.append(base + table.start(of: chunk) + row) }
                return result.count < keys.count
            }
            if result.count == keys.count { break }
        }
        return result
    }
}
