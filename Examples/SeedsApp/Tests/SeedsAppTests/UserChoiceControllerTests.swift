import Gtk
import Testing
import Workflow
import WorkflowUI
import WorkflowUITesting

/// A screen of this package's own: a toggle whose state the workflow owns.
struct FrostClothScreen: Screen {
    var isCovered: Bool
    var onChange: (Bool) -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        FrostClothViewController.description(for: self, environment: environment)
    }
}

/// Shows `FrostClothScreen` in a toggle button; reports the user's flips with
/// `reportUserChoice(_:thenApply:)`, and records every state the button shows.
final class FrostClothViewController: ScreenViewController<FrostClothScreen> {
    private var button: ToggleButton?
    private var isApplying = false
    /// Every value the button's `active` property took, in order.
    var shownStates: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = ToggleButton(label: "Frost cloth")
        button.onNotifyIsActive { [weak self] active in self?.buttonChanged(active) }
        view.append(button)
        self.button = button
        apply()
    }

    override func screenDidChange(from previousScreen: FrostClothScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply()
    }

    private func buttonChanged(_ active: Bool) {
        shownStates.append(active)
        guard !isApplying, active != screen.isCovered else { return }
        reportUserChoice({ screen.onChange(active) }, thenApply: { [weak self] in self?.apply() })
    }

    private func apply() {
        isApplying = true
        button?.isActive = screen.isCovered
        isApplying = false
    }
}

/// A workflow that takes the user's choice, or keeps the cloth off.
struct FrostClothWorkflow: Workflow {
    var acceptsChoice: Bool

    func makeInitialState() -> Bool { false }

    func render(state: Bool, context: RenderContext<FrostClothWorkflow>) -> FrostClothScreen {
        let sink = context.makeStateMutationSink()
        let accepts = acceptsChoice
        return FrostClothScreen(isCovered: state) { covered in
            sink.send { (state: inout Bool) in if accepts { state = covered } }
        }
    }
}

/// The first `FrostClothViewController` at or below `controller`.
@MainActor
func frostController(below controller: ViewController?) -> FrostClothViewController? {
    guard let controller else { return nil }
    if let found = controller as? FrostClothViewController { return found }
    return controller.children.lazy.compactMap { frostController(below: $0) }.first
}

/// `ViewController.reportUserChoice(_:thenApply:)` from another package: a custom
/// controller whose widget the user changes while the workflow owns the value.
@MainActor
@Suite("A custom controller reporting a user's choice", .gtk)
struct UserChoiceControllerTests {
    @Test("a choice the workflow takes stays shown: the toggle never goes back to its old state")
    func acceptedChoiceStays() async throws {
        let host = try await UITestHost(workflow: FrostClothWorkflow(acceptsChoice: true), width: 320, height: 200)
        defer { host.close() }
        let controller = try #require(frostController(below: host.rootViewController))
        try await host.toggle(host.find(label: "Frost cloth"))
        try await host.wait(for: "the timeout after the choice") { (try? host.find(ToggleButton.self))?.isActive == true && controller.screen.isCovered }
        try await host.settle()
        #expect(controller.shownStates == [true], "shown: \(controller.shownStates)")
    }

    @Test("a choice the workflow declines is undone: the toggle shows the workflow's value again")
    func declinedChoiceIsUndone() async throws {
        let host = try await UITestHost(workflow: FrostClothWorkflow(acceptsChoice: false), width: 320, height: 200)
        defer { host.close() }
        let controller = try #require(frostController(below: host.rootViewController))
        try await host.toggle(host.find(label: "Frost cloth"))
        try await host.wait(for: "the toggle back off") { (try? host.find(ToggleButton.self))?.isActive == false }
        #expect(controller.shownStates == [true, false], "shown: \(controller.shownStates)")
        #expect(!controller.screen.isCovered)
    }
}
