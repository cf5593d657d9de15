import ElementsExample
import Foundation
import Gtk
import GtkTestSupport
import SeedScreens
import Testing
import WorkflowElements
import WorkflowTesting
import WorkflowUI
import WorkflowUITesting

/// The README's "Declarative screens" examples: DemoScreen (SeedScreens) as an element screen
/// behaves as its controller does, and the form works end to end.
@MainActor
@Suite("Elements example (README: Declarative screens)", .gtk)
struct ElementsExampleTests {
    @Test("DemoElementScreen shows DemoScreen's button tree, retitles it in place and taps")
    func demoElementScreen() async throws {
        var taps = 0
        let host = try await UITestHost(screen: DemoElementScreen(title: "Tap me", onTap: { taps += 1 }))
        defer { host.close() }
        let controllerHost = try await UITestHost(screen: DemoScreen(title: "Tap me", onTap: {}))
        defer { controllerHost.close() }
        let button = try host.find(Gtk.Button.self, label: "Tap me")
        let controllerButton = try controllerHost.find(Gtk.Button.self, label: "Tap me")
        #expect(button.allocatedWidth == controllerButton.allocatedWidth && button.allocatedHeight == controllerButton.allocatedHeight,
                "the button fills the view as the controller's does")
        try await host.update(screen: DemoElementScreen(title: "Tapped", onTap: { taps += 10 }))
        #expect(try host.find(Gtk.Button.self, label: "Tapped") === button)
        try await host.click(button)
        #expect(taps == 10)
    }

    @Test("the greeting form: typing, Enter, the switch and the keyed list")
    func greetingForm() async throws {
        let host = try await UITestHost(workflow: GreetingFormWorkflow())
        defer { host.close() }
        let entry = try host.find(Entry.self)
        let add = try host.find(Gtk.Button.self, label: "Add")
        #expect(!add.isSensitive)
        try await host.type("Ada", into: entry)
        try await host.activate(entry)
        try await host.type("Grace", into: entry)
        try await host.click(add)
        let ada = try host.find(Gtk.Label.self, label: "Hello, Ada!")
        #expect(entry.text.isEmpty)
        try await host.toggle(host.find(Switch.self))
        #expect(try host.find(Gtk.Label.self, label: "HELLO, ADA!") === ada, "the keyed row kept its label")
        #expect(host.findAll(Gtk.Label.self, label: "HELLO, GRACE!").count == 1)
        #expect(try host.find(Gtk.Label.self, label: "Greetings").currentAccessibleRole == .heading)
    }

    @Test("the form's workflow adds a typed name once and clears the field")
    func greetingFormWorkflow() {
        GreetingFormWorkflow()
            .renderTester(initialState: .init(name: "Ada", shouts: false, names: ["Ada", "Bob"]))
            .render { screen in screen.onAdd() }
            .assert(state: .init(name: "", shouts: false, names: ["Bob", "Ada"]))
    }
}

@Suite("README Declarative screens stays in sync")
struct ElementsReadmeTests {
    @Test("every Swift block of 'Declarative screens' is in the compiled example, in at most 10 lines")
    func readmeBlocksMatchSources() throws {
        let blocks = try #require(try PackageFiles.readmeSwiftBlocks(section: "Declarative screens"))
        #expect(blocks.count == 1)
        let source = try PackageFiles.text("Examples/Elements/ElementsExample/DemoElementScreen.swift")
        for block in blocks {
            let trimmed = block.trimmingCharacters(in: .newlines)
            #expect(source.contains(trimmed), "README block drifted from Examples/Elements/ElementsExample:\n\(block)")
            #expect(trimmed.split(separator: "\n").count <= 10, "the DemoScreen example fits in 10 lines")
        }
    }
}
