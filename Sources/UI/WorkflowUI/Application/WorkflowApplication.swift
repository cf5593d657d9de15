import Gtk
import Workflow
#if canImport(Glibc)
import Glibc
#endif

/// Runs a GTK application whose window shows a root workflow, in a few lines, with GNOME's
/// conventions by default: a header bar with the title, Ctrl+Q quits, Ctrl+W closes the
/// window, `--help`, `--version`, `--screenshot PATH` (render the first frame to a PNG and
/// exit, for headless checks), an unknown option is refused with exit status 2, and
/// SIGINT/SIGTERM/SIGHUP/SIGQUIT end the process promptly (`TerminationSignals`). The
/// `main.swift` of `hello-workflow`:
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

    /// The command line `run(arguments:)` understood.
    public struct Options: Equatable, Sendable {
        /// `--screenshot PATH`: where to write the first frame as a PNG before exiting.
        public var screenshotPath: String?
        /// The ``CommandLineOption``s given, by name, with their values, in order.
        public var extraOptions: [ExtraOptionValue] = []
    }

    /// One ``CommandLineOption`` given on the command line.
    public struct ExtraOptionValue: Equatable, Sendable {
        /// The option's name (without dashes).
        public var name: String
        /// Its value.
        public var value: String
    }

    /// What the command line asks for: run (with options), or exit with a status after
    /// printing a message (help, version, or an error).
    public enum CommandLineResult: Equatable, Sendable {
        /// Run the application.
        case run(Options)
        /// Print `text` to standard output and exit 0.
        case printAndExit(String)
        /// Print `message` to standard error and exit with `status`.
        case fail(message: String, status: Int32)
    }

    /// The help text.
    public func usage(program: String) -> String {
        """
        Usage: \(program) [OPTION…]

        \(title)

        Options:
          -h, --help             Show this help and exit
          --version              Show the version and exit
          --screenshot PATH      Render the window's first frame to PATH (PNG, .png) and exit\(extraOptionsHelp)

        Keys: Ctrl+Q quits, Ctrl+W closes the window.
        """
    }

    /// Reads `arguments` (with the program name first).
    public func parse(_ arguments: [String]) -> CommandLineResult {
        let program = arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "app"
        var options = Options()
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help", "-?":
                return .printAndExit(usage(program: program))
            case "--version":
                return .printAndExit("\(program) \(version)")
            case "--screenshot":
                guard let path = rest.popFirst(), !path.isEmpty, !path.hasPrefix("-") else {
                    return .fail(message: "\(program): --screenshot needs a PATH\nTry '\(program) --help' for more information.", status: 2)
                }
                if let problem = Self.screenshotExtensionProblem(path) {
                    return .fail(message: "\(program): \(problem)\nTry '\(program) --help' for more information.", status: 2)
                }
                options.screenshotPath = path
            default:
                switch parseExtraOption(argument, rest: &rest, program: program) {
                case .success(let (name, value))?:
                    options.extraOptions.append(ExtraOptionValue(name: name, value: value))
                    continue
                case .failure(let failure)?:
                    return .fail(message: failure.message + "\nTry '\(program) --help' for more information.", status: 2)
                case nil:
                    break
                }
                if argument.hasPrefix("--screenshot=") {
                    let path = String(argument.dropFirst("--screenshot=".count))
                    guard !path.isEmpty else {
                        return .fail(message: "\(program): --screenshot needs a PATH\nTry '\(program) --help' for more information.", status: 2)
                    }
                    if let problem = Self.screenshotExtensionProblem(path) {
                        return .fail(message: "\(program): \(problem)\nTry '\(program) --help' for more information.", status: 2)
                    }
                    options.screenshotPath = path
                    continue
                }
                let what = argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'"
                return .fail(message: "\(program): \(what)\nTry '\(program) --help' for more information.", status: 2)
            }
        }
        return .run(options)
    }

    /// Why `path` cannot take a screenshot, judged by its name: the screenshot is a PNG
    /// image, so a name with another extension (`x.jpg`) is refused; nil when it is fine.
    public static func screenshotExtensionProblem(_ path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        guard suffix.lowercased() != "png" else { return nil }
        return "--screenshot writes a PNG image; give a PATH ending in .png, not .\(suffix) (got '\(path)')"
    }

    /// Runs the application and returns its exit status: 0, 2 for a bad command line, 1
    /// with a one-line message when the screenshot path cannot be written (checked before
    /// any window opens), no display can be opened, or the screenshot fails.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .printAndExit(let text):
            print(text)
            return 0
        case .fail(let message, let status):
            StandardError.write(message + "\n")
            return status
        case .run(let parsed):
            options = parsed
        }
        let program = arguments.first ?? id
        // Before any window: a screenshot path that cannot be written is refused with its cause.
        if let path = options.screenshotPath {
            do throws(FileReplacement.Failure) {
                try FileReplacement.check(path)
            } catch {
                StandardError.write("\(program): --screenshot: \(error)\n")
                return 1
            }
        }
        var extraObservers: [any WorkflowObserver] = []
        switch applyExtraOptions(options.extraOptions.map { ($0.name, $0.value) }, program: program) {
        case .success(let observers): extraObservers = observers
        case .failure(let failure):
            StandardError.write(failure.message + "\n")
            return 2
        }
        let saver = StateSaver()
        saver.willQuit = willQuit
        var endings: EndingCoordinator<WorkflowType.Rendering, WorkflowType.Output>?
        TerminationSignals.install { saver.terminate() }
        let application = Application(id: id)
        var container: ContainerViewController<WorkflowType>?
        var status: Int32 = 0
        application.addAction("quit") { [unowned application] in
            guard let endings else { return application.quit() }
            endings.requestQuit(application)
        }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        // GtkWindow's own `window.close` action.
        application.setAccelerators(["<Control>w"], for: "window.close")
        application.onActivate { [unowned application] in
            let (window, root) = makeWindow(application: application, extraObservers: extraObservers)
            container = root
            let coordinator = EndingCoordinator(root: root) { rendering, ending in willEnd?(rendering, ending) }
            endings = coordinator
            saver.willTerminate = { [weak coordinator] in coordinator?.terminate() }
            window.onCloseRequest { [unowned window] in coordinator.closeRequested(window) }
            if stateStore != nil {
                saver.host = { [weak root] in root?.host }
                saver.startPeriodicSaves(every: stateSaveInterval)
            }
            guard let path = options.screenshotPath else { return }
            window.afterNextPaint { [unowned application] in
                if let failure = Self.saveScreenshot(of: window, to: path, program: program) {
                    StandardError.write(failure + "\n")
                    status = 1
                }
                application.quit()
            }
        }
        let result = application.run(arguments: [program])
        endings?.finish()
        saver.quit()
        // The root stays referenced until the application has finished running.
        withExtendedLifetime(container) {}
        return result != 0 ? result : status
    }

    /// The window: its one header bar (`WindowHeaderBar`, which a back stack shares) above the root workflow's container.
    private func makeWindow(
        application: Application, extraObservers: [any WorkflowObserver]
    ) -> (ApplicationWindow, ContainerViewController<WorkflowType>) {
        let window = ApplicationWindow(application: application)
        window.title = title
        window.setDefaultSize(width: defaultSize.width, height: defaultSize.height)
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
