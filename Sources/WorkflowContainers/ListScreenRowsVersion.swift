/// The identity of one version of a `ListScreen.Rows` value, and how it was made from the
/// version before it: each `replace(at:with:)` makes a new version that records the row
/// index it replaced and whether the row's key stayed the same. `ListViewController` walks
/// from the new screen's version back to the previous screen's to learn which rows changed,
/// in O(edits), without comparing chunks or keys.
///
/// A version keeps the one before it (strongly, so identity comparisons cannot be fooled by
/// a reused address). The lineage is cut to its newest `maximumDepth` versions whenever it
/// grows to twice that (memory stays bounded, and the cut costs O(1) amortized); a list
/// whose previous screen is older than the kept lineage compares chunks instead. Not
/// generic: walking it costs no metadata lookups.
@usableFromInline
final class ListRowsVersion {
    /// The longest lineage kept (older versions are let go).
    @usableFromInline static let maximumDepth = 32

    /// The version this one was made from by one replacement (nil: a new rows value, or a
    /// cut lineage).
    @usableFromInline var previous: ListRowsVersion?
    /// The index of the row replaced since `previous` (-1 without `previous`).
    @usableFromInline let replacedIndex: Int
    /// Whether that row kept its key.
    @usableFromInline let keptKey: Bool
    /// Steps to the oldest version kept, at most (a cut further down is not counted).
    @usableFromInline let depth: Int

    /// A version without lineage.
    @inlinable
    init() {
        previous = nil
        replacedIndex = -1
        keptKey = true
        depth = 0
    }

    /// The version made from `previous` by replacing row `index`.
    @inlinable
    init(after previous: ListRowsVersion, replacing index: Int, keptKey: Bool) {
        self.previous = previous
        replacedIndex = index
        self.keptKey = keptKey
        if previous.depth < 2 * Self.maximumDepth {
            depth = previous.depth + 1
        } else {
            depth = Self.maximumDepth
            previous.cutLineage(after: Self.maximumDepth - 1)
        }
    }

    /// Lets go of the versions more than `steps` before this one.
    @usableFromInline
    func cutLineage(after steps: Int) {
        var node = self
        for _ in 0..<steps {
            guard let next = node.previous else { return }
            node = next
        }
        node.previous = nil
    }

    /// The rows replaced on the way from `older` to this version, newest first (an index may
    /// repeat); `nil` when `older` is not in this version's kept lineage, or when a
    /// replacement changed a key (then the rows must be matched by key).
    func replacedIndices(since older: ListRowsVersion) -> [Int]? {
        var indices: [Int] = []
        var current = self
        while current !== older {
            guard let previous = current.previous, current.keptKey else { return nil }
            indices.append(current.replacedIndex)
            current = previous
        }
        return indices
    }
}
