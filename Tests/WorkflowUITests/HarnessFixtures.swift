import Gtk
import Workflow
import WorkflowUI

/// A form with an entry, a toggle, a check button, a submit button and a status label: the
/// harness's actions each change one thing the screen reports back.
struct FormScreen: Screen {
    var status: String
    var onSubmit: (String) -> Void = { _ in }
    var onToggle: (Bool) -> Void = { _ in }
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        FormViewController.description(for: self, environment: environment)
    }
}

final class FormViewController: ScreenViewController<FormScreen> {
    private(set) var entry: Entry?
    private(set) var statusLabel: Label?
    private(set) var submit: Button?
    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 6)
        let entry = Entry()
        entry.addCSSClass("name-entry")
        entry.onActivate { [weak self, weak entry] in self?.screen.onSubmit("enter:" + (entry?.text ?? "")) }
        let submit = Button(label: "Submit")
        submit.addCSSClass("suggested-action")
        submit.onClicked { [weak self, weak entry] in self?.screen.onSubmit(entry?.text ?? "") }
        let icon = Button(iconName: "edit-delete-symbolic")
        icon.setAccessibleLabel("Delete everything")
        icon.onClicked { [weak self] in self?.screen.onSubmit("deleted") }
        let status = Label(screen.status)
        status.addCSSClass("status")
        let hidden = Label("Hidden text")
        hidden.isVisible = false
        let switcherStack = Stack()
        switcherStack.addChild(Label("Page A"), name: "a")
        switcherStack.addChild(Label("Page B"), name: "b")
        let switcher = StackSwitcher(stack: switcherStack)
        for widget in [entry, submit, icon, status, hidden, switcher, switcherStack] as [Widget] { column.append(widget) }
        view.append(column)
        self.entry = entry
        self.submit = submit
        statusLabel = status
    }
    override func screenDidChange(from previousScreen: FormScreen, previousEnvironment: ViewEnvironment) {
        statusLabel?.text = screen.status
    }
}

/// Keeps what the form submitted as its state and renders it.
struct FormWorkflow: Workflow {
    typealias State = [String]
    func makeInitialState() -> [String] { [] }
    func render(state: [String], context: RenderContext<FormWorkflow>) -> FormScreen {
        let sink = context.makeStateMutationSink()
        return FormScreen(status: state.last.map { "Submitted \($0)" } ?? "Nothing yet",
                          onSubmit: { text in sink.send { $0.append(text) } })
    }
}
