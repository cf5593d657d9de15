/// The steps between two versions of rows taken from the same rows (`ListViewRows.rows(at:)`),
/// given the ascending positions each took: a merge of the two lists of integers. Rows in
/// both stay in place; the others are removed in runs (bottom up), then inserted in runs
/// (top down), as `ListViewRowsDiff` gives them; above `mostSteps` runs, one remove of the
/// rows that differ and one insert of the new ones.
struct ListViewPositionsDiff {
    /// The first position where the versions differ.
    var start = 0
    /// How many old rows from `start` on are replaced.
    var oldLength = 0
    /// How many new rows replace them.
    var newLength = 0
    /// The steps, in order (as `ListViewRowsDiff.steps`).
    var steps: [ListViewRowsDiff.Step] = []
    /// The rows in both versions between `start` and the end of the span, by new position.
    var inPlace: [ListViewRowsDiff.Kept] = []

    init(old: [Int], new: [Int], mostSteps: Int) {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        let oldEnd = old.count - tail, newEnd = new.count - tail
        start = head
        oldLength = oldEnd - head
        newLength = newEnd - head
        var removes: [ListViewRowsDiff.Step] = [], inserts: [ListViewRowsDiff.Step] = []
        var runs = 0
        var o = head, n = head
        inPlace.reserveCapacity(Swift.min(oldLength, newLength))
        while o < oldEnd || n < newEnd {
            if o < oldEnd, n < newEnd, old[o] == new[n] {
                inPlace.append(.init(old: o, new: n))
                o += 1
                n += 1
            } else if n == newEnd || (o < oldEnd && old[o] < new[n]) {
                // The old row at `o` is not in the new version.
                Self.add(o, to: &removes, runs: &runs, mostSteps: mostSteps) { .remove(position: $0, count: $1) }
                o += 1
            } else {
                // The new row at `n` was not in the old version.
                Self.add(n, to: &inserts, runs: &runs, mostSteps: mostSteps) { .insert(position: $0, count: $1) }
                n += 1
            }
        }
        if runs > mostSteps {
            steps = [.remove(position: head, count: oldLength), .insert(position: head, count: newLength)]
        } else {
            steps = removes.reversed() + inserts
        }
    }

    /// Adds row `index` to the last run of `steps` when it follows it; else starts a run
    /// (`make(position, count)`), while there are at most `mostSteps` runs (`runs` counts them).
    private static func add(_ index: Int, to steps: inout [ListViewRowsDiff.Step], runs: inout Int, mostSteps: Int,
                            make: (Int, Int) -> ListViewRowsDiff.Step) {
        switch steps.last {
        case .remove(let position, let count)?, .insert(let position, let count)?:
            if position + count == index {
                steps[steps.count - 1] = make(position, count + 1)
                return
            }
        case nil:
            break
        }
        guard runs <= mostSteps else { return }
        steps.append(make(index, 1))
        runs += 1
    }
}
