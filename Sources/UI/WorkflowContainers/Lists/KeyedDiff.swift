/// How a keyed list of children changes between two updates: which new items reuse a live
/// child (same identity: key + kind), which are inserted, which old ones are removed, and
/// which reused ones changed their relative order. Pure logic, used by the back stack, the
/// tabs and the modals, and tested without a display.
///
/// ```swift
/// let diff = KeyedDiff(old: ["a", "b", "c"], new: ["c", "a", "d"])
/// #expect(diff.sources == [.reused(oldIndex: 2), .reused(oldIndex: 0), .inserted])
/// #expect(diff.removedIndices == [1])
/// #expect(diff.movedIndices == [0]) // fewest moves: "c" moved before "a"
/// ```
public struct KeyedDiff: Equatable, Sendable {
    /// Where a new item's child comes from.
    public enum Source: Equatable, Sendable {
        /// The live child at `oldIndex` is kept and updated.
        case reused(oldIndex: Int)
        /// A new child is built.
        case inserted
    }

    /// One source per new item, in the new order.
    public let sources: [Source]
    /// Old indices whose child is not reused (ascending).
    public let removedIndices: [Int]
    /// New indices of reused items that must move to restore the new order (the fewest
    /// moves: items outside the longest run that kept its relative order).
    public let movedIndices: [Int]

    /// Matches `new` against `old` by identity. Each old item is reused at most once, in
    /// order (a duplicate identity in `new` is inserted).
    public init<Identity: Hashable>(old: [Identity], new: [Identity]) {
        // O(old + new) with one hash table and no allocation per item: each identity maps to
        // its first unused old index; `nextSame` chains the later old indices of a duplicate.
        var available: [Identity: Int] = [:]
        available.reserveCapacity(old.count)
        var nextSame = [Int](repeating: -1, count: old.count)
        for index in old.indices.reversed() {
            if let later = available.updateValue(index, forKey: old[index]) { nextSame[index] = later }
        }
        var sources: [Source] = []
        sources.reserveCapacity(new.count)
        var reused = [Bool](repeating: false, count: old.count)
        for identity in new {
            if let oldIndex = available[identity] {
                let later = nextSame[oldIndex]
                if later >= 0 { available[identity] = later } else { available[identity] = nil }
                reused[oldIndex] = true
                sources.append(.reused(oldIndex: oldIndex))
            } else {
                sources.append(.inserted)
            }
        }
        self.sources = sources
        removedIndices = old.indices.filter { !reused[$0] }
        movedIndices = Self.moves(sources)
    }

    /// New indices of inserted items.
    public var insertedIndices: [Int] {
        sources.indices.filter { sources[$0] == .inserted }
    }

    /// Whether nothing is inserted, removed or moved.
    public var isEmpty: Bool {
        removedIndices.isEmpty && movedIndices.isEmpty && !sources.contains(.inserted)
    }

    /// Reused items outside a longest increasing subsequence of old indices.
    private static func moves(_ sources: [Source]) -> [Int] {
        let pairs: [(new: Int, old: Int)] = sources.enumerated().compactMap { newIndex, source in
            if case .reused(let oldIndex) = source { return (newIndex, oldIndex) }
            return nil
        }
        guard pairs.count > 1 else { return [] }
        // Kept items in their old order (inserts and removals only): nothing moves.
        if zip(pairs, pairs.dropFirst()).allSatisfy({ $0.old < $1.old }) { return [] }
        // Patience sorting: tails[k] = index into pairs of the smallest tail of a run of length k+1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].old < pair.old { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var kept = [Bool](repeating: false, count: pairs.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 { kept[cursor] = true; cursor = previous[cursor] }
        return pairs.indices.filter { !kept[$0] }.map { pairs[$0].new }
    }
}
