import BenchRows
import Gtk
import Workflow

/// Baseline (b) of scenario 2: the same workflow, shown the way a toy UI layer would show
/// it, by building a new widget tree from every rendering and swapping it in.
@MainActor
final class NaiveRows {
    let host: WorkflowHost<RowsWorkflow>
    private let window: BenchmarkWindow
    private var box: Box
    private var labels: [Label] = []
    private var subscription: WorkflowHostSubscription?

    /// Runs `RowsWorkflow(count:)` and shows each rendering in `window`.
    init(count: Int, window: BenchmarkWindow) {
        host = WorkflowHost(workflow: RowsWorkflow(count: count, style: .list))
        self.window = window
        box = Box(.vertical)
        rebuild(host.rendering)
        subscription = host.onRendering { [weak self] in self?.rebuild($0) }
    }

    /// Sets row `index` to `text` through the workflow.
    @inline(never)
    func setRow(_ index: Int, to text: String) {
        host.rendering.setRow(index, text)
    }

    private func rebuild(_ screen: RowsScreen) {
        let newBox = Box(.vertical)
        var newLabels: [Label] = []
        newLabels.reserveCapacity(screen.rows.count)
        for text in screen.rows {
            let label = Label(text)
            label.xAlign = 0
            newBox.append(label)
            newLabels.append(label)
        }
        box = newBox
        labels = newLabels
        window.setContent(newBox)
    }
}
