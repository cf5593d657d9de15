import Gtk
import WorkflowUI

/// The inspector's GTK window: four panes in a stack with a switcher (workflows, render
/// passes, actions, controllers) above the time-travel slider.
@MainActor
final class InspectorWindow {
    let window: Window
    var onClose: (@MainActor () -> Void)?
    private unowned let inspector: WorkflowInspector
    private let treeList = ListBox()
    private let passList = ListBox()
    private let actionList = ListBox()
    private let controllerList = ListBox()
    private let panes = Stack()
    /// The panes' scrolled windows, in ``WorkflowInspector/Pane`` order.
    private var paneScrollers: [ScrolledWindow] = []
    private var controllerRows: [(ListBoxRow, ViewController)] = []
    /// The tree pane's rows and the line each shows.
    private var treeRows: [ListBoxRow] = []
    /// Each tree row's disclosure button (nil for a node without children).
    private var treeDisclosures: [Button?] = []
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

        panes.expandsVertically = true
        for (list, title) in [(treeList, "Workflows"), (passList, "Render passes"), (actionList, "Actions"), (controllerList, "Controllers")] {
            list.selectionMode = .single
            list.setAccessibleLabel(title)
            let scroller = ScrolledWindow()
            scroller.child = list
            scroller.setAccessibleLabel(title)
            _ = panes.addTitled(child: scroller, name: title, title: title)
            paneScrollers.append(scroller)
        }
        let switcher = StackSwitcher()
        switcher.stack = panes
        switcher.setAccessibleLabel("Inspector panes")
        // GTK 4.8 exposes every page of a stack at once: only the shown pane is.
        panes.exposeOnlyVisiblePage()
        panes.onNotifyVisibleChild { [weak panes] _ in panes?.exposeOnlyVisiblePage() }
        switcher.horizontalAlignment = .center
        switcher.setMargins(6)
        // Enter (or a double click) on a node's row hides or shows its children.
        treeList.onRowActivated { [weak self] row in
            guard let self, let line = self.treeRows.firstIndex(where: { $0 === row }) else { return }
            self.toggle(line: line)
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
        content.append(switcher)
        content.append(panes)
        content.append(timeBar)
        window.child = content
        window.onCloseRequest { [weak self] in
            self?.onClose?()
            return false
        }
    }

    func present() { window.present() }

    /// Shows the pane at `index` (workflows, passes, actions, controllers).
    func showPane(_ index: Int) {
        guard paneScrollers.indices.contains(index) else { return }
        panes.visibleChild = paneScrollers[index]
    }

    func close() {
        onClose?()
        window.destroy()
    }

    /// Replaces the panes' rows.
    func show(tree: [InspectorPanes.TreeEntry], passes: [String], actions: [String], controllers: [(String, ViewController)]) {
        fillTree(with: tree)
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

    /// Hides or shows the children of the node on tree line `line`.
    private func toggle(line: Int) {
        let entries = inspector.treeEntries
        guard entries.indices.contains(line) else { return }
        inspector.setCollapsed(!entries[line].isCollapsed, treeLine: line)
    }

    /// Replaces the tree pane's rows: each node's lines after a disclosure button (a node
    /// with children) or the button's width of space.
    private func fillTree(with entries: [InspectorPanes.TreeEntry]) {
        // The focus stays on the same line across the refill (a click on a disclosure
        // button replaces the button).
        let focus = window.focusWidget
        let focusedLine = treeRows.indices.first { treeRows[$0] === focus || treeDisclosures[$0] === focus }
        while let row = treeList.rowAtIndex(0) { treeList.remove(row) }
        treeRows = []
        treeDisclosures = []
        for (line, entry) in entries.prefix(500).enumerated() {
            let box = Box(.horizontal, spacing: 4)
            box.setMargins(2)
            box.marginStart = 2 + 16 * entry.depth
            let name = String(entry.text.prefix { $0 != "\n" }.drop { $0 == " " })
            if entry.hasChildren {
                let disclosure = Button(iconName: entry.isCollapsed ? "pan-end-symbolic" : "pan-down-symbolic")
                disclosure.addCSSClass("flat")
                disclosure.verticalAlignment = .start
                disclosure.setAccessibleLabel((entry.isCollapsed ? "Expand " : "Collapse ") + name)
                disclosure.tooltip = entry.isCollapsed ? "Show children" : "Hide children"
                disclosure.onClicked { [weak self] in self?.toggle(line: line) }
                box.append(disclosure)
                treeDisclosures.append(disclosure)
            } else {
                let spacer = Box(.horizontal, spacing: 0)
                spacer.setSizeRequest(width: 34, height: -1)
                box.append(spacer)
                treeDisclosures.append(nil)
            }
            let label = Label(entry.text)
            label.xAlign = 0
            label.ellipsizesAtEnd = true
            label.tooltip = entry.text
            label.expandsHorizontally = true
            box.append(label)
            let row = ListBoxRow()
            row.child = box
            row.setAccessibleLabel(name)
            treeList.append(row)
            treeRows.append(row)
        }
        if let focusedLine, treeRows.indices.contains(focusedLine) {
            _ = (treeDisclosures[focusedLine] ?? treeRows[focusedLine]).grabFocus()
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
            row.setAccessibleLabel(String(line.prefix { $0 != "\n" }.drop { $0 == " " }))
            list.append(row)
            rows.append(row)
        }
        return rows
    }
}
