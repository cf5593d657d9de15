import Gtk
import Workflow
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// The command-line examples of WorkflowUI (LaunchCommandLine's doc comment and the
// WorkflowUI article's "The command line"), compiled as written. They run whole processes,
// so nothing calls them here: LaunchCommandLineTests runs the same calls in LaunchProbe.

@MainActor
enum LaunchExamples {
    static func showFolder(_ path: String) {}
    static func showNote(_ path: String) {}

    static func ownApplication() -> Never {
        let application = Application(id: "dev.workflowgtk.Jotter", flags: [])
        let commandLine = LaunchCommandLine(program: "jotter", version: "1.0", options: [
            LaunchOption("folder", argument: .path, valueName: "PATH", help: "Keep the notes in PATH"),
        ])
        commandLine.fileArguments = "[FILE…]"
        commandLine.install(on: application) { launch in
            application.activate()
            if let folder = launch.path("folder") { showFolder(folder) }
            launch.files.forEach(showNote)
        }
        exit(commandLine.exitStatus(application.run(arguments: CommandLine.arguments)))
    }

    static func workflowApplication() -> Never {
        var application = WorkflowApplication(id: "dev.workflowgtk.Viewer", title: "Viewer") { ViewerWorkflow() }
        application.options = [LaunchOption("page", argument: .integer, valueName: "N", help: "Show page N")]
        application.fileArguments = "[FILE…]"
        application.catalog = (domain: "dev.workflowgtk.Viewer", directory: "/usr/share/locale")
        application.didLaunch = { launch, root in
            if let file = launch.files.first { root.host.rendering.onOpen(file) }
            if let page = launch.options.value("page").flatMap(Int.init) { root.host.rendering.onPage(page) }
        }
        exit(application.run())
    }
}

/// A document viewer's workflow: the file shown and its page.
struct ViewerWorkflow: Workflow {
    typealias Output = Never
    struct State { var file: String?; var page = 1 }
    enum Action: WorkflowAction {
        typealias WorkflowType = ViewerWorkflow
        case open(String), page(Int)
        func apply(toState state: inout State) -> Never? {
            switch self {
            case .open(let file): state.file = file
            case .page(let page): state.page = page
            }
            return nil
        }
    }
    func makeInitialState() -> State { State() }
    func render(state: State, context: RenderContext<ViewerWorkflow>) -> ViewerScreen {
        let sink = context.makeSink(of: Action.self)
        return ViewerScreen(text: "\(state.file ?? "no file"), page \(state.page)",
                            onOpen: { sink.send(.open($0)) }, onPage: { sink.send(.page($0)) })
    }
}

/// What the viewer shows, and the launch's ways in.
struct ViewerScreen: Screen {
    var text: String
    var onOpen: (String) -> Void
    var onPage: (Int) -> Void
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TextScreen(text: text).viewControllerDescription(environment: environment)
    }
}
