import Gtk
import GtkTestSupport
import Workflow
import SeedScreens
import WorkflowUI

// MARK: - DemoScreen (SeedScreens), instrumented

/// Records the bounds each layout pass saw.
final class RecordingDemoScreenViewController: DemoScreenViewController {
    private(set) var layoutBounds: [Rect] = []
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBounds.append(view.bounds)
    }
}

/// Counts taps and renders a `DemoScreen`.
struct DemoWorkflow: Workflow {
    typealias State = Int
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<DemoWorkflow>) -> DemoScreen {
        let sink = context.makeStateMutationSink()
        return DemoScreen(title: "Tapped \(state) times") { sink.send { $0 += 1 } }
    }
}

// MARK: - Small screens for diff tests (beside GtkTestSupport's TextScreen and CountScreen)

/// A subclass kind of `CountViewController`.
final class LoudCountViewController: CountViewController {}

/// An environment key for tests.
enum ThemeKey: ViewEnvironmentKey {
    static let defaultValue = "light"
}

extension ViewEnvironment {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// A container screen: one child shown in a `DescribedViewController` with the
/// environment customized (`depth` + 1).
struct NestScreen<Child: Screen>: Screen {
    var child: Child
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        NestViewController<Child>.description(for: self, environment: environment)
    }
}

enum DepthKey: ViewEnvironmentKey { static let defaultValue = 0 }

final class NestViewController<Child: Screen>: ScreenViewController<NestScreen<Child>> {
    let content: DescribedViewController
    required init(screen: NestScreen<Child>, environment: ViewEnvironment) {
        content = DescribedViewController(screen: screen.child, environment: Self.childEnvironment(environment))
        super.init(screen: screen, environment: environment)
        addChild(content)
    }
    static func childEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment {
        environment.setting(key: DepthKey.self, to: environment[DepthKey.self] + 1)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.append(content.view)
    }
    override func screenDidChange(from previousScreen: NestScreen<Child>, previousEnvironment: ViewEnvironment) {
        content.update(screen: screen.child, environment: Self.childEnvironment(environment))
    }
}
