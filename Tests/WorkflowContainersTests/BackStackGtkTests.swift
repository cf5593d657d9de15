import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import Workflow
import WorkflowContainers
import WorkflowUI

/// A workflow owning a navigation stack: push adds a detail page, back pops.
struct NavigationWorkflow: Workflow {
    typealias State = [String]
    func makeInitialState() -> [String] { ["root"] }
    func render(state: [String], context: RenderContext<NavigationWorkflow>) -> BackStackScreen {
        let sink = context.makeStateMutationSink()
        return BackStackScreen(items: state.map { key in
            .init(key: key, screen: ButtonScreen(title: "Open from \(key)", onTap: { sink.send { $0.append("page\($0.count)") } }),
                  title: key == "root" ? "Home" : key.capitalized)
        }, onBack: { sink.send { if $0.count > 1 { $0.removeLast() } } })
    }
}

/// The back stack in a real `GtkStack` under a header bar (Xvfb).
@MainActor
@Suite("Back stack on GTK", .gtk)
struct BackStackGtkTests {
    /// `NavigationWorkflow` in a window, with its back stack (close the host when done).
    private func show(animations: UITestHost.Animations = .off) async throws -> (UITestHost, BackStackViewController) {
        let (container, host) = try await UITestHost.container(NavigationWorkflow(), animations: animations)
        return (host, try #require(container.rootViewController.currentViewController as? BackStackViewController))
    }

    private func buttons(_ stack: BackStackViewController) -> [Button] {
        stack.itemViewControllers.compactMap { ($0 as? ButtonViewController)?.button }
    }

    @Test("a push keeps the lower items' controllers and widgets; a pop drops only the top page")
    func pushPop() async throws {
        // The slides themselves are tested: GTK's animations stay as configured (on).
        let (host, backStack) = try await show(animations: .asConfigured)
        defer { host.close() }
        let stack = try #require(backStack.stack)
        #expect(backStack.backButton?.isVisible == false)
        #expect(backStack.titleLabel?.text == "Home")
        let rootController = backStack.itemViewControllers[0]
        let rootButton = try #require(buttons(backStack).first)
        let rootIdentities = (rootController.view.identity, rootButton.identity)

        rootButton.click()
        host.flush()
        #expect(backStack.itemViewControllers.count == 2)
        #expect(backStack.itemViewControllers[0] === rootController)
        #expect((rootController.view.identity, rootButton.identity) == rootIdentities)
        #expect(stack.visibleChild?.identity == backStack.topViewController.view.identity)
        #expect(backStack.backButton?.isVisible == true)
        #expect(backStack.titleLabel?.text == "Page1")
        #expect(await UILoop.wait(until: { !stack.isTransitionRunning }), "the push's slide ends")
        try await host.screenshot(to: "/tmp/workflowgtk-backstack-pushed.png")

        let pageController = backStack.itemViewControllers[1]
        try #require(buttons(backStack).last).click()
        host.flush()
        #expect(stack.isTransitionRunning, "a push slides")
        try await host.screenshot(to: "/tmp/workflowgtk-backstack-midpush.png") // the next frame, mid-slide
        #expect(backStack.itemViewControllers.count == 3)
        #expect(backStack.itemViewControllers[0] === rootController && backStack.itemViewControllers[1] === pageController)
        #expect(stack.children.count == 3)

        #expect(await UILoop.wait(until: { !stack.isTransitionRunning }))
        try #require(backStack.backButton).click()
        host.flush()
        #expect(stack.isTransitionRunning, "a pop slides")
        try await host.screenshot(to: "/tmp/workflowgtk-backstack-midpop.png") // the next frame, mid-slide
        #expect(backStack.itemViewControllers.count == 2)
        #expect(stack.visibleChild?.identity == pageController.view.identity)
        #expect(backStack.itemViewControllers[0] === rootController && backStack.itemViewControllers[1] === pageController)
        #expect(await UILoop.wait(until: { !backStack.hasRetiringItems }))
        #expect(stack.children.map(\.identity) == [rootController.view.identity, pageController.view.identity],
                "the popped page left the stack after its slide")
        #expect((rootController.view.identity, rootButton.identity) == rootIdentities)
    }

    @Test("Alt+Left sends back to the workflow through the view's shortcut and action")
    func altLeft() async throws {
        let (host, backStack) = try await show()
        defer { host.close() }
        try #require(buttons(backStack).first).click()
        host.flush()
        #expect(backStack.itemViewControllers.count == 2)
        let shortcuts = try #require(backStack.shortcuts)
        #expect(shortcuts.entries.contains(.init(trigger: "<Alt>Left", action: "action(backstack.back)")))
        #expect(shortcuts.activate(trigger: "<Alt>Left"))
        host.flush()
        #expect(backStack.itemViewControllers.count == 1, "the workflow popped")
        #expect(backStack.titleLabel?.text == "Home")
        #expect(backStack.backButton?.isVisible == false)
        // At the root, back is not offered: the action does nothing.
        #expect(backStack.view.activateAction("backstack.back"))
        #expect(backStack.itemViewControllers.count == 1)
    }
}
