import Gtk
import Workflow

/// Runs a GTK application whose window shows a root workflow, in a few lines:
///
/// ```swift
/// @main struct HelloApp {
///     static func main() {
///         MainActor.assumeIsolated {
///             exit(WorkflowApplication(id: "org.example.Hello", title: "Hello") { HelloWorkflow() }.run())
///         }
///     }
/// }
/// ```
@MainActor
public struct WorkflowApplication<WorkflowType: Workflow> where WorkflowType.Rendering: Screen {
    /// The application id (reverse-DNS).
    public var id: String
    /// The window title.
    public var title: String
    /// The window's default size.
    public var defaultSize: (width: Int, height: Int) = (800, 600)
    /// The environment the root screen is shown with.
    public var environment: ViewEnvironment = .empty
    /// Makes the root workflow (called at activation).
    public var makeWorkflow: @MainActor () -> WorkflowType
    /// Called once the window is presented, with the window and the root container.
    public var didPresent: (@MainActor (ApplicationWindow, ContainerViewController<WorkflowType>) -> Void)?

    /// Describes the app; `run()` starts it.
    public init(id: String, title: String, workflow: @escaping @MainActor () -> WorkflowType) {
        self.id = id
        self.title = title
        self.makeWorkflow = workflow
    }

    /// Runs the application and returns its exit status (1 with a one-line message when no
    /// display can be opened).
    public func run() -> Int32 {
        let application = Application(id: id)
        var container: ContainerViewController<WorkflowType>?
        application.onActivate {
            let window = ApplicationWindow(application: application)
            window.title = title
            window.setDefaultSize(width: defaultSize.width, height: defaultSize.height)
            let root = ContainerViewController(workflow: makeWorkflow(), environment: environment)
            container = root
            window.child = root.view
            window.present()
            didPresent?(window, root)
        }
        let status = application.run()
        container = nil
        return status
    }
}
