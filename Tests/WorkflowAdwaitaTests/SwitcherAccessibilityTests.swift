import Adw
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowAdwaita
import WorkflowUI
import WorkflowUITesting

/// Issue 36: the adaptive page has two view switchers (one in the header bar, one in the
/// bottom bar) and shows one at a time; assistive technologies must find only that one.
@MainActor
@Suite("WorkflowAdwaita view switcher accessibility", .gtk)
struct SwitcherAccessibilityTests {
    init() { Adwaita.initialize() }

    /// The tab lists ("Tabs") at and below `root` that GTK presents to assistive
    /// technologies: a widget that is hidden, or hidden from them, hides its whole subtree.
    func exposedTabLists(below root: Widget) -> [Widget] {
        guard root.isVisible, !root.isAccessibleHidden else { return [] }
        let own = root.accessibleLabel == "Tabs" && root.typeName == "AdwViewSwitcher" ? [root] : []
        return own + root.children.flatMap { exposedTabLists(below: $0) }
    }

    @Test("wide (1000×700): only the header bar's switcher is exposed; the unrevealed bottom bar is hidden from assistive technologies")
    func wideExposesHeaderSwitcherOnly() async throws {
        let host = try await UITestHost(workflow: AdaptiveAppWorkflow(), width: 1000, height: 700)
        defer { host.close() }
        let page = try host.find(controller: AdaptivePageViewController.self)
        let header = try #require(page.headerBar)
        let bar = try #require(page.switcherBar)
        try await host.settle()
        #expect(bar.reveal == false, "wide: the bottom bar is not revealed")
        #expect(exposedTabLists(below: host.window).count == 1, "one tab list for screen readers, not \(exposedTabLists(below: host.window).count)")
        #expect(exposedTabLists(below: header).count == 1, "the header bar's switcher is the one exposed")
        #expect(exposedTabLists(below: bar).isEmpty, "the hidden bottom switcher bar is not exposed")
    }

    @Test("narrow (360×640): only the revealed bottom bar's switcher is exposed, not the header bar's that does not fit")
    func narrowExposesBottomSwitcherOnly() async throws {
        let host = try await UITestHost(workflow: AdaptiveAppWorkflow(), width: 360, height: 640)
        defer { host.close() }
        let page = try host.find(controller: AdaptivePageViewController.self)
        let header = try #require(page.headerBar)
        let bar = try #require(page.switcherBar)
        try await host.wait(for: "the switcher bar to be revealed") { bar.reveal }
        try await host.settle()
        #expect(exposedTabLists(below: host.window).count == 1, "one tab list for screen readers, not \(exposedTabLists(below: host.window).count)")
        #expect(exposedTabLists(below: bar).count == 1, "the bottom bar's switcher is the one exposed")
        #expect(exposedTabLists(below: header).isEmpty, "the header bar's squeezed-out switcher is not exposed")
    }
}
