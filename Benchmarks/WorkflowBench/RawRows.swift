import BenchRows
import Gtk

/// Baseline (a) of scenario 2: hand-written GTK code. The labels are kept in an array and
/// an update sets only the changed label's text: the physical limit.
@MainActor
final class RawRows {
    let box = Box(.vertical)
    private var labels: [Label] = []

    /// Builds `count` labels.
    init(count: Int) {
        for row in 0..<count {
            let label = Label(RowsWorkflow.text(row: row, value: 0))
            label.xAlign = 0
            box.append(label)
            labels.append(label)
        }
    }

    /// Sets row `index` to `text` (callgrind: `--toggle-collect='*RawRows*setRow*'`).
    @inline(never)
    func setRow(_ index: Int, to text: String) {
        labels[index].text = text
    }
}
