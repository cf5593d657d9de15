import Adw
import DemoWorkflows
import Gtk
import WorkflowUI

// App logic and view code stay apart: WelcomeScreen is declared in DemoWorkflows without
// any view code, and bound to its controller here.
extension WelcomeScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        WelcomeViewController.description(for: self, environment: environment)
    }
}

/// The welcome screen: a name field and a log-in button, disabled while the name is blank.
final class WelcomeViewController: ScreenViewController<WelcomeScreen> {
    private var nameField: Entry?
    private var loginButton: Button?

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 12)
        column.addCSSClass("welcome")
        column.setMargins(24)
        column.verticalAlignment = .center
        let title = Label(localized("Welcome to WorkflowGtk"))
        title.addCSSClass("title-1")
        title.setAccessibleHeading(level: 1)
        title.wraps = true
        title.wrapsInsideWords = true
        title.justification = .center
        let prompt = Label(localized("Enter your name to log in."))
        prompt.wraps = true
        prompt.wrapsInsideWords = true
        prompt.justification = .center
        let nameField = Entry()
        nameField.placeholder = localized("Your name")
        nameField.setAccessibleLabel(localized("Name"))
        nameField.onChanged { [weak self, weak nameField] in
            guard let self, let nameField else { return }
            if nameField.text != self.screen.name { self.screen.onNameChanged(nameField.text) }
        }
        nameField.onActivate { [weak self] in
            guard let self, self.screen.isLoginEnabled else { return }
            self.screen.onLoginTapped()
        }
        let loginButton = Button(label: localized("Log in"))
        loginButton.addCSSClass("suggested-action")
        loginButton.addCSSClass("pill")
        loginButton.horizontalAlignment = .center
        loginButton.onClicked { [weak self] in self?.screen.onLoginTapped() }
        for widget in [title, prompt, nameField, loginButton] as [Widget] { column.append(widget) }
        view.append(clampedScroller(column, maximumWidth: 560, accessibleLabel: localized("Welcome to WorkflowGtk")))
        self.nameField = nameField
        self.loginButton = loginButton
        // The name is the one thing to do here: the field takes the keyboard focus on the
        // first frame the page is shown (else GTK gives it to the header bar's first button).
        nameField.addTickCallback { [weak nameField] _ in
            _ = nameField?.grabFocus()
            return false
        }
        apply()
    }

    override func screenDidChange(from previousScreen: WelcomeScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply()
    }

    private func apply() {
        nameField?.text = screen.name
        loginButton?.isSensitive = screen.isLoginEnabled
    }
}
