import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// Three tabs whose selection is the workflow's state.
struct ThreeTabsWorkflow: Workflow {
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<ThreeTabsWorkflow>) -> TabScreen {
        let sink = context.makeStateMutationSink()
        return TabScreen(pages: ["Home", "Scan", "Library"].map { title in
            .init(key: title, title: title, screen: ButtonScreen(title: "\(title) button"))
        }, selectedIndex: state, onSelect: { index in sink.send { $0 = index } })
    }
}

/// The tab shortcuts, pressed as real keys (XTest on Xvfb).
@MainActor
@Suite("Tab shortcuts on GTK", .gtk)
struct TabShortcutsGtkTests {
    @Test("Alt+1…3 show that tab, Ctrl+Page Down / Page Up the next and previous one (wrapping), as a user's switch")
    func shortcuts() async throws {
        let (container, host) = try await UITestHost.container(ThreeTabsWorkflow(), width: 640, height: 480)
        defer { host.close() }
        let tabs = try #require(container.rootViewController.currentViewController as? TabViewController)
        #expect(try host.find(Button.self, label: "Home button").grabFocus())
        try await host.press("<Alt>3")
        try await host.wait(for: "the Library tab") { container.host.rendering.selectedIndex == 2 }
        #expect(tabs.visibleIndex == 2)
        try await host.press("<Alt>2")
        try await host.wait(for: "the Scan tab") { container.host.rendering.selectedIndex == 1 }
        try await host.press("<Control>Page_Down")
        try await host.wait(for: "the next tab (Library)") { container.host.rendering.selectedIndex == 2 }
        try await host.press("<Control>Page_Down")
        try await host.wait(for: "the next tab, wrapping to Home") { container.host.rendering.selectedIndex == 0 }
        try await host.press("<Control>Page_Up")
        try await host.wait(for: "the previous tab, wrapping to Library") { container.host.rendering.selectedIndex == 2 }
        #expect(tabs.visibleIndex == 2)
    }
}
