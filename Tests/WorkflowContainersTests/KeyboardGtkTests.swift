import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import Workflow
import WorkflowContainers
import WorkflowUI

/// Two tabs, each a navigation stack two items deep; back pops the tab's own stack.
struct TwoStacksWorkflow: Workflow {
    struct State: Equatable {
        var tab = 0
        var depths = [2, 2]
    }
    func makeInitialState() -> State { State() }
    func render(state: State, context: RenderContext<TwoStacksWorkflow>) -> TabScreen {
        let sink = context.makeStateMutationSink()
        func stack(_ tab: Int) -> BackStackScreen {
            BackStackScreen(items: (0..<state.depths[tab]).map { level in
                .init(key: "t\(tab)-\(level)", screen: TextScreen(text: "tab \(tab) level \(level)"), title: "Level \(level)")
            }, onBack: { sink.send { if $0.depths[tab] > 1 { $0.depths[tab] -= 1 } } })
        }
        return TabScreen(pages: [.init(key: "a", title: "A", screen: stack(0)), .init(key: "b", title: "B", screen: stack(1))],
                         selectedIndex: state.tab, onSelect: { index in sink.send { $0.tab = index } })
    }
}

/// Real key presses (XTest on Xvfb) reaching the containers' shortcuts.
@MainActor
@Suite("Keyboard on GTK", .gtk)
struct KeyboardGtkTests {
    @Test("Alt+Left pops only the visible tab's stack")
    func altLeftInTabs() async throws {
        guard KeyboardSimulator.isAvailable else {
            Issue.record("XTest (libXtst.so.6) is not available on this X display: install libxtst6 to run real key tests.")
            return
        }
        let (container, host) = try await UITestHost.container(TwoStacksWorkflow())
        let window = host.window
        defer { host.close() }
        let tabs = try #require(container.rootViewController.currentViewController as? TabViewController)
        let stacks = try tabs.pageViewControllers.map { try #require($0 as? BackStackViewController) }
        #expect(KeyboardSimulator.focus(window))
        #expect(await UILoop.wait(until: { window.isActive }), "the window took the keyboard focus")
        #expect(KeyboardSimulator.press("<Alt>Left"))
        #expect(await UILoop.wait(until: { stacks[0].itemViewControllers.count == 1 }), "the visible stack popped")
        // Every event of the key press is handled once the main queue is drained and a frame painted.
        try await UILoop.settle([window])
        #expect(stacks[1].itemViewControllers.count == 2, "the hidden tab's stack did not")
        #expect(stacks[0].titleLabel?.text == "Level 0")
        // The user switches to tab B; Alt+Left now goes to B's stack.
        let toggles = try #require(tabs.switcher).children
        try #require(toggles.count == 2)
        #expect(toggles[1].activate())
        #expect(await UILoop.wait(until: { tabs.screen.selectedIndex == 1 && !(tabs.stack?.isTransitionRunning ?? true) }))
        #expect(KeyboardSimulator.press("<Alt>Left"))
        #expect(await UILoop.wait(until: { stacks[1].itemViewControllers.count == 1 }), "B's stack popped")
        #expect(stacks[0].itemViewControllers.count == 1)
    }
}
