import Gtk
import Testing
import WorkflowUI

// The examples of Gtk.docc's UseACompositeTemplate.md and LayOutAScreenInBlueprint.md and of
// the doc comments of Sources/Bindings/Gtk/Templates, compiled (and the Blueprint one run).

enum TemplateExamples {
    /// The composite-template example: a counter laid out in `Counter.blp` (compiled by the
    /// BlueprintPlugin into `CounterBlueprint`).
    @MainActor
    final class Counter: Widget, ObjectSubclass {
        static let count = TemplateChild<Label>("count")
        static let typeDefinition = ObjectTypeDefinition(
            name: "DemoCounter", parent: "GtkBox",
            template: WidgetTemplate(
                xml: CounterBlueprint.xml, file: CounterBlueprint.file, children: [count],
                callbacks: [TemplateCallback<Counter>("increment") { counter, _ in counter.onIncrement() }]))

        /// What the "Add one" button does.
        var onIncrement: () -> Void = {}
        /// The count shown.
        var value = 0 {
            didSet { self[Self.count].label = "\(value)" }
        }
    }

    /// The same widget from a GResource, for apps that bundle their `.ui` files.
    @MainActor
    final class ResourceCounter: Widget, ObjectSubclass {
        static let count = TemplateChild<Label>("count")
        static let typeDefinition = ObjectTypeDefinition(
            name: "DemoResourceCounter", parent: "GtkBox",
            template: WidgetTemplate(
                resource: "/org/example/counter.ui", children: [count],
                callbacks: [TemplateCallback<ResourceCounter>("increment") { counter, _ in counter.onIncrement() }]))

        var onIncrement: () -> Void = {}
        var value = 0 {
            didSet { self[Self.count].label = "\(value)" }
        }
    }

    /// The typed-callback example: a list of choices and a switch.
    @MainActor
    final class Chooser: Widget, ObjectSubclass {
        static let typeDefinition = ObjectTypeDefinition(
            name: "DemoChooser", parent: "GtkBox",
            template: WidgetTemplate(
                resource: "/org/example/chooser.ui",
                callbacks: [
                    TemplateCallback<Chooser>("row_activated", emitter: ListBox.self, arguments: ListBoxRow?.self) { chooser, list, row in
                        chooser.onChoose(row.map(\.index) ?? -1)
                    },
                    TemplateCallback<Chooser>("toggled", emitter: Switch.self, arguments: Bool.self) { chooser, _, isOn in
                        chooser.onToggle(isOn)
                    },
                ]))

        var onChoose: (Int) -> Void = { _ in }
        var onToggle: (Bool) -> Void = { _ in }
    }

    /// A screen shown by the counter.
    struct CounterScreen: Screen {
        var count: Int
        var onIncrement: @MainActor () -> Void

        func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
            CounterController.description(for: self, environment: environment)
        }
    }

    /// Routes the template's callback to the screen, and shows the screen's count.
    final class CounterController: TemplateScreenViewController<CounterScreen, Counter> {
        override func viewDidLoad() {
            super.viewDidLoad()
            template.onIncrement = { [weak self] in self?.screen.onIncrement() }
        }

        override func screenDidChange(from previousScreen: CounterScreen, previousEnvironment: ViewEnvironment) {
            super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
            template.value = screen.count
        }
    }
}

@Suite("The Blueprint example compiles in the build and fits its Swift declaration")
struct TemplateExamplesTests {
    @Test("Counter.blp was compiled to GtkBuilder XML naming the template class")
    func blueprintCompiled() {
        #expect(CounterBlueprint.file == "Counter.blp")
        #expect(CounterBlueprint.xml.contains(#"<template class="DemoCounter" parent="GtkBox">"#))
        #expect(CounterBlueprint.xml.contains(#"handler="increment""#))
    }
}
