import Gtk
import WorkflowUI

/// The first screen kind of scenario 3: a label.
struct ChurnLabelScreen: Screen, Equatable {
    var text: String
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ChurnLabelViewController.description(for: self, environment: environment)
    }
}

/// Shows a `ChurnLabelScreen`.
final class ChurnLabelViewController: ScreenViewController<ChurnLabelScreen> {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Widgets are made here, not in property initialisers: no display is needed before.
        let label = Label()
        label.text = screen.text
        view.append(label)
    }
}

/// The second screen kind of scenario 3: a button.
struct ChurnButtonScreen: Screen, Equatable {
    var title: String
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ChurnButtonViewController.description(for: self, environment: environment)
    }
}

/// Shows a `ChurnButtonScreen`.
final class ChurnButtonViewController: ScreenViewController<ChurnButtonScreen> {
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = Button()
        button.label = screen.title
        view.append(button)
    }
}
