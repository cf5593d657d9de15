import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// The UI test harness over containers: page transitions, queries scoped to a page, and
/// typed controller queries (Xvfb).
@MainActor
@Suite("UI test harness over containers", .gtk)
struct HarnessContainersGtkTests {
    private func gardenTabs(selected: Int) -> TabScreen {
        TabScreen(pages: [
            TabScreen.Page(key: "garden", title: "Garden", screen: TextScreen(text: "Garden")),
            TabScreen.Page(key: "catalog", title: "Catalog", screen: TextScreen(text: "the catalog page")),
        ], selectedIndex: selected)
    }

    @Test("a tab switch in a host is instant, and after it settles only the new page's widgets are found")
    func tabSwitchShowsOnePage() async throws {
        let host = try await UITestHost(screen: gardenTabs(selected: 0))
        defer { host.close() }
        let tabs = try host.find(controller: TabViewController.self)
        let stack = try #require(tabs.stack)
        tabs.selectPageAsUser(1)
        #expect(!stack.isTransitionRunning, "no crossfade: the old page is not drawn beside the new one")
        try await host.settle()
        #expect(host.findAll(Label.self, label: "the catalog page").count == 1)
        #expect(host.findAll(Label.self, label: "Garden", within: stack).isEmpty, "the Garden page is gone: \(host.dumpTree())")
    }

    @Test("a back stack push in a host is instant, and after it settles the page below is not found")
    func pushShowsOnePage() async throws {
        let host = try await UITestHost(workflow: NavigationWorkflow())
        defer { host.close() }
        let stack = try #require(try host.find(controller: BackStackViewController.self).stack)
        #expect(try host.find(Button.self, label: "Open from root").simulateClick())
        host.flush()
        #expect(!stack.isTransitionRunning, "no slide: the root page is not drawn beside the new one")
        try await host.settle()
        #expect(host.findAll(Button.self, label: "Open from page1").count == 1)
        #expect(host.findAll(Button.self, label: "Open from root").isEmpty, "the root page is gone: \(host.dumpTree())")
    }

    @Test("a host turns GTK's animations off while it is open and back on when it closes")
    func animationsOffWhileOpen() async throws {
        try UITestDisplay.require()
        let configured = Appearance.enablesAnimations
        defer { Appearance.enablesAnimations = configured }
        Appearance.enablesAnimations = true
        let host = try await UITestHost(screen: gardenTabs(selected: 0))
        #expect(!Appearance.enablesAnimations)
        let inner = try await UITestHost(screen: TextScreen(text: "inner"))
        inner.close()
        #expect(!Appearance.enablesAnimations, "the inner host found them off and leaves them off")
        host.close()
        #expect(Appearance.enablesAnimations)
    }

    @Test("with animations as configured, settle() waits for the page transition to end")
    func settleWaitsForTransitions() async throws {
        let configured = Appearance.enablesAnimations
        defer { Appearance.enablesAnimations = configured }
        Appearance.enablesAnimations = true
        let host = try await UITestHost(screen: gardenTabs(selected: 0), animations: .asConfigured)
        defer { host.close() }
        #expect(Appearance.enablesAnimations)
        let stack = try #require(try host.find(controller: TabViewController.self).stack)
        stack.transitionDuration = 600
        try await host.update(screen: gardenTabs(selected: 1))
        #expect(!stack.isTransitionRunning)
        #expect(host.findAll(Label.self, label: "Garden", within: stack).isEmpty)
    }

    @Test("find(label:) also matches a tab's switcher button; within: a page finds the page's label only")
    func scopedQuery() async throws {
        let host = try await UITestHost(screen: gardenTabs(selected: 0))
        defer { host.close() }
        #expect(host.findAll(label: "Garden").count == 2, "the tab's button and the page's label: \(host.dumpTree())")
        #expect(throws: UITestingError.self) { try host.find(label: "Garden") }
        let page = try host.find(controller: TextViewController.self)
        let label = try host.find(label: "Garden", within: page.viewWidget)
        #expect(label.identity == page.label?.identity)
        #expect(host.findAll(label: "Catalog", within: page.viewWidget).isEmpty, "the switcher is outside the page")
    }

    @Test("excludingChrome leaves out the tab switcher and a back stack's bar, which repeat the page's title")
    func chromeExcluded() async throws {
        let stack = BackStackScreen(items: [.init(key: "g", screen: TextScreen(text: "Garden"), title: "Garden")])
        let tabs = TabScreen(pages: [TabScreen.Page(key: "garden", title: "Garden", screen: stack)])
        let host = try await UITestHost(screen: tabs)
        defer { host.close() }
        #expect(host.findAll(label: "Garden").count == 3, "the switcher's button, the bar's title, the page: \(host.dumpTree())")
        let page = try host.find(label: "Garden", excludingChrome: true)
        #expect(page.identity == (try host.find(controller: TextViewController.self)).label?.identity)
        #expect(host.findAll(Button.self, excludingChrome: true).isEmpty, "the switcher's buttons are chrome")
    }

    @Test("find(controller:) finds the shown controller of a type; findAll lists the tree in order")
    func controllerQuery() async throws {
        let host = try await UITestHost(screen: gardenTabs(selected: 0))
        defer { host.close() }
        let tabs = try host.find(controller: TabViewController.self)
        let shown = host.findAll(controller: TextViewController.self)
        #expect(shown.count == 1 && shown.first === tabs.pageViewControllers[0])
        let all = host.findAll(controller: TextViewController.self, includeHidden: true)
        #expect(all.map(ObjectIdentifier.init) == tabs.pageViewControllers.map(ObjectIdentifier.init), "tree order")
        #expect(host.findAll(controller: ViewController.self, includeHidden: true).first === host.rootViewController,
                "the root first")
        do throws(UITestingError) {
            _ = try host.find(controller: CountViewController.self)
            Issue.record("no CountViewController is in the tree")
        } catch {
            #expect(error.kind == .lookup)
            #expect(error.message.contains("CountViewController"))
            #expect(error.message.contains("TabViewController"), "the message shows the tree")
        }
    }
}
