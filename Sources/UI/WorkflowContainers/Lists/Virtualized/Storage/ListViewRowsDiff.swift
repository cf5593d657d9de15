/// How one version of `ListViewRows` becomes another, as the `items-changed` steps a list
/// model reports: pure logic, tested without a display.
///
/// Two versions taken from the same rows by position (`ListViewRows.rows(at:)`, or one of them
/// those rows) are compared by merging their positions, no key read. Otherwise, pages and
/// chunks the two versions share are skipped by identity; two versions with the same keys in
/// the same chunks (values edited in place) keep every row in place; of the rows in between, when
/// one version is the other with rows left out (a search narrowing or widening a list), the
/// left-out rows are removed (or inserted) in runs and the others stay in place, found in one
/// pass over the keys' hash values; otherwise those whose keys match at both ends stay in
/// place, and the rest are matched by key (`KeyedDiff`): removed and moved rows are removed
/// in contiguous runs (from the bottom up), then inserted and moved rows are inserted in runs
/// (from the top down). One inserted row is one step; one moved row is two. `inPlace` lists
/// the rows that stayed at their position inside the rows that differ: their values may have
/// changed, so a widget bound to one of them is bound again.
///
/// ```swift
/// let old = ListViewRows(["a", "b", "c"].map { ListViewRows<String>.Row(key: $0, value: $0) })
/// let new = old.inserting(.init(key: "x", value: "x"), at: 1)
/// let diff = ListViewRowsDiff(old: old, new: new)
/// #expect(diff.steps == [.insert(position: 1, count: 1)])
/// ```
public struct ListViewRowsDiff: Equatable, Sendable {
    /// One contiguous change, at positions of the rows as they are after the previous steps.
    public enum Step: Equatable, Sendable {
        /// `count` rows removed at `position`.
        case remove(position: Int, count: Int)
        /// `count` rows of the new version inserted at `position` (they are the new
        /// version's rows `position..<position + count`).
        case insert(position: Int, count: Int)
    }

    /// The old position of the row at new position `position` (inside the rows that differ)
    /// when it is a kept row, or nil (inserted, or moved). Without steps, every row stayed
    /// where it was; else a binary search of `inPlace`, which is sorted by new position.
    func oldPosition(ofKeptRowAt position: Int) -> Int? {
        if steps.isEmpty { return position }
        var low = 0, high = inPlace.count
        while low < high {
            let middle = (low + high) / 2
            if inPlace[middle].new < position { low = middle + 1 } else { high = middle }
        }
        return low < inPlace.count && inPlace[low].new == position ? inPlace[low].old : nil
    }

    /// A row that kept its key and its place among the other kept rows: where it was and
    /// where it is.
    public struct Kept: Equatable, Sendable {
        /// Its position in the old version.
        public var old: Int
        /// Its position in the new version.
        public var new: Int
        /// A row that was at `old` and is at `new`.
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }
    }

    /// The first position where the versions may differ (rows before it are shared).
    public let start: Int
    /// How many old rows from `start` on are replaced (the rest after them are shared).
    public let oldLength: Int
    /// How many new rows replace them.
    public let newLength: Int
    /// The steps, in order.
    public let steps: [Step]
    /// Rows that kept their key and were not moved but lie in chunks that differ (their
    /// values may have changed), by new position.
    public let inPlace: [Kept]

    /// The difference between `old` and `new` (keys are assumed unique in each).
    public init<Value>(old: ListViewRows<Value>, new: ListViewRows<Value>) {
        self.init(old: old, new: new, mostSteps: .max)
    }

    /// The difference between `old` and `new`; when rows were only left out (or only added)
    /// in more than `mostSteps` runs, its steps are the rows that differ removed and the new
    /// ones inserted (no step per run is made: a search narrowing 1,000,000 rows can leave out
    /// hundreds of thousands of runs).
    init<Value>(old: ListViewRows<Value>, new: ListViewRows<Value>, mostSteps: Int) {
        // Rows taken from the other version, or both from the same rows (`rows(at:)`): the
        // positions they were taken from are merged, no key is read.
        if let (oldPositions, newPositions) = ListViewRows.positionsInSharedOrigin(old, new) {
            let diff = ListViewPositionsDiff(old: oldPositions ?? Array(0..<old.count),
                                             new: newPositions ?? Array(0..<new.count), mostSteps: mostSteps)
            (start, oldLength, newLength, steps, inPlace) = (diff.start, diff.oldLength, diff.newLength, diff.steps, diff.inPlace)
            return
        }
        // Shared pages and chunks at both ends; the end run is cut where it would overlap
        // the start run (a version equal to the other shares everything from both ends).
        let start = ListViewRows.sharedPrefix(old, new)
        let shared = min(ListViewRows.sharedSuffix(old, new), old.count - start, new.count - start)
        let oldEnd = old.count - shared
        let newEnd = new.count - shared
        self.start = start
        oldLength = oldEnd - start
        newLength = newEnd - start
        // The same keys in the same places (values edited in place, `modifyValues`): every
        // row between the shared ends stays, no key is read.
        if oldLength == newLength, ListViewRows.sameKeys(old, new) {
            steps = []
            inPlace = (start..<oldEnd).map { Kept(old: $0, new: $0) }
            return
        }
        // The keys' hash values (kept with the pages): two keys with different hash values
        // differ, so most comparisons are of integers. Rows only left out (or only added), as a
        // search narrowing (or widening) a list does, are found in one pass that reads a key only
        // where the hash values match; anything else is matched by key (`KeyedDiff`).
        // The hash values are read in place (no array of them is made).
        let oldHashes = old.keyHashes(in: start..<oldEnd), newHashes = new.keyHashes(in: start..<newEnd)
        if let found = Self.subsequenceSteps(oldHashes: oldHashes, newHashes: newHashes, base: start, mostSteps: mostSteps,
                                             sameKey: { old.sameKey(at: start + $0, as: new, at: start + $1) }) {
            (steps, inPlace) = found
            return
        }
        let (oldKeys, oldHashArray) = old.keysAndHashes(in: start..<oldEnd)
        let (newKeys, newHashArray) = new.keysAndHashes(in: start..<newEnd)
        (steps, inPlace) = Self.steps(old: oldKeys, new: newKeys, base: start, oldHashes: oldHashArray, newHashes: newHashArray)
    }

    /// The steps when one version's keys are the other's with rows left out, in the same order:
    /// runs of removed rows (bottom up) or of inserted rows (top down), every other row kept in
    /// place. One pass over the hash values; `sameKey(old, new)` compares two keys (offsets into
    /// the runs) only where their hash values match. Nil, after at most one pass, when rows
    /// were both removed and inserted, or moved. When one version has no rows here, the other's
    /// are one run, without a pass; the left-out rows are collected as runs, not one by one, and
    /// above `mostSteps` runs the steps are one remove of the old rows and one insert of the new.
    static func subsequenceSteps(oldHashes: ListViewKeyHashes.Run, newHashes: ListViewKeyHashes.Run, base: Int,
                                 mostSteps: Int = .max, sameKey: (Int, Int) -> Bool) -> ([Step], [Kept])? {
        if oldHashes.count == 0 || newHashes.count == 0 {
            if oldHashes.count > 0 { return ([.remove(position: base, count: oldHashes.count)], []) }
            if newHashes.count > 0 { return ([.insert(position: base, count: newHashes.count)], []) }
            return ([], [])
        }
        let removing = newHashes.count <= oldHashes.count
        let (longer, shorter) = removing ? (oldHashes, newHashes) : (newHashes, oldHashes)
        let spare = longer.count - shorter.count
        // The runs of left-out rows become steps as they are found (top down; removes are
        // turned bottom up at the end), no array of runs beside them.
        var steps: [Step] = [], leftCount = 0, kept: [Kept] = []
        var shorterHashes = shorter.makeIterator()
        var wanted = shorterHashes.next()
        var next = 0, index = 0
        for hash in longer {
            defer { index += 1 }
            if hash == wanted, removing ? sameKey(index, next) : sameKey(next, index) {
                if kept.isEmpty { kept.reserveCapacity(shorter.count) }
                kept.append(removing ? Kept(old: base + index, new: base + next) : Kept(old: base + next, new: base + index))
                next += 1
                wanted = shorterHashes.next()
                continue
            }
            // More rows left out than the counts differ by: some row of the shorter version
            // is not where this pass looks for it.
            if leftCount == spare { return nil }
            leftCount += 1
            if steps.count > mostSteps { continue }
            switch steps.last {
            case .remove(let position, let count)? where position + count == base + index:
                steps[steps.count - 1] = .remove(position: position, count: count + 1)
            case .insert(let position, let count)? where position + count == base + index:
                steps[steps.count - 1] = .insert(position: position, count: count + 1)
            default:
                steps.append(removing ? .remove(position: base + index, count: 1) : .insert(position: base + index, count: 1))
            }
        }
        if steps.count > mostSteps {
            steps = [.remove(position: base, count: oldHashes.count), .insert(position: base, count: newHashes.count)]
        } else if removing {
            steps.reverse()
        }
        return (steps, kept)
    }

    /// Steps turning `old` keys into `new` keys, positions offset by `base` (`oldHashes` and
    /// `newHashes`: the keys' hash values, or nil to compare the keys only).
    static func steps(old: [AnyHashable], new: [AnyHashable], base: Int,
                      oldHashes: [Int]? = nil, newHashes: [Int]? = nil) -> ([Step], [Kept]) {
        func same(_ o: Int, _ n: Int) -> Bool {
            if let oldHashes, let newHashes, oldHashes[o] != newHashes[n] { return false }
            return old[o] == new[n]
        }
        var head = 0
        while head < old.count, head < new.count, same(head, head) { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, same(old.count - 1 - tail, new.count - 1 - tail) { tail += 1 }
        var inPlace = (0..<head).map { Kept(old: base + $0, new: base + $0) }
            + (1...max(tail, 1)).prefix(tail).map { Kept(old: base + old.count - $0, new: base + new.count - $0) }
        let oldCore = Array(old[head..<old.count - tail]), newCore = Array(new[head..<new.count - tail])
        let origin = base + head
        if oldCore.isEmpty && newCore.isEmpty { return ([], inPlace.sorted { $0.new < $1.new }) }
        if oldCore.isEmpty { return ([.insert(position: origin, count: newCore.count)], inPlace.sorted { $0.new < $1.new }) }
        if newCore.isEmpty { return ([.remove(position: origin, count: oldCore.count)], inPlace.sorted { $0.new < $1.new }) }
        let diff = KeyedDiff(old: oldCore, new: newCore)
        let moved = Set(diff.movedIndices)
        var movedOld: [Int] = []
        for (newIndex, source) in diff.sources.enumerated() {
            guard case .reused(let oldIndex) = source else { continue }
            if moved.contains(newIndex) { movedOld.append(oldIndex) } else { inPlace.append(Kept(old: origin + oldIndex, new: origin + newIndex)) }
        }
        var steps: [Step] = []
        for run in runs((diff.removedIndices + movedOld).sorted()).reversed() {
            steps.append(.remove(position: origin + run.lowerBound, count: run.count))
        }
        for run in runs((diff.insertedIndices + diff.movedIndices).sorted()) {
            steps.append(.insert(position: origin + run.lowerBound, count: run.count))
        }
        return (steps, inPlace.sorted { $0.new < $1.new })
    }

    /// Sorted indices grouped into contiguous ranges.
    private static func runs(_ indices: [Int]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for index in indices {
            if let last = result.last, last.upperBound == index {
                result[result.count - 1] = last.lowerBound..<index + 1
            } else {
                result.append(index..<index + 1)
            }
        }
        return result
    }
}
