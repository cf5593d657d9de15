/// The rows that differ while `ListViewRowStore` reports an update's steps, as runs of the
/// old version's rows and of the new version's, by index: applying a step splits or adds a
/// run and copies no row, whatever the number of rows it removes or inserts. Plain values,
/// read from unspecialized generic code without generic metadata. Runs stay few (an update
/// of more than `ListViewRowStore.mostSteps` steps is reported without them), so finding a
/// row walks them.
struct ListViewRowRuns {
    /// `count` rows from `start` of the old version (`fromOld`) or of the new one.
    struct Run: Equatable {
        /// Whether the rows are the old version's.
        var fromOld: Bool
        /// The index of the first row in its version.
        var start: Int
        /// How many rows.
        var count: Int
    }

    /// The runs, top first, none empty.
    private(set) var runs: [Run]
    /// How many rows the runs hold.
    private(set) var count: Int

    /// The old version's rows in `range`.
    init(old range: Range<Int>) {
        runs = range.isEmpty ? [] : [Run(fromOld: true, start: range.lowerBound, count: range.count)]
        count = range.count
    }

    /// Where row `offset` of the runs comes from: its version and its index there.
    func locate(_ offset: Int) -> (fromOld: Bool, index: Int) {
        var rest = offset
        for run in runs {
            if rest < run.count { return (run.fromOld, run.start + rest) }
            rest -= run.count
        }
        preconditionFailure("ListViewRowRuns.locate: offset \(offset) is past the \(count) rows of the runs.")
    }

    /// Removes `removed` rows at `offset`.
    mutating func remove(at offset: Int, count removed: Int) {
        let first = split(at: offset)
        runs.removeSubrange(first..<split(at: offset + removed))
        count -= removed
    }

    /// Inserts the new version's rows in `range` at `offset`.
    mutating func insertNew(_ range: Range<Int>, at offset: Int) {
        guard !range.isEmpty else { return }
        runs.insert(Run(fromOld: false, start: range.lowerBound, count: range.count), at: split(at: offset))
        count += range.count
    }

    /// Splits the run holding row `offset` so that a run starts there; returns that run's
    /// index (`runs.count` at the end).
    private mutating func split(at offset: Int) -> Int {
        var rest = offset
        for index in runs.indices {
            if rest == 0 { return index }
            let run = runs[index]
            if rest < run.count {
                runs[index].count = rest
                runs.insert(Run(fromOld: run.fromOld, start: run.start + rest, count: run.count - rest), at: index + 1)
                return index + 1
            }
            rest -= run.count
        }
        return runs.count
    }
}
