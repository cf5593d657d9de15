import DemoWorkflows
import Gtk
import WorkflowUI

/// Performs scripted `DemoStep`s against the running app, as a user would: through the
/// closures the on-screen controls call, and for `count` and `scan` through the real Home
/// buttons (`scan`'s action is resolved by GTK up the widget tree to the main controller).
@MainActor
struct DemoStepRunner {
    let container: ContainerViewController<RootWorkflow>

    /// A step that does not apply to what is on screen.
    struct StepError: Error, CustomStringConvertible {
        let step: DemoStep
        let reason: String
        var description: String { "step \(step) cannot run: \(reason)" }
    }

    /// Performs `step`; throws when the screen it needs is not showing.
    func perform(_ step: DemoStep) throws(StepError) {
        switch (step, container.host.rendering) {
        case (.login(let name), .welcome(let welcome)):
            welcome.onNameChanged(name)
            guard case .welcome(let named) = container.host.rendering, named.isLoginEnabled else {
                throw StepError(step: step, reason: "the name is blank")
            }
            named.onLoginTapped()
        case (.tab(let tab), .main(let main)):
            main.onSelectTab(tab)
        case (.count, .main):
            guard let button = container.descendants(of: HomeViewController.self).first?.counterController?.tapButton else {
                throw StepError(step: step, reason: "the Home tab is not loaded")
            }
            button.click()
        case (.scan, .main):
            guard let button = container.descendants(of: HomeViewController.self).first?.scanShortcut else {
                throw StepError(step: step, reason: "the Home tab is not loaded")
            }
            button.click()
        case (.open(let index), .main(let main)):
            guard case .list(let list)? = main.scan.items.first?.content, list.codes.indices.contains(index) else {
                throw StepError(step: step, reason: "no code at index \(index)")
            }
            list.onSelect(list.codes[index])
        case (.related, .main(let main)):
            guard case .detail(let detail)? = main.scan.items.last?.content else {
                throw StepError(step: step, reason: "no code detail is open")
            }
            detail.onOpenRelated()
        case (.back, .main(let main)):
            main.scan.onBack()
        case (.select(let index), .main(let main)):
            guard main.library.items.indices.contains(index) else {
                throw StepError(step: step, reason: "the library has no item \(index)")
            }
            main.library.onSelect(index)
        case (.clear, .main(let main)):
            main.library.onClear()
        case (.restore, .main(let main)):
            guard case .empty(let empty) = main.library.detail else {
                throw StepError(step: step, reason: "the library is not empty")
            }
            empty.onAction()
        case (.logout, .main(let main)):
            main.onLogoutTapped()
        case (.confirm, .main(let main)):
            guard let alert = main.logoutAlert else { throw StepError(step: step, reason: "no alert is shown") }
            alert.onConfirm()
        case (.cancel, .main(let main)):
            guard let alert = main.logoutAlert else { throw StepError(step: step, reason: "no alert is shown") }
            alert.onCancel()
        case (_, .welcome):
            throw StepError(step: step, reason: "log in first (step login)")
        case (.login, .main):
            throw StepError(step: step, reason: "already logged in")
        }
    }
}
