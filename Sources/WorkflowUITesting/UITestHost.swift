import Gtk
import Workflow
import WorkflowUI

/// A real GTK window that hosts a screen, a workflow or a controller for a test, and the
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
/// window before returning (see `settle()`), so checks that follow see its effect.
@MainActor
public final class UITestHost {
    /// The window the content is shown in.
    public let window: Window
    /// The root controller whose view fills the window.
    public let rootViewController: ViewController
    /// Replaces the hosted screen, for hosts made with `init(screen:)`.
    private let replaceScreen: (@MainActor (AnyScreen, ViewEnvironment) -> Void)?

    /// Shows `viewController`'s view in a new window of the given size and settles it.
    /// Throws `UITestingError` (kind `.noDisplay`, naming `xvfb-run`) without a display.
    public convenience init(viewController: ViewController, width: Int = 640, height: Int = 480,
                title: String = "WorkflowUITesting") async throws(UITestingError) {
        try UITestDisplay.require()
        try await self.init(checked: viewController, width: width, height: height, title: title, replace: nil)
    }

    /// Shows `screen` (through a `DescribedViewController`); `update(screen:environment:)`
    /// replaces it, as a workflow's new rendering would.
    public convenience init<S: Screen>(screen: S, environment: ViewEnvironment = .empty, width: Int = 640, height: Int = 480,
                           title: String = "WorkflowUITesting") async throws(UITestingError) {
        try UITestDisplay.require()
        let controller = DescribedViewController(screen: screen, environment: environment)
        try await self.init(checked: controller, width: width, height: height, title: title,
                            replace: { controller.update(screen: $0, environment: $1) })
    }

    /// Runs `workflow` in a `ContainerViewController` and shows its rendering.
    /// `containerViewController(for:)` gives the container back, typed.
    public convenience init<W: Workflow>(workflow: W, environment: ViewEnvironment = .empty, width: Int = 640,
                                         height: Int = 480, title: String = "WorkflowUITesting") async throws(UITestingError)
    where W.Rendering: Screen {
        try UITestDisplay.require()
        let container = ContainerViewController(workflow: workflow, environment: environment)
        try await self.init(checked: container, width: width, height: height, title: title, replace: nil)
    }

    private init(checked viewController: ViewController, width: Int, height: Int, title: String,
                 replace: (@MainActor (AnyScreen, ViewEnvironment) -> Void)?) async throws(UITestingError) {
        rootViewController = viewController
        replaceScreen = replace
        window = Window()
        window.title = title
        window.setDefaultSize(width: width, height: height)
        window.child = viewController.view
        window.present()
        try await UILoop.require("the \(title) window to be shown") { window.isDrawable }
        try await settle()
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
            throw UITestingError(.action, "UITestHost.update(screen:): this host shows a controller or a workflow. Make the host with UITestHost(screen:) to replace its screen.")
        }
        replaceScreen(AnyScreen(screen), environment)
        try await settle()
    }

    /// The window and its visible modal windows (open dialogs), oldest first.
    public var windows: [Window] { [window] + window.visibleModals }

    /// Runs queued main-queue work and GLib events, then waits until every shown window
    /// painted a frame and no main-queue work is left. No fixed sleeps.
    public func settle(timeout: Duration = .seconds(5)) async throws(UITestingError) {
        try await UILoop.settle(windows, timeout: timeout)
    }

    /// Waits until `condition` holds (running the loop), or throws a timeout error saying
    /// `what` was awaited.
    public func wait(for what: @autoclosure () -> String, timeout: Duration = .seconds(5),
                     until condition: () -> Bool) async throws(UITestingError) {
        try await UILoop.require(what(), timeout: timeout, until: condition)
    }

    /// What the UI layer did in this host's controller tree: controllers built, updated,
    /// skipped, replaced, views loaded, alive (the root controller's `updateCounters`).
    public var counters: UpdateCounters.Snapshot { rootViewController.updateCounters.snapshot }

    /// Destroys the window (and its dialogs) and lets GTK finish; the root controller is
    /// released with the host.
    public func close() {
        for modal in window.visibleModals { modal.destroy() }
        window.destroy()
        while MainLoop.iterate() {}
    }
}
