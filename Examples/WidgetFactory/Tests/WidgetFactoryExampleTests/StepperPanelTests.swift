import Gtk
import GtkTesting
import Testing
import WidgetFactoryExample
import WorkflowUITesting

/// The example's Blueprint-laid-out panel: `StepperPanel.blp` compiled by the BlueprintPlugin
/// during the build and bound as a composite template through the `Gtk` product only.
@MainActor
@Suite("Widget Factory stepper panel (laid out in Blueprint, bound as a template)", .gtk)
struct StepperPanelTests {
    @Test("the Blueprint file was compiled in the build: the template fits and its children are built")
    func compiledTemplateLoads() async throws {
        try StepperPanel.validateTemplate()
        let panel = StepperPanel()
        panel.start()
        #expect(panel.typeName == "WidgetFactoryStepperPanel")
        #expect(panel[StepperPanel.count].label == "0")
        #expect(panel[StepperPanel.meter].maxValue == 10, "properties set in the .blp file apply")
        #expect(panel[StepperPanel.reset].label == "Reset")
        #expect(!panel[StepperPanel.decrement].isSensitive, "no step back from 0")
    }

    @Test("the buttons' clicked handlers named in Blueprint reach the Swift callbacks")
    func buttonsStep() async throws {
        let page = WidgetFactoryPage()
        let host = try await UITestHost(widget: page.root, width: 640, height: 600)
        defer { host.close() }
        try await host.settle()
        let panel = page.stepper
        // A button handles activate by showing itself pressed, then emitting clicked.
        #expect(panel[StepperPanel.increment].activate())
        try await host.wait(for: "the first step", until: { panel.steps == 1 })
        #expect(panel[StepperPanel.increment].activate())
        try await host.wait(for: "the second step", until: { panel.steps == 2 })
        #expect(panel[StepperPanel.count].label == "2")
        #expect(panel[StepperPanel.meter].value == 2)
        #expect(panel[StepperPanel.decrement].activate())
        try await host.wait(for: "the step back", until: { panel.steps == 1 })
        panel[StepperPanel.reset].click()
        #expect(panel.steps == 0)
        #expect(panel[StepperPanel.count].label == "0")
    }
}
