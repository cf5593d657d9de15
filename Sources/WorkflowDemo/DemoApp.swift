import DemoWorkflows
import Gtk
import Workflow
import WorkflowUI

extension AppRendering: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        switch self {
        case .welcome(let screen): screen.viewControllerDescription(environment: environment)
        case .main(let rendering): rendering.viewControllerDescription(environment: environment)
        }
    }
}

/// The demo application: a window with a header bar showing `RootWorkflow`, the
/// stylesheet, Ctrl+Q, the dark-style preference, scripted steps and screenshots.
@MainActor
final class DemoApp {
    private let options: DemoOptions
    private let resources: DemoResources
    private let application = Application(id: DemoResources.applicationID)
    private var window: ApplicationWindow?
    private var styleSheet: StyleSheet?
    private(set) var container: ContainerViewController<RootWorkflow>?
    private var status: Int32 = 0
    private var soak: DemoSoak?

    init(options: DemoOptions, resources: DemoResources) {
        self.options = options
        self.resources = resources
    }

    /// Runs the application; returns the process exit status.
    func run() -> Int32 {
        application.onActivate { [unowned self] in self.activate() }
        application.addAction("quit") { [unowned self] in self.application.quit() }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        let result = application.run()
        container = nil
        return result != 0 ? result : status
    }

    private func activate() {
        do {
            styleSheet = try StyleSheet(contentsOf: resources.path("style.css"))
        } catch {
            fail("\(error)")
            return
        }
        // Setting the GTK setting makes GTK re-parse its theme: only do it when it changes.
        let dark = Appearance.desktopPrefersDark
        if Appearance.prefersDarkTheme != dark { Appearance.prefersDarkTheme = dark }
        let window = ApplicationWindow(application: application)
        window.title = "WorkflowGtk Demo"
        window.setDefaultSize(width: 960, height: 640)
        let header = HeaderBar()
        window.setTitlebar(header)
        let container = ContainerViewController(workflow: RootWorkflow())
        window.child = container.view
        self.window = window
        self.container = container
        window.present()
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

    private func saveScreenshot(window: Window, path: String) {
        do {
            try window.savePNGWithModals(to: path)
            print("Screenshot written to \(path)")
        } catch {
            if case .writeFailed(_, let reason) = error { fail("--screenshot: \(reason)") } else { fail("\(error)") }
            return
        }
        application.quit()
    }

    private func fail(_ message: String) {
        StandardError.write(message.hasPrefix("workflow-demo") ? message + "\n" : "workflow-demo: \(message)\n")
        status = 1
        application.quit()
    }
}
