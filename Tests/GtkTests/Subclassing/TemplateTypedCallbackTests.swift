import Gtk
import GtkTesting
import Testing
import WorkflowUITesting

/// A template whose callbacks take their signals' arguments typed: `row-activated` (a
/// `GtkListBoxRow`) and `state-set` (a `gboolean`).
let choicePanelXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <template class="TestChoicePanel" parent="GtkBox">
        <child>
          <object class="GtkListBox" id="list">
            <signal name="row-activated" handler="choose"/>
            <child><object class="GtkListBoxRow" id="first"><property name="child"><object class="GtkLabel"><property name="label">First</property></object></property></object></child>
            <child><object class="GtkListBoxRow" id="second"><property name="child"><object class="GtkLabel"><property name="label">Second</property></object></property></object></child>
          </object>
        </child>
        <child>
          <object class="GtkSwitch" id="toggle">
            <signal name="state-set" handler="toggled"/>
          </object>
        </child>
      </template>
    </interface>
    """

/// Records what its typed callbacks received.
@MainActor
final class ChoicePanel: Widget, ObjectSubclass {
    static let list = TemplateChild<ListBox>("list")
    static let second = TemplateChild<ListBoxRow>("second")
    static let toggle = TemplateChild<Switch>("toggle")
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestChoicePanel", parent: "GtkBox",
        template: WidgetTemplate(
            xml: choicePanelXML, file: "choice-panel.ui", children: [list, second, toggle],
            callbacks: [
                TemplateCallback<ChoicePanel>("choose", emitter: ListBox.self, arguments: ListBoxRow?.self) { panel, list, row in
                    panel.chosen.append((list, row))
                },
                TemplateCallback<ChoicePanel>("toggled", emitter: Switch.self, arguments: Bool.self) { panel, _, state in
                    panel.states.append(state)
                },
            ]))

    var chosen: [(ListBox, ListBoxRow?)] = []
    var states: [Bool] = []
}

@MainActor
@Suite("Template callbacks with typed signal arguments", .gtk)
struct TemplateTypedCallbackTests {
    @Test("row-activated reaches the callback with the typed list box and the row; state-set with the Bool")
    func typedArguments() async throws {
        let panel = ChoicePanel()
        let host = try await UITestHost(widget: panel, width: 300, height: 200)
        defer { host.close() }
        try await host.settle()
        // A list box row handles activate by emitting the list's row-activated.
        #expect(panel[ChoicePanel.second].activate())
        try await host.wait(for: "row-activated to reach the choose callback", until: { panel.chosen.count == 1 })
        #expect(panel.chosen.first?.0 === panel[ChoicePanel.list], "the emitter arrives as the list's own wrapper")
        #expect(panel.chosen.first?.1 === panel[ChoicePanel.second], "the row argument arrives as the row's own wrapper")

        panel[ChoicePanel.toggle].isActive = true
        try await host.wait(for: "state-set to reach the toggled callback", until: { panel.states == [true] })
        #expect(panel[ChoicePanel.toggle].isActive, "returning false (not handled) let the switch take the state")
        panel[ChoicePanel.toggle].isActive = false
        try await host.wait(for: "the second state-set", until: { panel.states == [true, false] })
    }
}
