import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import Workflow
import WorkflowContainers
import WorkflowUI

/// Tabs, and events sent up the responder chain from a tab's page, on real GTK (Xvfb).
@MainActor
@Suite("Tabs and responder chain on GTK", .gtk)
struct TabAndResponderGtkTests {
    /// `MainWorkflow` in a window: what reached it, its container, the host and the tabs
    /// under its main screen (close the host when done).
    private func showMain() async throws
        -> (record: MainWorkflow.Record, container: ContainerViewController<MainWorkflow>, host: UITestHost, tabs: TabViewController) {
        let record = MainWorkflow.Record()
        let (container, host) = try await UITestHost.container(MainWorkflow(record: record))
        let main = try #require(container.rootViewController.currentViewController as? ResponderViewController<TabScreen, AppEvent>)
        return (record, container, host, try #require(main.contentViewController.currentViewController as? TabViewController))
    }

    @Test("a Scan button deep in the Home tab sends didTapScan; the main controller selects the Scan tab")
    func scanButtonSelectsScanTab() async throws {
        let (record, container, host, tabs) = try await showMain()
        defer { host.close() }
        let stack = try #require(tabs.stack)
        let pages = tabs.pageViewControllers
        let homeStack = try #require(pages[0] as? BackStackViewController)
        let scanButton = try #require((homeStack.topViewController as? ButtonViewController)?.button)
        #expect(scanButton.actionName == "AppEvent.didTapScan")
        #expect(scanButton.isSensitive, "GTK found the action on an ancestor")
        #expect(stack.visibleChild?.identity == pages[0].view.identity)
        try await host.screenshot(to: "/tmp/workflowgtk-tabs-home.png")

        scanButton.click()
        host.flush()
        #expect(container.host.rendering.content.selectedIndex == 1)
        #expect(stack.visibleChild?.identity == pages[1].view.identity, "the Scan tab is shown")
        #expect(tabs.pageViewControllers.map(ObjectIdentifier.init) == pages.map(ObjectIdentifier.init), "no page was rebuilt")
        #expect(await UILoop.wait(until: { !stack.isTransitionRunning }))
        #expect(tabs.visibleIndex == 1)
        #expect(record.events == ["didTapScan"])
        #expect(record.selections.isEmpty, "the event's switch is not reported as a user's")
        try await host.screenshot(to: "/tmp/workflowgtk-tabs-scan.png")
    }

    @Test("a user's switch reaches the workflow; programmatic switches are not reported back")
    func userSwitch() async throws {
        let (record, _, host, tabs) = try await showMain()
        defer { host.close() }
        let switcher = try #require(tabs.switcher)
        let toggles = switcher.children
        try #require(toggles.count == 2)
        // A keyboard user activates the Scan toggle: GTK emits clicked from the main loop.
        #expect(toggles[1].activate())
        #expect(await UILoop.wait(until: { tabs.screen.selectedIndex == 1 }))
        #expect(tabs.visibleIndex == 1)
        // The workflow selects Home itself (e.g. after an event): the stack follows, no report.
        let homeButton = toggles[0]
        #expect(homeButton.activate())
        #expect(await UILoop.wait(until: { tabs.screen.selectedIndex == 0 }))
        try #require(tabs.pageViewControllers[0] as? BackStackViewController).view
            .activateAction(AppEvent.didTapScan.actionName)
        host.flush()
        #expect(tabs.visibleIndex == 1)
        // Let every queued report arrive: main-queue work drained and a frame painted.
        try await host.settle()
        // Only the two user switches were reported, not the switch made by the event.
        #expect(record.selections == [1, 0])
        #expect(record.events == ["didTapScan"])
    }

    @Test("a user's switch never flips back to the previous page before the workflow's rendering arrives (render passes on the frame clock)")
    func userSwitchDoesNotFlipBack() async throws {
        let (_, _, host, tabs) = try await showMain()
        defer { host.close() }
        let stack = try #require(tabs.stack)
        let toggles = try #require(tabs.switcher).children
        try #require(toggles.count == 2)
        var shown: [String?] = []
        let watch = stack.onNotifyVisibleChildName { shown.append($0) }
        defer { watch.disconnect() }
        #expect(toggles[1].activate())
        #expect(await UILoop.wait(until: { tabs.screen.selectedIndex == 1 }))
        try await host.settle()
        #expect(shown.count == 1 && tabs.visibleIndex == 1, "the stack's visible child after the user's switch went through \(shown)")
    }

    @Test("when the workflow does not take the user's switch, the tab returns to the screen's page")
    func stubbornWorkflow() async throws {
        let record = MainWorkflow.Record()
        let (container, host) = try await UITestHost.container(StubbornTabsWorkflow(record: record))
        defer { host.close() }
        let tabs = try #require(container.rootViewController.currentViewController as? TabViewController)
        let toggles = try #require(tabs.switcher).children
        try #require(toggles.count == 2)
        #expect(toggles[1].activate())
        #expect(await UILoop.wait(until: { record.selections == [1] }), "the user's switch was reported")
        #expect(await UILoop.wait(until: { tabs.visibleIndex == 0 }), "the screen's page A is shown again")
        try await host.settle()
        #expect(tabs.stack?.visibleChild?.identity == tabs.pageViewControllers[0].view.identity)
        #expect(record.selections == [1], "the revert was not reported")
    }
}
