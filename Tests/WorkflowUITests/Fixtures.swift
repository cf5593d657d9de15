import Gtk
import Workflow
import WorkflowUI

// MARK: - The seed's DemoScreen, ported (building-a-view-controller-from-a-screen.md)

struct DemoScreen: Screen {
    let title: String
    let onTap: () -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DemoScreenViewController.description(for: self, environment: environment)
    }
}

final class DemoScreenViewController: ScreenViewController<DemoScreen> {
    let button: Button
    private(set) var layoutBounds: [Rect] = []

    required init(screen: DemoScreen, environment: ViewEnvironment) {
        button = Button()
        super.init(screen: screen, environment: environment)
        update(screen: screen)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.onClicked { [weak self] in self?.buttonPressed() }
        view.append(button)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBounds.append(view.bounds)
        view.setFrame(view.bounds, for: button)
    }

    override func screenDidChange(from previousScreen: DemoScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        update(screen: screen)
    }

    private func update(screen: DemoScreen) {
        button.label = screen.title
    }

    private func buttonPressed() {
        screen.onTap()
    }
}

/// The workflow of the seed: counts taps and renders a `DemoScreen`.
struct DemoWorkflow: Workflow {
    typealias State = Int
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<DemoWorkflow>) -> DemoScreen {
        let sink = context.makeStateMutationSink()
        return DemoScreen(title: "Tapped \(state) times") { sink.send { $0 += 1 } }
    }
}

// MARK: - The seed's EmptyStateViewController, ported (controller-with-view-model.md)

/// A controller that represents an empty state with an action button, configured from a
/// plain `ViewModel` value.
final class EmptyStateViewController: ViewController {
    /// What the empty state shows and does.
    struct ViewModel {
        /// The text to display.
        let message: String
        /// The text of the action button.
        let actionText: String
        /// Handles a tap on the button.
        let actionHandler: () -> Void
    }

    private let viewModel: ViewModel
    let emptyStateLabel = Label()
    let emptyStateButton = Button()

    init(viewModel: ViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 12)
        column.append(emptyStateLabel)
        column.append(emptyStateButton)
        view.append(column)
        emptyStateButton.onClicked { [weak self] in self?.viewModel.actionHandler() }
        configureView()
    }

    private func configureView() {
        emptyStateLabel.text = viewModel.message
        emptyStateButton.label = viewModel.actionText
    }
}

// MARK: - Small screens for diff tests

/// An Equatable screen recording the updates its controller sees.
struct TextScreen: Screen, Equatable {
    var text: String
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TextViewController.description(for: self, environment: environment)
    }
}

/// Creates its label in `viewDidLoad`, so it can be used headless.
final class TextViewController: ScreenViewController<TextScreen> {
    private(set) var label: Label?
    private(set) var changes: [(previous: TextScreen, previousEnvironment: ViewEnvironment)] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label(screen.text)
        self.label = label
        view.append(label)
    }
    override func screenDidChange(from previousScreen: TextScreen, previousEnvironment: ViewEnvironment) {
        changes.append((previousScreen, previousEnvironment))
        label?.text = screen.text
    }
}

/// Another kind of screen.
struct CountScreen: Screen {
    var count: Int
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CountViewController.description(for: self, environment: environment)
    }
}

class CountViewController: ScreenViewController<CountScreen> {
    private(set) var label: Label?
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label("\(screen.count)")
        self.label = label
        view.append(label)
    }
    override func screenDidChange(from previousScreen: CountScreen, previousEnvironment: ViewEnvironment) {
        label?.text = "\(screen.count)"
    }
}

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
