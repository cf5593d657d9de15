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

    /// The demo in a window (``demo(_:width:height:)``), logged in as `name` through the
    /// welcome screen's rendering, settled on the first page after the login.
    static func demoLoggedIn(_ workflow: RootWorkflow = RootWorkflow(), name: String = "Ada", width: Int = 800, height: Int = 600)
        async throws -> (container: ContainerViewController<RootWorkflow>, host: UITestHost) {
        let (container, host) = try await demo(workflow, width: width, height: height)
        guard case .welcome(let welcome) = container.host.rendering else {
            host.close()
            throw UITestingError(.action, "UITestHost.demoLoggedIn: the demo did not start on the welcome screen")
        }
        welcome.onNameChanged(name)
        if case .welcome(let named) = container.host.rendering { named.onLoginTapped() }
        try await host.settle()
        return (container, host)
    }
}
