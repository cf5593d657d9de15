import Gtk
import GtkTestSupport
import Testing
import WorkflowUI
import WorkflowUITesting

// A screen whose layout is a composite template, written as another package would.

/// The UI definition of `TallyPanel`: a label and a button whose `clicked` calls `add`.
private let tallyPanelXML = """
    <interface>
      <template class="WorkflowUITestTallyPanel" parent="GtkBox">
        <child><object class="GtkLabel" id="count"/></child>
        <child>
          <object class="GtkButton" id="add">
            <property name="label">Add</property>
            <signal name="clicked" handler="add"/>
          </object>
        </child>
      </template>
    </interface>
    """

/// A template widget: the count and an "Add" button that calls `onAdd`.
final class TallyPanel: Widget, ObjectSubclass {
    static let count = TemplateChild<Label>("count")
    static let add = TemplateChild<Button>("add")
    static let typeDefinition = ObjectTypeDefinition(
        name: "WorkflowUITestTallyPanel", parent: "GtkBox",
        template: WidgetTemplate(xml: tallyPanelXML, file: "tally-panel.ui", children: [count, add], callbacks: [
            TemplateCallback<TallyPanel>("add") { panel, _ in panel.onAdd?() },
        ]))

    var onAdd: (() -> Void)?
}

/// A count and what adding does.
struct TallyScreen: Screen {
    var count: Int
    var onAdd: @MainActor () -> Void = {}

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TallyViewController.description(for: self, environment: environment)
    }
}

/// Shows `TallyScreen` in a `TallyPanel`.
final class TallyViewController: TemplateScreenViewController<TallyScreen, TallyPanel> {
    override func viewDidLoad() {
        super.viewDidLoad()
        template.onAdd = { [weak self] in self?.screen.onAdd() }
    }

    override func screenDidChange(from previousScreen: TallyScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        template[TallyPanel.count].label = "\(screen.count)"
    }
}

/// How many times the screens' `onAdd` ran (weighted per screen).
@MainActor
final class AddCount {
    var value = 0
}

@MainActor
@Suite("A controller whose view is a composite-template widget", .gtk)
struct TemplateScreenViewControllerTests {
    @Test("the template is the view, updated from each screen; its handler reaches the screen")
    func templateIsTheView() async throws {
        let added = AddCount()
        let host = try await UITestHost(screen: TallyScreen(count: 1, onAdd: { added.value += 1 }))
        defer { host.close() }
        let described = try #require(host.rootViewController as? DescribedViewController)
        let controller = try #require(described.currentViewController as? TallyViewController)
        #expect(controller.viewWidget === controller.template)
        #expect(controller.template[TallyPanel.count].label == "1")
        controller.template[TallyPanel.add].click()
        #expect(added.value == 1)
        try await host.update(screen: TallyScreen(count: 2, onAdd: { added.value += 10 }))
        #expect(controller.template[TallyPanel.count].label == "2")
        controller.template[TallyPanel.add].click()
        #expect(added.value == 11, "the handler calls the current screen's closure")
    }
}
