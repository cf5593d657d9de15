import Adw
import DemoScreens
import DemoWorkflows
import GtkTestSupport
import Testing
import WorkflowUI
import WorkflowUITesting

extension UITestHost {
    /// The demo's `RootWorkflow` in a window, with its container, after the set-up the demo
    /// app does before it shows anything: Adwaita initialized, the demo's resources (style
    /// sheet, icons, shortcuts) registered.
    static func demo(_ workflow: RootWorkflow = RootWorkflow(), width: Int = 800, height: Int = 600) async throws
        -> (container: ContainerViewController<RootWorkflow>, host: UITestHost) {
        Adwaita.initialize()
        try DemoResourceBundle.register()
        return try await container(workflow, width: width, height: height)
    }
}
