import Gtk
import Workflow
import WorkflowRecording
import WorkflowUI

/// A window beside a running app that shows its workflow tree (type, key, state and props
/// summaries), its render passes (duration, nodes rendered and skipped), its action log
/// (workflow, action, state after, output) and its controller tree (kind, built or kept,
/// and the builds/updates/skips of each pass); selecting a controller outlines its widget
/// in the app window; a slider shows past root renderings in the app window, read-only
/// under a banner, and goes back to live.
///
/// The inspector needs a `WorkflowRecorder` among the root host's observers. With
/// `WorkflowApplication`, `WorkflowApplication.enableInspector(capacity:replay:environment:)`
/// does it all when `WORKFLOWGTK_INSPECTOR` is set (and adds nothing otherwise); by hand:
///
/// ```swift
/// let recorder = WorkflowRecorder(capacity: 200)
/// let root = ContainerViewController(workflow: RootWorkflow(), observers: [recorder])
/// let inspector = WorkflowInspector(recorder: recorder)
/// inspector.attach(to: root, in: window)  // Ctrl+Shift+W in `window` opens the inspector
/// ```
@MainActor
public final class WorkflowInspector {
    /// The environment variable that enables the inspector: `1` (Ctrl+Shift+W opens it) or
    /// `open` (it also opens at launch).
    public static let environmentVariable = "WORKFLOWGTK_INSPECTOR"
    /// The shortcut that shows the inspector (GTK's own inspector has Ctrl+Shift+D and
    /// Ctrl+Shift+I).
    public static let shortcut = "<Control><Shift>w"
    /// The CSS class that outlines the widget of the selected controller.
    public static let highlightCSSClass = "workflow-inspector-highlight"

    /// The recorder the panes read.
    public let recorder: WorkflowRecorder
    private var root: (any InspectedRoot)?
    private var window: InspectorWindow?
    private var styleSheet: StyleSheet?
    private var countersBefore: UpdateCounters.Snapshot?
    /// Builds/updates/skips of the controller tree in each kept pass, by pass number.
    private var controllerWork: RingBuffer<(pass: Int, work: UpdateCounters.Snapshot)>
    private var knownControllers: Set<ObjectIdentifier> = []
    /// The runtime ids of the nodes whose descendants the tree pane hides.
    private var collapsedNodes: Set<Int> = []
    private var highlighted: ViewController?

    /// An inspector reading `recorder` (which must observe the inspected host).
    public init(recorder: WorkflowRecorder) {
        self.recorder = recorder
        controllerWork = RingBuffer(capacity: recorder.capacity)
    }

    /// Inspects `root`, shown in `appWindow`: keeps its renderings from now on (as many as
    /// the recorder's capacity) and adds the shortcut to `appWindow`.
    public func attach<W: Workflow>(to root: ContainerViewController<W>, in appWindow: Window) where W.Rendering: Screen {
        let recorder = recorder
        self.root = TypedInspectedRoot(container: root, capacity: recorder.capacity) { max(0, recorder.passCount - 1) }
        countersBefore = root.updateCounters.snapshot
        root.onRendering { [weak self] _ in self?.passWasShown() }
        let shortcuts = ShortcutController(scope: .managed)
        shortcuts.addShortcut(Self.shortcut) { [weak self] in
            self?.present()
            return true
        }
        appWindow.addController(shortcuts)
    }

    /// Whether the inspector window is shown.
    public var isPresented: Bool { window != nil }

    /// Shows the inspector window (made on first use).
    public func present() {
        if styleSheet == nil {
            styleSheet = try? StyleSheet(css: Self.css)
        }
        if window == nil {
            let window = InspectorWindow(inspector: self)
            self.window = window
            window.onClose = { [weak self] in
                self?.returnToLive()
                self?.select(controller: nil)
                self?.window = nil
            }
        }
        refresh()
        window?.present()
    }

    /// Closes the inspector window (back to live first).
    public func close() {
        window?.close()
    }

    /// The inspector's window, while shown.
    public var inspectorWindow: Window? { window?.window }

    /// The inspector's panes, in the order of their tabs.
    public enum Pane: Int, CaseIterable, Sendable {
        /// The live workflow tree.
        case workflows
        /// The render-pass log.
        case renderPasses
        /// The action log.
        case actions
        /// The controller tree.
        case controllers
    }

    /// Brings `pane` to the front (when the window is shown).
    public func show(_ pane: Pane) {
        window?.showPane(pane.rawValue)
    }

    // MARK: - Panes (what the window shows)

    /// The workflow tree pane's lines, one per shown node (a collapsed node's descendants
    /// are not shown).
    public var treeLines: [String] { treeEntries.map(\.text) }

    /// The workflow tree pane's rows.
    var treeEntries: [InspectorPanes.TreeEntry] {
        root.map { InspectorPanes.treeEntries($0.nodeTree(), collapsed: collapsedNodes) } ?? []
    }

    /// Hides (`collapsed`) or shows the descendants of the node on line `line` of
    /// ``treeLines``; the pane's disclosure buttons and Enter on a row do the same. A line
    /// that does not exist, or a node without children, changes nothing.
    public func setCollapsed(_ collapsed: Bool, treeLine line: Int) {
        let entries = treeEntries
        guard entries.indices.contains(line), entries[line].hasChildren else { return }
        if collapsed {
            collapsedNodes.insert(entries[line].nodeID)
        } else {
            collapsedNodes.remove(entries[line].nodeID)
        }
        refresh()
    }

    /// The render-pass pane's lines, newest first.
    public var passLines: [String] {
        let live = root?.nodeTree().allNodes.count ?? 0
        let work = Dictionary(controllerWork.elements.map { ($0.pass, $0.work) }, uniquingKeysWith: { $1 })
        return zip(InspectorPanes.passLines(recorder.recordedPasses, liveNodes: live), recorder.recordedPasses.reversed()).map {
            line, pass in
            guard let counts = work[pass.index] else { return line }
            return line + "  controllers: built \(counts.builds) updated \(counts.updates) skipped \(counts.skippedUpdates)"
        }
    }

    /// The action pane's lines, newest first.
    public var actionLines: [String] {
        InspectorPanes.actionLines(recorder.recordedPasses)
    }

    /// The controller pane's lines (kind, then `built` or `kept` since the last refresh).
    public var controllerLines: [String] {
        controllerEntries.map(\.0)
    }

    var controllerEntries: [(String, ViewController)] {
        guard let root else { return [] }
        return InspectorPanes.controllerLines(root.hostingController, previous: knownControllers)
    }

    // MARK: - Selection

    /// Outlines `controller`'s widget in the app window (and removes the outline from the
    /// previous one); `nil` removes it.
    public func select(controller: ViewController?) {
        if let highlighted, highlighted.isViewLoaded {
            highlighted.view.removeCSSClass(Self.highlightCSSClass)
        }
        highlighted = controller
        if let controller, controller.isViewLoaded {
            controller.view.addCSSClass(Self.highlightCSSClass)
        }
    }

    /// The controller whose widget is outlined.
    public var selectedController: ViewController? { highlighted }

    // MARK: - Time travel

    /// The pass numbers of the renderings the slider can show, oldest first (the last is live).
    public var timeTravelPasses: [Int] { root?.renderingPasses ?? [] }

    /// Whether a past rendering is shown in the app window.
    public var isTimeTravelling: Bool { root?.isShowingPastRendering ?? false }

    /// Shows the kept rendering at `position` (0: oldest) read-only in the app window; the
    /// last position is live.
    public func timeTravel(to position: Int) {
        guard let root else { return }
        let passes = root.renderingPasses
        guard passes.indices.contains(position) else { return }
        if position == passes.count - 1 {
            root.returnToLive()
        } else {
            root.showPastRendering(
                at: position,
                banner: "Past rendering: pass \(passes[position]) of \(passes.last ?? 0) — read-only (Workflow Inspector; slide right for live)"
            )
        }
        window?.timeTravelChanged(position: position)
    }

    /// Back to the live rendering.
    public func returnToLive() {
        root?.returnToLive()
        window?.timeTravelChanged()
    }

    // MARK: - Refreshing

    /// A pass reached the UI: note the controller work of that pass and refresh the panes.
    private func passWasShown() {
        if let root, let before = countersBefore {
            let now = root.hostingController.updateCounters.snapshot
            controllerWork.append((max(0, recorder.passCount - 1), now.since(before)))
            countersBefore = now
        }
        refresh()
    }

    /// Refreshes the shown panes.
    func refresh() {
        guard let window else { return }
        window.show(tree: treeEntries, passes: passLines, actions: actionLines, controllers: controllerEntries)
        window.updateSlider(count: timeTravelPasses.count, followLive: !isTimeTravelling)
        if let root {
            var seen: Set<ObjectIdentifier> = []
            func visit(_ controller: ViewController) {
                seen.insert(ObjectIdentifier(controller))
                controller.children.forEach(visit)
            }
            visit(root.hostingController)
            knownControllers = seen
        }
    }

    static let css = """
        .\(highlightCSSClass) { outline: 3px solid #e01b24; outline-offset: -3px; }
        .\(WorkflowHostingController<AnyScreen, Never>.timeTravelBannerCSSClass) {
            background-color: #f6d32d; color: #241f31; font-weight: bold; padding: 6px;
        }
        """
}
