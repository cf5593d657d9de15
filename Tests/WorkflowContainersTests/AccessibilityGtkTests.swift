import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// What the containers expose to assistive technologies by default, read back through
/// GTK's in-process accessibility back end (`GTK_A11Y=test`, set by Scripts/test). The
/// same checks run against the real demo over AT-SPI in Tests/ATSPI.
@MainActor
@Suite("Accessibility defaults of the containers", .gtk)
struct AccessibilityGtkTests {
    private func tabScreen(selected: Int = 0, homeTitle: String = "Home") -> TabScreen {
        TabScreen(pages: [
            .init(key: "home", title: homeTitle, iconName: "go-home-symbolic", screen: TextScreen(text: "home page")),
            .init(key: "scan", title: "Scan", iconName: "camera-photo-symbolic", screen: TextScreen(text: "scan page")),
            .init(key: "library", title: "Library", screen: TextScreen(text: "library page")),
        ], selectedIndex: selected)
    }

    private func images(in widget: Widget) -> [Widget] {
        widget.children.flatMap { ($0.isA(typeNamed: "GtkImage") ? [$0] : []) + images(in: $0) }
    }

    private func labels(in widget: Widget) -> [Widget] {
        widget.children.flatMap { ($0.isA(typeNamed: "GtkLabel") ? [$0] : []) + labels(in: $0) }
    }

    @Test("tab pages are named by their titles and only the visible one is exposed; the tab list has a name, no spacer labels, no icon names")
    func tabPages() async throws {
        let host = try await UITestHost(screen: tabScreen())
        defer { host.close() }
        let tabs = try #require((host.rootViewController as? DescribedViewController)?.currentViewController as? TabViewController)
        let stack = try #require(tabs.stack), switcher = try #require(tabs.switcher)
        let views = tabs.pageViewControllers.map(\.view)
        #expect(views.map { stack.pageTitle(for: $0) } == ["Home", "Scan", "Library"])
        #expect(views.map(\.isAccessibleHidden) == [false, true, true], "only the visible page is exposed")
        #expect(switcher.accessibleLabel == TabViewController.tabListName)
        let bar = try #require(switcher.parent)
        #expect(!bar.children.contains { $0.isA(typeNamed: "GtkLabel") }, "the tab bar centres its switcher without empty spacer labels")
        let icons = images(in: switcher)
        #expect(icons.count == 2)
        #expect(icons.allSatisfy { $0.isAccessibleHidden }, "tab icons are decoration: each tab is named by its title")

        try await host.update(screen: tabScreen(selected: 2))
        #expect(views.map(\.isAccessibleHidden) == [true, true, false], "the new visible page is the only one exposed")
    }

    @Test("an update that keeps the tab titles and icons keeps the switcher's icon widgets (no churn for screen readers)")
    func tabIconsSurviveUpdates() async throws {
        let host = try await UITestHost(screen: tabScreen())
        defer { host.close() }
        let tabs = try #require((host.rootViewController as? DescribedViewController)?.currentViewController as? TabViewController)
        let switcher = try #require(tabs.switcher)
        let before = images(in: switcher).map(\.identity)
        try await host.update(screen: tabScreen())
        try await host.update(screen: tabScreen(selected: 1))
        #expect(images(in: switcher).map(\.identity) == before, "the same icon widgets after updates")
        // A real change of a title still reaches the switcher.
        try await host.update(screen: tabScreen(selected: 1, homeTitle: "Start"))
        #expect(tabs.stack.map { $0.pageTitle(for: tabs.pageViewControllers[0].view) } == "Start")
    }

    private func backStack(_ depth: Int) -> BackStackScreen {
        BackStackScreen(items: (0..<depth).map { index in
            .init(key: index, screen: TextScreen(text: "level \(index)"), title: "Level \(index)")
        }, onBack: {})
    }

    @Test("back-stack pages are named by their item titles, the top one alone is exposed, the title is a heading")
    func backStackPages() async throws {
        let host = try await UITestHost(screen: backStack(1))
        defer { host.close() }
        let controller = try #require((host.rootViewController as? DescribedViewController)?.currentViewController as? BackStackViewController)
        let stack = try #require(controller.stack)
        let title = try #require(controller.titleLabel)
        #expect(title.currentAccessibleRole == .heading)
        #expect(title.accessibleHeadingLevel == 1)

        try await host.update(screen: backStack(3))
        let views = controller.itemViewControllers.map(\.view)
        #expect(views.map { stack.pageTitle(for: $0) } == ["Level 0", "Level 1", "Level 2"], "never an internal page-N name")
        #expect(views.map(\.isAccessibleHidden) == [true, true, false], "pages under the top one are hidden")

        try await host.update(screen: backStack(2))
        #expect(controller.itemViewControllers.map(\.view.isAccessibleHidden) == [true, false])
        #expect(controller.backButton?.accessibleLabel == "Back")
    }

    @Test("an alert's window is an alert dialog described by its message; focus goes back to the button that opened it")
    func alertRoleAndFocus() async throws {
        var alert: Alert?
        func screen() -> AlertContainerScreen<ButtonScreen> {
            AlertContainerScreen(baseScreen: ButtonScreen(title: "Log out"), alert: alert)
        }
        let host = try await UITestHost(screen: screen())
        defer { host.close() }
        let button = try host.find(Button.self, label: "Log out")
        #expect(button.grabFocus())
        alert = Alert(title: "Log out?", message: "You will need your name to log in again.",
                      actions: [.init(title: "Cancel", style: .cancel) {}, .init(title: "Log out", style: .destructive) {}])
        try await host.update(screen: screen())
        let modal = try #require(host.window.visibleModals.first)
        #expect(modal.currentAccessibleRole == .alertDialog)
        #expect(modal.accessibleDescription == "You will need your name to log in again.")
        #expect(modal.title == "Log out?")
        let heading = try #require(labels(in: modal).first { $0.displayedText == "Log out?" })
        #expect(heading.currentAccessibleRole == .heading)

        alert = nil
        try await host.update(screen: screen())
        try await host.wait(for: "the focus back on the Log out button") { host.window.focusedWidget?.identity == button.identity }
    }

    @Test("a draggable split divider is a named keyboard stop, a fixed one takes no focus; GTK's handle is hidden")
    func splitDivider() async throws {
        let draggable = SplitScreen(leadingScreen: TextScreen(text: "list"), trailingScreen: TextScreen(text: "detail"))
        let host = try await UITestHost(screen: draggable)
        defer { host.close() }
        let paned = try host.find(Paned.self)
        #expect(paned.isFocusable)
        #expect(paned.accessibleLabel == SplitScreenViewController<TextScreen, TextScreen>.dividerName)
        let sides = [paned.startChild?.identity, paned.endChild?.identity]
        let handles = paned.children.filter { !sides.contains($0.identity) }
        #expect(handles.count == 1)
        #expect(handles.allSatisfy { $0.isAccessibleHidden }, "GTK's internal handle widget is not announced")
        var fixed = draggable
        fixed.isDividerDraggable = false
        try await host.update(screen: fixed)
        #expect(!paned.isFocusable, "a divider the user cannot move is no Tab stop")
    }

    @Test("a screen sets its own accessible label, description and role")
    func accessibleScreen() async throws {
        let host = try await UITestHost(screen: TextScreen(text: "fields").accessibility(label: "Log in", description: "Type your name", role: .form))
        defer { host.close() }
        let controller = try #require((host.rootViewController as? DescribedViewController)?.currentViewController
            as? AccessibleScreenViewController<TextScreen>)
        #expect(controller.view.currentAccessibleRole == .form)
        #expect(controller.view.accessibleLabel == "Log in")
        #expect(controller.view.accessibleDescription == "Type your name")
        try await host.update(screen: TextScreen(text: "fields").accessibility(label: "Sign in", role: .form))
        #expect(controller.view.accessibleLabel == "Sign in")
        #expect(controller.view.accessibleDescription == nil)
        #expect((controller.contentViewController.currentViewController as? TextViewController)?.label?.text == "fields")
    }

    @Test("headings and labelled-by relations read back; an unnamed icon-only button is reported with its screen's name")
    func headingsRelationsAndWarnings() async throws {
        let caption = Label("Name")
        caption.setAccessibleHeading(level: 2)
        #expect(caption.currentAccessibleRole == .heading)
        #expect(caption.accessibleHeadingLevel == 2)
        let field = Entry()
        #expect(!field.hasAccessibleLabelledBy)
        field.setAccessibleLabelledBy(caption)
        #expect(field.hasAccessibleLabelledBy)

        let box = Box(.horizontal)
        let unnamed = Button(iconName: "edit-delete-symbolic")
        box.append(unnamed)
        box.append(Button(label: "Save"))
        let warning = try #require(AccessibilityWarnings.warning(for: box, screenName: "EditorScreen"))
        #expect(warning.contains("EditorScreen"))
        #expect(warning.contains("edit-delete-symbolic"))
        #expect(warning.contains("setAccessibleLabel"))
        unnamed.setAccessibleLabel("Delete")
        #expect(AccessibilityWarnings.warning(for: box, screenName: "EditorScreen") == nil)
    }
}
