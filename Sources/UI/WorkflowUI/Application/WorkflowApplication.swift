import Gtk
import Workflow
#if canImport(Glibc)
import Glibc
#endif

/// Runs a GTK application whose window shows a root workflow, in a few lines, with GNOME's
/// conventions by default: a header bar with the title, Ctrl+Q quits, Ctrl+W closes the
/// window, a command line through GApplication (``LaunchCommandLine``: `--help` translated
/// through the app's ``catalog``, `--version`, `--screenshot PATH` to render the first frame
/// to a PNG and exit, `--size WxH`, the app's ``options`` and file arguments; bad input is
/// refused with exit status 2), one instance (a second launch hands its command line to the
/// running window, ``didLaunch``), and SIGINT/SIGTERM/SIGHUP/SIGQUIT end the process
/// promptly (`TerminationSignals`). The `main.swift` of `hello-workflow`:
///
/// ```swift
/// MainActor.assumeIsolated {
///     var application = WorkflowApplication(id: "dev.workflowgtk.Hello", title: "Hello") { HelloWorkflow() }
///     application.version = "0.1.0"
///     exit(application.run())
/// }
/// ```
@MainActor
public struct WorkflowApplication<WorkflowType: Workflow> where WorkflowType.Rendering: Screen {
    /// The application id (reverse-DNS).
    public var id: String
    /// The window title (shown in the header bar).
    public var title: String
    /// The version `--version` prints.
    public var version: String = "1.0"
    /// The window's default size.
    public var defaultSize: (width: Int, height: Int) = (800, 600)
    /// The environment the root screen is shown with.
    public var environment: ViewEnvironment = .empty
    /// Makes the root workflow (called at activation).
    public var makeWorkflow: @MainActor () -> WorkflowType
    /// Called once the window is presented, with the window and the root container.
    public var didPresent: (@MainActor (ApplicationWindow, ContainerViewController<WorkflowType>) -> Void)?
    /// Observers given to the root workflow's host (e.g. a `ChromeTraceObserver`, or the
    /// recorder `WorkflowInspector` installs). None by default: an unobserved host does no
    /// observer work per action.
    public var observers: [any WorkflowObserver] = []
    /// Where `RestorableWorkflow` states are restored from at launch and saved to: at quit,
    /// on a termination signal, and every ``stateSaveInterval`` (`nil`, the default: no
    /// restoration). `WorkflowRestoration`'s `FileStateStore(appID:)` keeps them under
    /// `$XDG_STATE_HOME/<app id>/`.
    public var stateStore: (any WorkflowStateStore)?
    /// How often the states are saved while the app runs (with a ``stateStore``).
    public var stateSaveInterval: Duration = .seconds(30)
    /// The app's own command-line options (besides `--help`, `--version`, `--screenshot PATH`
    /// and `--size WxH`): their values reach ``didLaunch``, a second launch's too.
    public var options: [LaunchOption] = []
    /// What `--help` shows for file arguments (`[FILE…]`); nil (the default) refuses them.
    /// The files, as absolute paths, reach ``didLaunch``.
    public var fileArguments: String?
    /// Called for every launch once the window is shown: the first one, and each later
    /// launch of the app while it runs (whose process exits with the status the launch
    /// sets, see ``Launch/refuse(_:status:)``). Open its ``Launch/files`` and apply its
    /// ``options`` here, through the root's rendering.
    public var didLaunch: (@MainActor (Launch, ContainerViewController<WorkflowType>) -> Void)?
    /// Whether a second launch hands its command line to the running instance (the
    /// default) instead of opening a window of its own. A `--screenshot` run is always its
    /// own instance.
    public var isUnique = true
    /// The app's gettext catalog (text domain and the folder holding
    /// `<lang>/LC_MESSAGES/<domain>.mo`): `--help` and the options' help are translated
    /// through it, and it becomes the default domain at startup (`Translation.string`).
    public var catalog: (domain: String, directory: String)?
    /// Extra command-line options added by libraries (`WorkflowRecording`'s `--record` and
    /// `--replay`), listed by `--help`.
    public var commandLineOptions: [CommandLineOption] = []
    /// Called once when the app quits (after its main loop ends, or before a termination
    /// signal ends the process), after the states were saved: e.g. to write a recording.
    public var willQuit: (@MainActor () -> Void)?
    /// Called once when the app ends (quit, window closed, termination signal) with the root
    /// rendering after every event delivered before the ending was applied: write what is
    /// unsaved here. A rendering conforming to `EndingGuarding` can hold a quit or close
    /// while it asks the user (see `EndingCoordinator`).
    public var willEnd: (@MainActor (WorkflowType.Rendering, AppEnding) -> Void)?

    /// Describes the app; `run()` starts it.
    public init(id: String, title: String, workflow: @escaping @MainActor () -> WorkflowType) {
        self.id = id
        self.title = title
        self.makeWorkflow = workflow
    }

    /// Runs the application and returns its exit status: 0, 2 for a bad command line, 1
    /// with a one-line message when the screenshot path cannot be written (checked before
    /// any window opens), no display can be opened, or the screenshot fails. A second
    /// launch while the app runs hands its command line to the first (its options, its
    /// files to ``didLaunch``) and exits with the status the first sets.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        let commandLine = makeCommandLine(program: LaunchCommandLine.programName(arguments))
        let program = commandLine.program
        let saver = StateSaver()
        saver.willQuit = willQuit
        var endings: EndingCoordinator<WorkflowType.Rendering, WorkflowType.Output>?
        TerminationSignals.install { saver.terminate() }
        let application = Application(id: id, flags: isUnique ? [] : [.nonUnique])
        var container: ContainerViewController<WorkflowType>?
        var window: ApplicationWindow?
        var status: Int32 = 0
        // What the first launch asked for, read before its window is made.
        var extraObservers: [any WorkflowObserver] = []
        var screenshotPath: String?
        var size = defaultSize
        application.addAction("quit") { [unowned application] in
            guard let endings else { return application.quit() }
            endings.requestQuit(application)
        }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        // GtkWindow's own `window.close` action.
        application.setAccelerators(["<Control>w"], for: "window.close")
        application.onStartup {
            if let catalog { Translation.bind(domain: catalog.domain, directory: catalog.directory) }
        }
        application.onActivate { [unowned application] in
            if let window { return window.present() }
            let (made, root) = makeWindow(application: application, size: size, extraObservers: extraObservers)
            window = made
            container = root
            let coordinator = EndingCoordinator(root: root) { rendering, ending in willEnd?(rendering, ending) }
            endings = coordinator
            saver.willTerminate = { [weak coordinator] in coordinator?.terminate() }
            made.onCloseRequest { [unowned made] in coordinator.closeRequested(made) }
            if stateStore != nil {
                saver.host = { [weak root] in root?.host }
                saver.startPeriodicSaves(every: stateSaveInterval)
            }
            guard let path = screenshotPath else { return }
            made.afterPaint(width: size.width, height: size.height) { [unowned application] in
                if let failure = Self.saveScreenshot(of: made, to: path, program: program) {
                    StandardError.write(failure + "\n")
                    status = 1
                }
                application.quit()
            }
        }
        commandLine.install(on: application) { [unowned application] launch in
            let extras = commandLineOptions.compactMap { option in launch.options.value(option.name).map { (option.name, $0) } }
            if let given = launch.options.value("size").flatMap(LaunchOption.parseSize) { size = given }
            if let window {
                // A second launch: the running window takes what it can and comes to the front.
                if let name = extras.first?.0 {
                    launch.refuse("--\(name) applies when \(program) starts; it is running already")
                }
                if launch.options.value("size") != nil { window.setDefaultSize(width: size.width, height: size.height) }
                window.present()
            } else {
                switch applyExtraOptions(extras) {
                case .success(let observers): extraObservers = observers
                case .failure(let failure):
                    // No window: the application ends with the launch's status.
                    launch.refuse(failure.message)
                    return
                }
                screenshotPath = launch.path("screenshot")
                application.activate()
            }
            if let container { didLaunch?(launch, container) }
        }
        let result = application.run(arguments: arguments)
        endings?.finish()
        saver.quit()
        // The root stays referenced until the application has finished running.
        withExtendedLifetime(container) {}
        return commandLine.exitStatus(result != 0 ? result : status)
    }

    /// The command line: `--screenshot`, `--size`, the app's ``options``, the libraries'
    /// ``commandLineOptions`` and `--version`, with the title above and the keys below.
    private func makeCommandLine(program: String) -> LaunchCommandLine {
        if let catalog { Translation.bindCatalog(domain: catalog.domain, directory: catalog.directory) }
        let extras = commandLineOptions.map { option in
            LaunchOption(option.name, argument: .string, valueName: option.valueName, help: option.help)
        }
        let commandLine = LaunchCommandLine(program: program, version: version,
                                            options: [.screenshot, .size(minimum: (1, 1))] + options + extras)
        commandLine.summary = title
        commandLine.description = "Keys: Ctrl+Q quits, Ctrl+W closes the window."
        commandLine.fileArguments = fileArguments
        if let catalog { commandLine.translate = { Translation.string($0, domain: catalog.domain) } }
        // A screenshot run is its own instance: it must not hand its window to a running one.
        commandLine.handleLocally = { values, application in
            if values.value("screenshot") != nil { application.flags.insert(.nonUnique) }
            return nil
        }
        return commandLine
    }

    /// The window: its one header bar (`WindowHeaderBar`, which a back stack shares) above the root workflow's container.
    private func makeWindow(
        application: Application, size: (width: Int, height: Int), extraObservers: [any WorkflowObserver]
    ) -> (ApplicationWindow, ContainerViewController<WorkflowType>) {
        let window = ApplicationWindow(application: application)
        window.title = title
        window.setDefaultSize(width: size.width, height: size.height)
        WindowHeaderBar.install(on: window)
        let root = ContainerViewController(
            workflow: makeWorkflow(), environment: environment, observers: observers + extraObservers, stateStore: stateStore
        )
        window.child = root.view
        window.present()
        didPresent?(window, root)
        return (window, root)
    }

    /// Writes the PNG; returns the error line on failure.
    private static func saveScreenshot(of window: ApplicationWindow, to path: String, program: String) -> String? {
        do {
            try window.savePNGWithModals(to: path)
            print("Screenshot written to \(path)")
            return nil
        } catch {
            switch error {
            case .writeFailed(_, let reason): return "\(program): --screenshot: \(reason)"
            default: return "\(program): --screenshot: \(error)"
            }
        }
    }
}
