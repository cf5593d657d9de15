import Adw
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowAdwaita
import WorkflowContainers
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// A page whose menu has a radio group (the order) and a check item (a toggle), and the
/// app's About as a command activating `app.about`-like action `win.about` of the window.
struct MenuMarksWorkflow: Workflow {
    struct State: Equatable {
        var order = 0
        var compact = false
        var toggles = 0
    }

    /// The order chosen at first (out of range: no choice chosen).
    var initialOrder = 0

    func makeInitialState() -> State { State(order: initialOrder) }

    func render(state: State, context: RenderContext<MenuMarksWorkflow>) -> AdaptivePageScreen {
        let sink = context.makeStateMutationSink()
        let content = StatusPageScreen(iconName: nil, title: "Content").commands([
            Command(id: "about", title: "About", section: "App", detailedAction: "page.about-probe"),
        ])
        return AdaptivePageScreen(title: "Marks", content: content, menu: [
            .init(title: "Order", items: ["Newest", "Title"].enumerated().map { index, label in
                .choice(label, isChosen: state.order == index) { sink.send { $0.order = index } }
            }),
            .init(items: [.check("Compact", isChecked: state.compact) { sink.send { $0.compact.toggle(); $0.toggles += 1 } }]),
        ])
    }
}

/// The primary menu's check items and radio groups: stateful actions whose marks follow
/// the rendering; a command with `detailedAction:` is an item of another's action, last.
@MainActor
@Suite("WorkflowAdwaita menu marks", .gtk)
struct AdaptivePageMenuMarksTests {
    init() { Adwaita.initialize() }

    @Test("a radio group is one action with a target per choice and the chosen index as its state; a check item's state is its mark")
    func marks() async throws {
        let (container, host) = try await UITestHost.container(MenuMarksWorkflow(), width: 600, height: 400)
        defer { host.close() }
        let page = try host.find(controller: AdaptivePageViewController.self)
        try await host.wait(for: "the menu") { page.menuButton?.menuModel != nil }
        let entries = try #require(page.menuButton?.menuModel?.entries)
        #expect(entries.map(\.label) == ["Newest", "Title", "Compact", "About"])
        #expect(entries[0].action == "page.choice-0" && entries[0].target == "0" && entries[1].target == "1")
        #expect(entries[2].action == "page.check-1-0" && entries[2].target == nil)
        #expect(entries[3].action == "page.about-probe", "the command's own action, not cmd.about")
        let order = try #require(page.menuActions.lookupAction("choice-0") as? SimpleAction)
        let compact = try #require(page.menuActions.lookupAction("check-1-0") as? SimpleAction)
        #expect(order.stringState == "0" && compact.boolState == false)
        page.menuActions.activateAction("choice-0", parameter: "1")
        try await host.wait(for: "Title chosen") { container.host.rendering.menu[0].items[1].isChosen && order.stringState == "1" }
        page.menuActions.activateAction("check-1-0")
        try await host.wait(for: "Compact checked") { compact.boolState == true }
        #expect(container.host.rendering.menu[1].items[0].isChecked)
        page.menuActions.activateAction("check-1-0")
        try await host.wait(for: "Compact unchecked") { compact.boolState == false }
        #expect(page.menuButton?.menuModel?.entries == entries, "marks change the states, not the menu")
    }

    @Test("a radio group with no choice chosen marks none")
    func noneChosen() async throws {
        let (_, host) = try await UITestHost.container(MenuMarksWorkflow(initialOrder: 5), width: 600, height: 400)
        defer { host.close() }
        let page = try host.find(controller: AdaptivePageViewController.self)
        try await host.wait(for: "the menu") { page.menuButton?.menuModel != nil }
        let order = try #require(page.menuActions.lookupAction("choice-0") as? SimpleAction)
        #expect(order.stringState == "")
    }
}
