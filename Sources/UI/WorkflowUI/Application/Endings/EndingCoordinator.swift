import Gtk
import Workflow

/// Ends an app without losing what the user typed: every ending (quit, window close,
/// termination signal) first applies and renders every event GTK delivered before it, then
/// hands the app the settled rendering to write what is unsaved; a quit or close that would
/// drop unsaved work is held while the workflow asks the user (``EndingGuarding``).
///
/// **The guarantee.** When `willEnd` runs, the rendering it gets reflects every key press,
/// click and worker output GTK delivered before the ending: the main loop's pending events
/// are dispatched (at most ``settleLimit``), then the render pass a frame clock would have
/// run later is run now (``WorkflowHostingController/flush()``). So the last characters
/// typed before Ctrl+Q, Ctrl+W or a SIGTERM are in it. `willEnd` runs once per process.
///
/// The Notes example makes one for its window; its quit action calls ``requestQuit(_:)``,
/// its `TerminationSignals` handler ``terminate()``, and its `writePendingEdits` writes the
/// unsaved notes (what cannot be written goes to a `RecoveryStore`):
///
/// ```swift
/// let endings = EndingCoordinator(root: container) { [unowned self] rendering, _ in self.writePendingEdits(rendering) }
/// window.onCloseRequest { [unowned window] in endings.closeRequested(window) }
/// ```
///
/// `WorkflowApplication` does all of it for its window: set its `willEnd`.
@MainActor
public final class EndingCoordinator<ScreenType: Screen, Output> {
    /// The longest time spent dispatching events GTK delivered before an ending.
    public static var settleLimit: Duration { .milliseconds(500) }

    private weak var root: WorkflowHostingController<ScreenType, Output>?
    private let willEnd: @MainActor (ScreenType, AppEnding) -> Void
    /// The ending held while the workflow asks the user, and what performs it.
    private var held: (ending: AppEnding, perform: @MainActor () -> Void)?
    private var isSettling = false
    /// Whether `willEnd` ran.
    public private(set) var hasEnded = false
    /// Whether an ending is held, waiting for the user's answer.
    public var isHoldingEnding: Bool { held != nil }

    /// A coordinator for the window showing `root`; `willEnd` writes what is unsaved in the
    /// settled rendering (once, just before the app ends).
    public init(root: WorkflowHostingController<ScreenType, Output>,
                willEnd: @escaping @MainActor (ScreenType, AppEnding) -> Void) {
        self.root = root
        self.willEnd = willEnd
        root.onRendering { [weak self] rendering in self?.renderingChanged(rendering) }
    }

    /// Dispatches the events GTK delivered and not yet handled (up to ``settleLimit``), then
    /// runs the render pass waiting for a frame. Returns the rendering with all of them.
    @discardableResult
    public func settle() -> ScreenType? {
        guard let root else { return nil }
        if !isSettling {
            isSettling = true
            let deadline = ContinuousClock.now + Self.settleLimit
            while ContinuousClock.now < deadline, MainLoop.iterate(blocking: false) {}
            isSettling = false
        }
        root.flush()
        return root.rendering
    }

    /// The app's quit action: settles, then quits `application` unless the rendering asks
    /// first (the quit then waits for ``EndingPolicy/confirmed``).
    public func requestQuit(_ application: Gtk.Application) {
        let quit: @MainActor () -> Void = { [weak application] in application?.quit() }
        if request(.quit, performLater: quit) { quit() }
    }

    /// A window's `close-request` handler: returns `true` (the close is held) while the
    /// workflow asks the user, `false` (the window closes) once what is unsaved was handed to
    /// `willEnd`.
    public func closeRequested(_ window: Gtk.Window) -> Bool {
        guard !hasEnded else { return false }
        // Ending now: the close goes on by itself (this handler returns false). Held: the
        // window is closed again once the workflow confirms.
        let endsNow = request(.windowClose, performLater: { [weak window] in window?.close() })
        return !endsNow
    }

    /// A termination signal or the session ending: nobody can be asked. Settles and hands the
    /// rendering to `willEnd` (which writes what it can and keeps the rest for recovery).
    public func terminate() {
        guard let rendering = settle() else { return }
        end(.terminationSignal, rendering: rendering)
    }

    /// The app ends without a request (its main loop returned): hands the settled rendering
    /// to `willEnd` if no ending did.
    public func finish() {
        guard !hasEnded, let rendering = settle() else { return }
        end(.quit, rendering: rendering)
    }

    /// Settles and ends now (`true`: the caller performs the ending), or holds the ending
    /// while the workflow asks (`false`: `performLater` runs once the rendering confirms).
    private func request(_ ending: AppEnding, performLater: @escaping @MainActor () -> Void) -> Bool {
        guard !hasEnded else { return true }
        guard let rendering = settle() else { return true }
        switch (rendering as? any EndingGuarding)?.endingPolicy ?? .proceed {
        case .proceed, .confirmed:
            held = nil
            end(ending, rendering: rendering)
            return true
        case .ask(let ask):
            held = (ending, performLater)
            ask()
            return false
        }
    }

    private func renderingChanged(_ rendering: ScreenType) {
        guard let held, !hasEnded, case .confirmed? = (rendering as? any EndingGuarding)?.endingPolicy else { return }
        self.held = nil
        end(held.ending, rendering: rendering)
        held.perform()
    }

    private func end(_ ending: AppEnding, rendering: ScreenType) {
        guard !hasEnded else { return }
        hasEnded = true
        willEnd(rendering, ending)
    }
}
