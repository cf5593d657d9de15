import BenchRows
import Gtk
import WorkflowElements
import WorkflowUI

/// The element-screen scenario's rows as an element screen: a column of N labels, written
/// as an app would (the builder's `for`).
struct ElementRowsScreen: ElementScreen {
    var texts: [String]
    var element: some Element {
        Column {
            for text in texts { Label(text) }
        }
    }
}

/// The same rows for the hand-written controller.
struct TextRowsScreen: Screen {
    var texts: [String]
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TextRowsViewController.description(for: self, environment: environment)
    }
}

/// The hand-written `ScreenViewController` the element screen is measured against: a box
/// of labels made in `viewDidLoad`; each new screen sets the labels whose text changed.
final class TextRowsViewController: ScreenViewController<TextRowsScreen> {
    private let box = Box(.vertical)
    private var labels: [Gtk.Label] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for text in screen.texts {
            let label = Gtk.Label(text)
            box.append(label)
            labels.append(label)
        }
        view.append(box)
    }

    override func screenDidChange(from previousScreen: TextRowsScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        let old = previousScreen.texts, new = screen.texts
        for index in new.indices where index >= old.count || new[index] != old[index] {
            labels[index].text = new[index]
        }
    }
}
