import Workflow

/// The texts of a list of rows, as an app author's state would keep them: a
/// `VersionedArray`, so that setting one row costs O(1) (no other row is copied, the
/// previous value stays intact for the previous rendering) and comparing a value with the
/// one it was made from looks at the set rows only.
package struct RowValues: Equatable, RandomAccessCollection {
    /// The texts.
    private var values: VersionedArray<String>

    /// Rows with the given texts.
    package init(_ values: [String]) {
        self.values = VersionedArray(values)
    }

    /// The number of rows.
    package var count: Int { values.count }
    package var startIndex: Int { 0 }
    package var endIndex: Int { values.count }

    /// The text of row `index`.
    package subscript(index: Int) -> String {
        values[index]
    }

    /// Sets row `index` to `text` (O(1)).
    package mutating func set(_ index: Int, to text: String) {
        values[index] = text
    }

    /// Calls `body` with each index (below both counts) whose text differs from `other`'s.
    package func forEachDifference(from other: RowValues, _ body: (Int) -> Void) {
        if values.isSameVersion(as: other.values) { return }
        // Newest first; a row set twice is reported once when the two sets are adjacent
        // (the label is set again otherwise, harmless).
        var seen = -1
        let related = values.forEachChangedIndex(from: other.values) { index in
            if index != seen, values[index] != other.values[index] { body(index) }
            seen = index
        }
        if related { return }
        for index in 0..<Swift.min(count, other.count) where values[index] != other.values[index] {
            body(index)
        }
    }
}
