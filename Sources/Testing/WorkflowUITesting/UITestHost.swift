// The widget-level test API (simulated input, tree dumps, pixels) comes with this module.
@_exported import GtkTesting
import Gtk
import Workflow
import WorkflowUI

/// A real GTK window that hosts a screen, a workflow, a controller or a plain widget for a
/// test, and the
/// test's hands and eyes on it: settle the loop, find widgets, click, type, toggle, press
/// keys, take a screenshot, dump the widget tree, read the update counters.
///
/// ```swift
/// @Test("a click on the greeting shows the other one", .gtk)
/// func clickWithHarness() async throws {
///     let host = try await UITestHost(workflow: HelloWorkflow())
///     defer { host.close() }
///     try await host.click(host.find(label: "Hello, World!"))
///     #expect(host.findAll(label: "Goodbye, World!").count == 1)
/// }
/// ```
///
/// The host keeps its root controller alive until `close()`. Every action settles the
/// window before returning (see `settle()`), so checks that follow see its effect. While
/// the host is open GTK's animations are off (see `Animations`); `close()` turns them back
/// on when this host turned them off (close hosts in the reverse order of their making,
/// as `defer` does).
@MainActor
public final class UITestHost {
    /// The window the content is shown in.
    public let window: Window
    /// The root controller whose view fills the window; nil for hosts made with
    /// `init(widget:)`, whose widget is the window's child itself.
    public let rootViewController: ViewController?
    /// The update counters of the root controller's tree (all zero for a widget host).
    private let rootCounters: UpdateCounters
    /// Replaces the hosted screen, for hosts made with `init(screen:)`.
    private let replaceScreen: (@MainActor (AnyScreen, ViewEnvironment) -> Void)?
    /// Whether this host turned GTK's animations off, so `close()` turns them back on.
    private var restoresAnimations: Bool

    /// Whether GTK animates while a host is open.
    public enum Animations: Sendable, Equatable {
        /// GTK's animations are off (`gtk-enable-animations`) from the host's creation until
        /// its `close()`: a tab switch or a back stack push shows the new page alone at once,
        /// so what a test finds after `settle()` is what the user sees once a transition
        /// ends. The default.
        case off
        /// The setting is left as it is, for a test of a transition itself; `settle()` then
        /// also waits for running page transitions to end.
        case asConfigured
    }

    /// Shows `viewController`'s view in a new window of the given size and settles it.
    /// Throws `UITestingError` (kind `.noDisplay`, naming `xvfb-run`) without a display.
    public convenience init(viewController: ViewController, width: Int = 640, height: Int = 480,
                            title: String = "WorkflowUITesting", animations: Animations = .off) async throws(UITestingError) {
        try UITestDisplay.require()
        try await self.init(checked: viewController, width: width, height: height, title: title, animations: animations,
                            replace: nil)
    }

    /// Shows `screen` (through a `DescribedViewController`); `update(screen:environment:)`
    /// replaces it, as a workflow's new rendering would.
    public convenience init<S: Screen>(screen: S, environment: ViewEnvironment = .empty, width: Int = 640, height: Int = 480,
                                       title: String = "WorkflowUITesting", animations: Animations = .off) async throws(UITestingError) {
        try UITestDisplay.require()
        let controller = DescribedViewController(screen: screen, environment: environment)
        try await self.init(checked: controller, width: width, height: height, title: title, animations: animations,
                            replace: { controller.update(screen: $0, environment: $1) })
    }

    /// Runs `workflow` in a `ContainerViewController` and shows its rendering.
    /// `containerViewController(for:)` gives the container back, typed.
    public convenience init<W: Workflow>(workflow: W, environment: ViewEnvironment = .empty, width: Int = 640,
                                         height: Int = 480, title: String = "WorkflowUITesting",
                                         animations: Animations = .off) async throws(UITestingError)
    where W.Rendering: Screen {
        try UITestDisplay.require()
        let container = ContainerViewController(workflow: workflow, environment: environment)
        try await self.init(checked: container, width: width, height: height, title: title, animations: animations,
                            replace: nil)
    }

    /// Shows `widget` as the window's child (no controller in between), for testing widgets
    /// and custom widget classes; `nil` shows an empty window.
    ///
    /// ```swift
    /// @Test("a button in a window is clicked", .gtk)
    /// func clickPlainButton() async throws {
    ///     let button = Button(label: "Go")
    ///     var clicks = 0
    ///     button.onClicked { clicks += 1 }
    ///     let host = try await UITestHost(widget: button, width: 200, height: 100)
    ///     defer { host.close() }
    ///     try await host.click(host.find(Button.self, label: "Go"))
    ///     #expect(clicks == 1)
    /// }
    /// ```
    public convenience init(widget: Widget?, width: Int = 640, height: Int = 480,
                            title: String = "WorkflowUITesting", animations: Animations = .off) async throws(UITestingError) {
        try UITestDisplay.require()
        try await self.init(checked: nil, child: widget, width: width, height: height, title: title, animations: animations,
                            replace: nil)
    }

    private convenience init(checked viewController: ViewController, width: Int, height: Int, title: String,
                             animations: Animations,
                             replace: (@MainActor (AnyScreen, ViewEnvironment) -> Void)?) async throws(UITestingError) {
        try await self.init(checked: viewController, child: viewController.viewWidget, width: width, height: height,
                            title: title, animations: animations, replace: replace)
    }

    private init(checked viewController: ViewController?, child: Widget?, width: Int, height: Int, title: String,
                 animations: Animations,
                 replace: (@MainActor (AnyScreen, ViewEnvironment) -> Void)?) async throws(UITestingError) {
        // Before any widget is shown: a page transition then ends at once.
        restoresAnimations = animations == .off && Appearance.enablesAnimations
        if restoresAnimations { Appearance.enablesAnimations = false }
        rootViewController = viewController
        // A widget host has no controller tree: the counters of a controller already gone
        // (every figure 0) stand for it.
        rootCounters = viewController?.updateCounters ?? ViewController().updateCounters
        replaceScreen = replace
        window = Window()
        window.title = title
        window.setDefaultSize(width: width, height: height)
        window.child = child
        window.present()
        do {
            try await UILoop.require("the \(title) window to be shown", at: nil) { window.isDrawable }
            try await settle()
        } catch {
            close()
            throw error
        }
    }

    /// The root controller as a `ContainerViewController` running `W` (hosts made with
    /// `init(workflow:)`), for reading its `host.rendering` or sending it new props.
    public func containerViewController<W: Workflow>(for workflow: W.Type) -> ContainerViewController<W>? {
        rootViewController as? ContainerViewController<W>
    }

    /// Shows `screen` instead of the current one (hosts made with `init(screen:)`); the
    /// controller is updated or replaced by the diff rule. Then settles.
    public func update<S: Screen>(screen: S, environment: ViewEnvironment = .empty) async throws(UITestingError) {
        guard let replaceScreen else {
            throw UITestingError(.action, "UITestHost.update(screen:): this host shows a controller, a workflow or a widget. Make the host with UITestHost(screen:) to replace its screen.")
        }
        replaceScreen(AnyScreen(screen), environment)
        try await settle()
    }

    /// The window and its visible modal windows (open dialogs), oldest first.
    public var windows: [Window] { [window] + window.visibleModals }

    /// Runs queued main-queue work and GLib events, then waits until every shown window
    /// painted a frame and no main-queue work is left. No fixed sleeps.
    /// With animations left on (`Animations.asConfigured`), it also waits until no page
    /// transition (a `GtkStack`'s) is running, then for one more frame.
    public func settle(timeout: Duration = .seconds(5)) async throws(UITestingError) {
        try await UILoop.settle(windows, timeout: timeout)
        guard windows.contains(where: \.hasRunningPageTransition) else { return }
        try await UILoop.require("page transitions to finish", timeout: timeout, at: nil) {
            !windows.contains(where: \.hasRunningPageTransition)
        }
        try await UILoop.settle(windows, timeout: timeout)
    }

    /// Runs the render pass the hosted workflow holds for the window's next frame now, if
    /// there is one, so that the rendering and the widgets read next show every action sent
    /// so far (a `WorkflowHostingController` in a window renders on its frame clock; see
    /// `WorkflowHostOptions.conflatesRenderPasses`). Does nothing for other roots.
    /// `settle()` and every action of this host also let that pass run.
    public func flush() {
        (rootViewController as? any RenderPassFlushing)?.flush()
    }

    /// Waits until `condition` holds (running the loop), or throws a timeout error saying
    /// `what` was awaited. The error's `sourceLocation` (and its description) is this
    /// call's, so a timeout points at the test line that waited; `fileID`, `filePath`,
    /// `line` and `column` default to the call's.
    public func wait(for what: @autoclosure () -> String, timeout: Duration = .seconds(5),
                     fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
                     until condition: () -> Bool) async throws(UITestingError) {
        try await UILoop.require(what(), timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column,
                                 until: condition)
    }

    /// What the UI layer did in this host's controller tree: controllers built, updated,
    /// skipped, replaced, views loaded, alive (the root controller's `updateCounters`; all
    /// zero for a widget host).
    public var counters: UpdateCounters.Snapshot { rootCounters.snapshot }

    /// Destroys the window (and its dialogs, nested ones too) and lets GTK finish; the root controller is
    /// released with the host.
    public func close() {
        // Nested modals first (a confirm over a confirm), so no modal window outlives the host.
        func destroyModals(over parent: Window) {
            for modal in parent.visibleModals {
                destroyModals(over: modal)
                modal.destroy()
            }
        }
        destroyModals(over: window)
        window.destroy()
        while MainLoop.iterate() {}
        if restoresAnimations {
            Appearance.enablesAnimations = true
            restoresAnimations = false
        }
    }
}
