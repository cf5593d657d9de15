import Adw
import DemoScreens
import DemoWorkflows
import ExampleCommandLine
import Gtk
import GtkTesting
import Workflow
import WorkflowInspector
import WorkflowPlatform
import WorkflowRecording
import WorkflowRestoration
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// The demo application: a window with a header bar showing `RootWorkflow`, the compiled-in
/// stylesheet, translations, the kept window state, Ctrl+Q, the dark-style preference,
/// scripted steps and screenshots.
@MainActor
final class DemoApp {
    private let options: DemoOptions
    private let installation = DemoInstallation(executablePath: DemoInstallation.executablePath)
    private let application = Application(id: DemoInstallation.applicationID)
    private var windowState: DemoWindowState?
    private var renderingSubscription: WorkflowHostSubscription?
    private var window: Adw.ApplicationWindow?
    private var styleSheet: StyleSheet?
    private(set) var container: ContainerViewController<RootWorkflow>?
    private var status: Int32 = 0
    private var soak: DemoSoak?
    private var frameTimer: DemoFrameTimer?
    /// Where the workflow state is restored from and saved to (nil with `--no-restore`).
    private var stateStore: FileStateStore?
    /// The workflow inspector, with `WORKFLOWGTK_INSPECTOR` set (`1`: Ctrl+Shift+W opens it;
    /// `open`: also at launch); nil otherwise, and then nothing observes the runtime.
    private var inspector: WorkflowInspector?
    /// When `main` started (the frame timer's first frame is measured from it).
    private let launchInstant: ContinuousClock.Instant

    /// How often the workflow state is saved while the demo runs (also at quit, on a
    /// termination signal and when the window closes).
    static let stateSaveIntervalMilliseconds = 30_000

    init(options: DemoOptions, launchInstant: ContinuousClock.Instant = ContinuousClock.now) {
        self.options = options
        self.launchInstant = launchInstant
    }

    /// Runs the application; returns the process exit status.
    func run() -> Int32 {
        // Keeps every screen binding in a statically linked binary (see demoScreenTypes).
        precondition(!demoScreenTypes.isEmpty && !demoEventTypes.isEmpty)
        // Before any window: a path that cannot be written is refused with its cause at once.
        if let path = options.screenshotPath {
            do throws(FileReplacement.Failure) {
                try FileReplacement.check(path)
            } catch {
                ProgramCommandLine.writeError("workflow-demo: --screenshot: \(error)\n")
                return 1
            }
        }
        application.onActivate { [unowned self] in self.activate() }
        application.addAction("quit") { [unowned self] in
            self.saveWindowState()
            self.saveWorkflowState()
            self.application.quit()
        }
        application.addAction("about") { [unowned self] in self.showAbout() }
        application.addAction("shortcuts") { [unowned self] in self.showShortcuts() }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["<Control>question"], for: "app.shortcuts")
        // GtkWindow's own close action: Ctrl+W closes the window (and so quits the demo).
        application.setAccelerators(["<Control>w"], for: "window.close")
        application.onShutdown { [unowned self] in
            self.saveWindowState()
            self.saveWorkflowState()
        }
        if let warning = DemoTranslation.bind(installation) { ProgramCommandLine.writeError(warning + "\n") }
        // Before GTK starts up: it looks for the icons under the application's resource base
        // path then. (No gtk/help-overlay.ui there: see showShortcuts.)
        do {
            try DemoResourceBundle.register()
        } catch {
            ProgramCommandLine.writeError("workflow-demo: \(error)\n")
            return 1
        }
        let result = application.run()
        saveWorkflowState()
        renderingSubscription = nil
        container = nil
        return result != 0 ? result : status
    }

    private func activate() {
        // After GTK's start-up, which sets the default direction from the locale: set
        // before `run()`, `--direction rtl` was overwritten and the window stayed left to right.
        if let direction = options.direction { Widget.defaultDirection = direction }
        do {
            styleSheet = try StyleSheet(css: DemoResourceBundle.styleSheet ?? "")
        } catch {
            fail("\(error)")
            return
        }
        // `--no-restore` starts fresh and saves nothing, in every store: the window's size and
        // last tab (GSettings) are neither read nor written, as the workflow state is not.
        let (windowState, warning) = options.restoresState
            ? DemoWindowState.open(installation) : (DemoWindowState(settings: nil), nil)
        if let warning { ProgramCommandLine.writeError(warning + "\n") }
        self.windowState = windowState
        // libadwaita: its stylesheet (accent colours, boxed lists, pills), icons, and the
        // style manager, which follows the desktop's dark preference by itself.
        Adwaita.initialize()
        let window = Adw.ApplicationWindow(application: application)
        window.title = localized("WorkflowGtk Demo")
        // The themed icon the desktop file names (installed under share/icons, and in the
        // GResource's icon folder): window lists and the X11 _NET_WM_ICON use it.
        window.iconName = DemoInstallation.applicationID
        windowState.restore(window)
        if let size = options.size { window.setDefaultSize(width: size.width, height: size.height) }
        window.onCloseRequest { [unowned self] in
            self.saveWindowState()
            self.saveWorkflowState()
            return false
        }
        // The login, tab, scan stack and library selection of the last run (RestorableWorkflow
        // nodes), from $XDG_STATE_HOME/dev.workflowgtk.Demo/workflow-state.json.
        let stateStore = options.restoresState ? FileStateStore(appID: DemoInstallation.applicationID) : nil
        self.stateStore = stateStore
        let catalogue = options.librarySize.map { LibraryCatalogue.generated(count: $0) } ?? .samples
        let inspectorSetting = getenv(WorkflowInspector.environmentVariable).map { String(cString: $0) } ?? ""
        let recorder = inspectorSetting.isEmpty || inspectorSetting == "0" ? nil : WorkflowRecorder(capacity: 500)
        // The preferences (the library's sort order) in the same schema; none with
        // `--no-restore` (the order then lives in the workflow state only).
        let preferences = windowState.settings.map(SettingsStore.init)
        let container = ContainerViewController(
            workflow: RootWorkflow(initialTab: windowState.lastTab, libraryCatalogue: catalogue, settings: preferences),
            observers: recorder.map { [$0] } ?? [], stateStore: stateStore)
        if let recorder {
            let inspector = WorkflowInspector(recorder: recorder)
            inspector.attach(to: container, in: window)
            self.inspector = inspector
        }
        if stateStore != nil {
            MainLoop.addTimeout(milliseconds: Self.stateSaveIntervalMilliseconds) { [weak self] in
                self?.saveWorkflowState()
                return self != nil
            }
        }
        renderingSubscription = container.host.onRendering { [weak windowState] rendering in
            if case .main(let main) = rendering { windowState?.lastTab = main.selectedTab }
        }
        // One header bar per window: each screen brings its own (AdaptivePageScreen).
        window.content = container.view
        self.window = window
        self.container = container
        window.present()
        if inspectorSetting == "open" { inspector?.present() }
        if let seconds = options.soakSeconds {
            window.afterNextPaint { [unowned self] in
                soak = DemoSoak(container: container, seconds: seconds, seed: options.seed)
                soak?.run { [unowned self] status in
                    self.status = status
                    self.application.quit()
                }
            }
            return
        }
        if options.timesFrames {
            window.afterNextPaint { [unowned self] in
                let timer = DemoFrameTimer(container: container, window: window, steps: options.steps, launchInstant: launchInstant)
                frameTimer = timer
                timer.run { [unowned self] status in
                    self.status = status
                    self.application.quit()
                }
            }
            return
        }
        guard options.screenshotPath != nil || !options.steps.isEmpty || options.dumpTree else { return }
        window.afterNextPaint { [unowned self] in self.runStepsThenScreenshot() }
    }

    private func runStepsThenScreenshot() {
        guard let container, let window else { return }
        for step in options.steps {
            let before = container.updateCounters.snapshot
            do {
                try DemoStepRunner(container: container).perform(step)
            } catch {
                fail("\(error)")
                return
            }
            MainLoop.drainPending()
            if options.traceSteps {
                print("step \(step): \(container.updateCounters.snapshot.since(before))")
            }
        }
        // A watcher (the state restoration tests) waits for the last step's line.
        if options.traceSteps { fflush(nil) }
        if options.dumpTree {
            print(window.dumpTree())
            if options.screenshotPath == nil { application.quit() }
        }
        guard let path = options.screenshotPath else { return }
        // Let stack transitions finish, then capture the next frame.
        MainLoop.addTimeout(milliseconds: options.steps.isEmpty ? 0 : 600) { [unowned self] in
            window.afterNextPaint { [unowned self] in self.saveScreenshot(window: window, path: path) }
            return false
        }
    }

    private func saveScreenshot(window: Gtk.Window, path: String) {
        do {
            try window.savePNGWithModals(to: path)
            print("Screenshot written to \(path)")
        } catch {
            if case .writeFailed(_, let reason) = error { fail("--screenshot: \(reason)") } else { fail("\(error)") }
            return
        }
        application.quit()
    }

    /// The About window (`app.about`, from the primary menu).
    private func showAbout() {
        let about = AboutWindow()
        about.applicationName = localized("WorkflowGtk Demo")
        about.applicationIcon = DemoInstallation.applicationID
        about.version = "0.1.0"
        about.developerName = localized("The WorkflowGtk developers")
        about.comments = localized("Square's Workflow architecture on GTK 4 and libadwaita.")
        about.website = DemoAbout.website
        about.issueUrl = DemoAbout.issueURL
        about.setDevelopers(DemoAbout.developers)
        about.addAcknowledgementSection(name: localized("Built on"), people: DemoAbout.acknowledgements)
        // TRANSLATORS: your names, one per line (shown in About under Translated by).
        let translators = localized("translator-credits")
        if translators != "translator-credits" { about.translatorCredits = translators }
        about.copyright = localized("© 2026 The WorkflowGtk developers")
        about.license = localized("This program is free software, licensed under the Apache License, version 2.0.")
        if let window { about.setTransient(for: window, modal: true) }
        about.present()
    }

    /// The Keyboard Shortcuts window (`app.shortcuts`, Ctrl+?), built from the resources
    /// each time and destroyed when closed. Not GTK's automatic help overlay: that window
    /// stays hidden in GTK's list of toplevels, and GTK 4.8's AT-SPI root, asked for a child
    /// index past its visible windows (a screen reader's stale count right after a dialog
    /// closed), answers with that never-shown window's missing object path and crashes
    /// (docs/atspi-crash.md).
    private func showShortcuts() {
        guard let shortcuts = Gtk.Window.fromResource(DemoResourceBundle.shortcutsPath, id: "help_overlay") else {
            ProgramCommandLine.writeError("workflow-demo: the resources have no Keyboard Shortcuts window (shortcuts.ui, help_overlay); run Scripts/resources\n")
            return
        }
        // Named for screen readers (GTK 4.8 would announce the type name, GtkShortcutsWindow).
        shortcuts.title = localized("Keyboard Shortcuts")
        if let window { shortcuts.setTransient(for: window, modal: true) }
        shortcuts.present()
    }

    /// Saves the workflow state (RestorableWorkflow nodes) to the state store, if restoring:
    /// periodically, on close, quit, shutdown and a termination signal.
    func saveWorkflowState() {
        guard let stateStore, let container else { return }
        stateStore.save(container.host.savedStates())
    }

    /// Keeps the window's size and maximized state (on close, quit and shutdown).
    private func saveWindowState() {
        guard let window, let windowState else { return }
        windowState.save(window)
    }

    private func fail(_ message: String) {
        ProgramCommandLine.writeError(message.hasPrefix("workflow-demo") ? message + "\n" : "workflow-demo: \(message)\n")
        status = 1
        application.quit()
    }
}
