import Gtk
import WorkflowUI

/// The inspector's GTK window: four panes in a notebook (workflows, render passes, actions,
/// controllers) above the time-travel slider.
@MainActor
final class InspectorWindow {
    let window: Window
    var onClose: (@MainActor () -> Void)?
    private unowned let inspector: WorkflowInspector
    private let treeList = ListBox()
    private let passList = ListBox()
    private let actionList = ListBox()
    private let controllerList = ListBox()
    private let notebook = Notebook()
    private var controllerRows: [(ListBoxRow, ViewController)] = []
    private let slider = Scale(orientation: .horizontal, min: 0, max: 1, step: 1)
    /// The one control for where the slider is: "Live" (insensitive) at the live rendering,
    /// "Pass N · Go Live" in the past, which returns to live when pressed.
    private let liveButton = Button(label: "Live")
    /// Set while the slider is moved by code, not by the user.
    private var isAdjustingSlider = false

    init(inspector: WorkflowInspector) {
        self.inspector = inspector
        window = Window()
        window.title = "Workflow Inspector"
        window.setDefaultSize(width: 900, height: 700)

        notebook.expandsVertically = true
        for (list, title) in [(treeList, "Workflows"), (passList, "Render passes"), (actionList, "Actions"), (controllerList, "Controllers")] {
            list.selectionMode = .single
            let scroller = ScrolledWindow()
            scroller.child = list
            _ = notebook.appendPage(child: scroller, tabLabel: Label(title))
        }
        controllerList.onRowSelected { [weak self] row in
            guard let self else { return }
            let controller = row.flatMap { selected in self.controllerRows.first { $0.0 === selected }?.1 }
            self.inspector.select(controller: controller)
        }

        let timeBar = Box(.horizontal, spacing: 8)
        timeBar.setMargins(8)
        let caption = Label("Time travel:")
        slider.expandsHorizontally = true
        slider.drawValue = false
        slider.setAccessibleLabel("Time travel: past renderings")
        slider.onValueChanged { [weak self] in
            guard let self, !self.isAdjustingSlider else { return }
            self.inspector.timeTravel(to: Int(self.slider.value.rounded()))
        }
        liveButton.onClicked { [weak self] in self?.inspector.returnToLive() }
        liveButton.isSensitive = false
        timeBar.append(caption)
        timeBar.append(slider)
        timeBar.append(liveButton)

        let content = Box(.vertical, spacing: 0)
        content.append(notebook)
        content.append(timeBar)
        window.child = content
        window.onCloseRequest { [weak self] in
            self?.onClose?()
            return false
        }
    }

    func present() { window.present() }

    /// Shows the pane at `index` (workflows, passes, actions, controllers).
    func showPane(_ index: Int) { notebook.page = index }

    func close() {
        onClose?()
        window.destroy()
    }

    /// Replaces the panes' rows.
    func show(tree: [String], passes: [String], actions: [String], controllers: [(String, ViewController)]) {
        fill(treeList, with: tree)
        fill(passList, with: passes)
        fill(actionList, with: actions)
        let selected = inspector.selectedController
        let rows = fill(controllerList, with: controllers.map(\.0))
        controllerRows = Array(zip(rows, controllers.map(\.1)))
        if let selected, let row = controllerRows.first(where: { $0.1 === selected })?.0 {
            controllerList.selectRow(row)
        }
    }

    /// The slider's range: one stop per kept rendering; at the end (live) unless the user is
    /// looking at the past.
    func updateSlider(count: Int, followLive: Bool) {
        isAdjustingSlider = true
        defer { isAdjustingSlider = false }
        slider.setRange(min: 0, max: Double(max(1, count - 1)))
        slider.isSensitive = count > 1
        if followLive { slider.value = Double(max(0, count - 1)) }
        timeTravelChanged()
    }

    /// Shows where time travel is: the slider at `requested` (a position set from code),
    /// and the Live control's text.
    func timeTravelChanged(position requested: Int? = nil) {
        let passes = inspector.timeTravelPasses
        if let requested, passes.indices.contains(requested), Int(slider.value.rounded()) != requested {
            let wasAdjusting = isAdjustingSlider
            isAdjustingSlider = true
            slider.value = Double(requested)
            isAdjustingSlider = wasAdjusting
        }
        let position = Int(slider.value.rounded())
        if inspector.isTimeTravelling, passes.indices.contains(position) {
            liveButton.label = "Pass \(passes[position]) · Go Live"
            liveButton.isSensitive = true
        } else {
            liveButton.label = "Live"
            liveButton.isSensitive = false
            if !isAdjustingSlider, Int(slider.value.rounded()) != passes.count - 1 {
                isAdjustingSlider = true
                slider.value = Double(max(0, passes.count - 1))
                isAdjustingSlider = false
            }
        }
    }

    /// Replaces `list`'s rows with one label per line; returns the rows.
    @discardableResult
    private func fill(_ list: ListBox, with lines: [String]) -> [ListBoxRow] {
        while let row = list.rowAtIndex(0) { list.remove(row) }
        var rows: [ListBoxRow] = []
        for line in lines.prefix(500) {
            // One line per row, cut with an ellipsis at the pane's width; the whole line is
            // the row's tooltip.
            let label = Label(line)
            label.xAlign = 0
            label.setMargins(4)
            label.ellipsizesAtEnd = true
            label.tooltip = line
            let row = ListBoxRow()
            row.child = label
            list.append(row)
            rows.append(row)
        }
        return rows
    }
}
