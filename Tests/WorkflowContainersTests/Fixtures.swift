import Gtk
import Workflow
import WorkflowContainers
import WorkflowUI

// MARK: - Small screens

/// An Equatable screen whose controller creates its label in `viewDidLoad` (headless-safe)
/// and records the environments it sees.
struct TextScreen: Screen, Equatable {
    var text: String
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TextViewController.description(for: self, environment: environment)
    }
}

final class TextViewController: ScreenViewController<TextScreen> {
    private(set) var label: Label?
    private(set) var updateCount = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label(screen.text)
        self.label = label
        view.append(label)
    }
    override func screenDidChange(from previousScreen: TextScreen, previousEnvironment: ViewEnvironment) {
        updateCount += 1
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

final class CountViewController: ScreenViewController<CountScreen> {
    private(set) var label: Label?
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label("count \(screen.count)")
        self.label = label
        view.append(label)
    }
    override func screenDidChange(from previousScreen: CountScreen, previousEnvironment: ViewEnvironment) {
        label?.text = "count \(screen.count)"
    }
}

/// A screen with a button that calls `onTap`, or (with `event`) sends a responder event.
struct ButtonScreen: Screen {
    var title: String
    var actionName: String? = nil
    var onTap: () -> Void = {}
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ButtonViewController.description(for: self, environment: environment)
    }
}

final class ButtonViewController: ScreenViewController<ButtonScreen> {
    private(set) var button: Button?
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = Button(label: screen.title)
        button.actionName = screen.actionName
        button.onClicked { [weak self] in self?.screen.onTap() }
        self.button = button
        let column = Box(.vertical)
        column.append(button)
        view.append(column)
    }
    override func screenDidChange(from previousScreen: ButtonScreen, previousEnvironment: ViewEnvironment) {
        button?.label = screen.title
        button?.actionName = screen.actionName
    }
}

// MARK: - Responder events of the seed

enum AppEvent: String, ResponderEvent {
    case didTapScan
    case didTapHelp
}

enum OtherEvent: String, ResponderEvent {
    case ping
}
