import Foundation
import Gtk
import GtkTestSupport
import SeedScreens
import Testing
import Workflow
import WorkflowUI
import WorkflowUITesting

/// The UI test harness (`WorkflowUITesting`) on real GTK: each test drives one capability
/// and checks its effect through the workflow or the widget tree.
@MainActor
@Suite("UI test harness", .gtk)
struct UITestHostTests {
    /// `FormWorkflow` hosted, with its container and name entry (close the host when done).
    private func form() async throws -> (host: UITestHost, container: ContainerViewController<FormWorkflow>, entry: Widget) {
        let host = try await UITestHost(workflow: FormWorkflow())
        let container = try #require(host.containerViewController(for: FormWorkflow.self))
        return (host, container, try host.find(cssClass: "name-entry"))
    }

    @Test("a workflow is hosted; a click re-renders it and the same controller shows the new screen")
    func hostsAWorkflow() async throws {
        let host = try await UITestHost(workflow: DemoWorkflow())
        defer { host.close() }
        let container = try #require(host.containerViewController(for: DemoWorkflow.self))
        let button = try host.find(label: "Tapped 0 times")
        let controller = container.rootViewController.currentViewController
        try await host.click(button)
        #expect(container.host.rendering.title == "Tapped 1 times")
        #expect(host.findAll(label: "Tapped 1 times").map(\.identity) == [button.identity], "the same button, retitled")
        #expect(container.rootViewController.currentViewController === controller)
        #expect(host.counters.builds == 1 && host.counters.updates >= 1, "\(host.counters)")
    }

    @Test("a button in a window is clicked", .gtk)
    func clickPlainButton() async throws {
        let button = Button(label: "Go")
        var clicks = 0
        button.onClicked { clicks += 1 }
        let host = try await UITestHost(widget: button, width: 200, height: 100)
        defer { host.close() }
        try await host.click(host.find(Button.self, label: "Go"))
        #expect(clicks == 1)
    }

    @Test("a widget host shows the widget itself as the window's child, with no controller tree")
    func hostsAWidget() async throws {
        let box = Box(.vertical)
        let host = try await UITestHost(widget: box, width: 320, height: 200)
        defer { host.close() }
        #expect(host.window.child === box && box.parent === host.window)
        #expect(box.allocatedWidth == 320, "drawn at the window's size, \(box.allocatedWidth)")
        #expect(host.rootViewController == nil)
        #expect(host.counters.builds == 0 && host.counters.viewsLoaded == 0 && host.counters.liveControllers == 0, "\(host.counters)")
        let empty = try await UITestHost(widget: nil, width: 120, height: 80)
        defer { empty.close() }
        #expect(empty.window.child == nil && empty.window.isDrawable)
    }

    @Test("a screen host replaces its screen by the diff rule; counters belong to the host's lifetime")
    func hostsAScreen() async throws {
        let host = try await UITestHost(screen: TextScreen(text: "one"))
        defer { host.close() }
        #expect(host.counters.builds == 1 && host.counters.viewsLoaded >= 1)
        try await host.update(screen: TextScreen(text: "two"))
        #expect(host.findAll(Widget.self, label: "two").count == 1)
        #expect(host.counters.builds == 1, "updated in place")
        try await host.update(screen: CountScreen(count: 3))
        #expect(host.findAll(label: "count 3").count == 1)
        #expect(host.counters.replacements == 1)
    }

    @Test("lookups by type, label, accessible name and CSS class; hidden widgets only on request")
    func lookups() async throws {
        let host = try await UITestHost(screen: FormScreen(status: "Ready"))
        defer { host.close() }
        let submit = try host.find(Button.self, label: "Submit")
        #expect(submit === (host.rootViewController as? DescribedViewController)
            .flatMap { $0.currentViewController as? FormViewController }?.submit, "the controller's own Button wrapper")
        #expect(try host.find(label: "Submit") is Button, "the button, not its label child")
        #expect(try host.find(Label.self, label: "Submit").parent === submit, "a typed lookup finds the label inside")
        #expect(try host.find(accessibleName: "Delete everything") is Button)
        #expect(host.findAll(Entry.self).count == 1)
        #expect(host.findAll(ToggleButton.self).count == 2, "GTK's own toggle buttons come back typed")
        #expect(try host.find(cssClass: "status").displayedText == "Ready")
        #expect(host.findAll(WidgetQuery(typeName: "GtkEntry")).count == 1)
        #expect(host.findAll(label: "Hidden text").isEmpty)
        #expect(host.findAll(label: "Hidden text", includeHidden: true).count == 1)
        #expect(host.findAll(label: "Page B").isEmpty, "a stack's other page is not on screen")
        #expect(throws: UITestingError.self) { try host.find(cssClass: "no-such-class") }
        let ambiguous = #expect(throws: UITestingError.self) { try host.find() }
        #expect(ambiguous?.message.contains("GtkWindow") == true, "the message shows the tree")
    }

    @Test("click, type, activate and toggle reach the workflow; insensitive widgets refuse")
    func actions() async throws {
        let (host, container, entry) = try await form()
        defer { host.close() }
        try await host.type("Ada", into: entry)
        try await host.type(" L", into: entry)
        #expect(entry.editableText == "Ada L")
        try await host.click(host.find(label: "Submit"))
        #expect(container.host.rendering.status == "Submitted Ada L")
        #expect(try host.find(cssClass: "status").displayedText == "Submitted Ada L")
        try await host.activate(entry)
        #expect(container.host.rendering.status == "Submitted enter:Ada L")
        let toggles = host.findAll(ToggleButton.self)
        try #require(toggles.count == 2)
        #expect(toggles[1].toggleState == false)
        try await host.toggle(toggles[1])
        #expect(toggles[1].toggleState == true)
        #expect(host.findAll(label: "Page B").count == 1, "the switcher showed page B")
        let submit = try host.find(label: "Submit")
        submit.isSensitive = false
        let refused = await #expect(throws: UITestingError.self) { try await host.click(submit) }
        #expect(refused?.kind == .action)
        await #expect(throws: UITestingError.self) { try await host.toggle(entry) }
    }

    @Test("a key press goes to the focused widget through the X server")
    func pressKeys() async throws {
        let (host, container, entry) = try await form()
        defer { host.close() }
        try await host.type("Grace", into: entry)
        try await host.press("Return")
        try await host.wait(for: "Enter to submit") { container.host.rendering.status == "Submitted enter:Grace" }
    }

    @Test("settle returns after queued main-actor work ran and a frame was painted")
    func settleWaitsForWorkAndFrame() async throws {
        let host = try await UITestHost(screen: TextScreen(text: "start"))
        defer { host.close() }
        let label = try host.find(label: "start")
        let record = Record()
        let described = try #require(host.rootViewController as? DescribedViewController)
        Task { @MainActor in record.taskRan = true }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { described.update(screen: TextScreen(text: "queued"), environment: .empty) }
        }
        host.window.afterNextPaint { record.painted = true }
        #expect(!record.taskRan && !record.painted && label.displayedText == "start")
        try await host.settle()
        #expect(record.taskRan)
        #expect(record.painted, "a frame was painted before settle returned")
        #expect(label.displayedText == "queued")
    }

    @MainActor final class Record {
        var taskRan = false
        var painted = false
    }

    @Test("a screenshot is a PNG of the window's size; the tree dump shows text and state")
    func screenshotAndDump() async throws {
        let host = try await UITestHost(screen: FormScreen(status: "Ready"), width: 320, height: 240)
        defer { host.close() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await host.screenshot(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        func be32(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect((be32(16), be32(20)) == (host.window.allocatedWidth, host.window.allocatedHeight))
        let dump = host.dumpTree()
        #expect(dump.contains("GtkButton .text-button.suggested-action \"Submit\""))
        #expect(dump.contains("GtkLabel .status \"Ready\""))
        #expect(dump.contains("GtkLabel \"Hidden text\" hidden"))
        await #expect(throws: UITestingError.self) { try await host.screenshot(to: "/nonexistent-folder/x.png") }
    }

    @Test("a screen of another module (SeedScreens' DemoScreen) is tested as an app author would")
    func screenOfAnotherModule() async throws {
        var taps = 0
        let host = try await UITestHost(screen: DemoScreen(title: "Tap me") { taps += 1 })
        defer { host.close() }
        try await host.click(host.find(label: "Tap me"))
        #expect(taps == 1)
    }
}
