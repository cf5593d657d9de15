import Adw
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowAdwaita
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// WorkflowAdwaita's containers in real windows (Xvfb), checked through the widget tree and
/// the workflow's state: one header bar, the folding split and its back navigation, the
/// back stack's title and back button, toasts, message dialogs and the boxed list's selection.
@MainActor
@Suite("WorkflowAdwaita containers", .gtk)
struct AdaptiveContainersTests {
    init() { Adwaita.initialize() }

    func host(width: Int, height: Int, state: AdaptiveAppWorkflow.State = .init()) async throws -> UITestHost {
        try await UITestHost(workflow: AdaptiveAppWorkflow(initialState: state), width: width, height: height)
    }

    func page(_ host: UITestHost) throws -> AdaptivePageViewController {
        try #require(host.rootViewController?.deepestDescendant(of: AdaptivePageViewController.self))
    }

    func split(_ host: UITestHost) throws -> AdaptiveSplitViewController<BoxedListScreen, StatusPageScreen> {
        try #require(host.rootViewController?.deepestDescendant(of: AdaptiveSplitViewController<BoxedListScreen, StatusPageScreen>.self))
    }

    @Test("one header bar; narrow (360×640): the split folds, choosing shows the detail, back in the header bar returns")
    func foldedSplitBackNavigation() async throws {
        let host = try await host(width: 360, height: 640)
        defer { host.close() }
        #expect(host.findAll(Adw.HeaderBar.self).count == 1, "one header bar")
        let page = try page(host)
        let split = try split(host)
        try await host.wait(for: "the split to fold") { split.isFolded }
        let leaflet = try #require(split.leaflet)
        #expect(leaflet.visibleChild === split.leading.view, "folded, the list shows first")
        #expect(page.backButton?.isVisible == false)
        // Choose a row as the keyboard does (the row's activation selects it).
        let rows = try #require((split.leading.currentViewController as? BoxedListViewController)?.rowWidgets)
        try await host.activate(rows[1])
        try await host.wait(for: "the detail to show") { leaflet.visibleChild === split.trailing.view }
        #expect(page.backButton?.isVisible == true)
        #expect(page.windowTitle?.title == "Pears", "the header bar's title follows the shown side")
        #expect(host.findAll(Adw.HeaderBar.self).count == 1, "still one header bar")
        // Back (a real pointer click where XTest exists) returns to the list.
        let back = try #require(page.backButton)
        if PointerSimulator.isAvailable {
            #expect(PointerSimulator.click(back))
        } else {
            try await host.click(back)
        }
        try await host.wait(for: "the list to show again") { leaflet.visibleChild === split.leading.view }
        #expect(page.backButton?.isVisible == false)
        #expect(page.headerBar?.titleWidget === page.switcherTitle, "the switcher is back in the header bar")
        #expect(rows[1].isSelected && !rows[0].isSelected, "the chosen row has GTK's selected state")
    }

    @Test("wide (1920×1080): both sides show, no back button even with the detail chosen; nothing exceeds the window")
    func wideSplit() async throws {
        let host = try await host(width: 1920, height: 1080, state: .init(selected: 2, showsDetail: true))
        defer { host.close() }
        let page = try page(host)
        let split = try split(host)
        #expect(!split.isFolded)
        #expect(page.backButton?.isVisible == false)
        #expect(page.switcherBar?.reveal == false, "the switcher sits in the header bar, not at the bottom")
        let frame = try #require(split.trailing.view.frame(in: host.window))
        #expect(frame.x + frame.width <= host.window.allocatedWidth)
    }

    @Test("narrow: the view switcher moves to the bottom bar")
    func narrowSwitcherBar() async throws {
        let host = try await host(width: 360, height: 640)
        defer { host.close() }
        let page = try page(host)
        try await host.wait(for: "the switcher bar to be revealed") { page.switcherBar?.reveal == true }
    }

    @Test("Alt+number and Ctrl+Page Down/Up switch tabs through the workflow, wrapping around")
    func tabShortcuts() async throws {
        let host = try await host(width: 800, height: 600)
        defer { host.close() }
        let page = try page(host)
        #expect(page.visibleTab == 0)
        try await host.press("<Alt>2")
        try await host.wait(for: "Alt+2 shows the second tab") { page.visibleTab == 1 && page.screen.selectedTab == 1 }
        try await host.press("<Control>Page_Down")
        try await host.wait(for: "Ctrl+Page Down wraps to the first tab") { page.visibleTab == 0 && page.screen.selectedTab == 0 }
        try await host.press("<Control>Page_Up")
        try await host.wait(for: "Ctrl+Page Up wraps to the last tab") { page.visibleTab == 1 && page.screen.selectedTab == 1 }
        try await host.press("<Alt>1")
        try await host.wait(for: "Alt+1 shows the first tab") { page.visibleTab == 0 && page.screen.selectedTab == 0 }
    }

    @Test("a tab the user picks stays shown: it never flips back to the previous tab before the workflow's rendering arrives (render passes on the frame clock)")
    func userTabChoiceDoesNotFlipBack() async throws {
        let host = try await host(width: 800, height: 600)
        defer { host.close() }
        let page = try page(host)
        let stack = try #require(page.viewStack)
        var shown: [String?] = []
        let watch = stack.onNotifyVisibleChildName { shown.append($0) }
        defer { watch.disconnect() }
        page.selectTabAsUser(1)
        try await host.wait(for: "the workflow selects the second tab") { page.screen.selectedTab == 1 }
        try await host.settle()
        #expect(shown.count == 1 && page.visibleTab == 1, "the stack's visible child after the user's choice went through \(shown)")
    }

    @Test("a row the user chooses stays selected: the selection never goes back to the previous one before the workflow's rendering arrives")
    func chosenRowDoesNotFlipBack() async throws {
        let host = try await host(width: 1200, height: 800)
        defer { host.close() }
        let split = try split(host)
        let boxed = try #require(split.leading.currentViewController as? BoxedListViewController)
        let list = try #require(boxed.listBox)
        var changes = 0
        let watch = list.onSelectedRowsChanged { changes += 1 }
        defer { watch.disconnect() }
        try await host.activate(boxed.rowWidgets[1])
        try await host.wait(for: "the workflow selects Pears") { boxed.screen.selectedIndex == 1 }
        try await host.settle()
        #expect(changes == 1 && list.selectedRow === boxed.rowWidgets[1], "selection changes after choosing a row: \(changes)")
    }

    @Test("Ctrl+Page Down switches tabs while the focus is on a list row (GtkListBox binds the key to move by a page)")
    func tabShortcutsFromAListRow() async throws {
        let host = try await host(width: 800, height: 600)
        defer { host.close() }
        let page = try page(host)
        let row = try #require(host.findAll(ListBoxRow.self).first { $0.isDrawable }, "the Fruit list's first row")
        #expect(row.grabFocus(), "a list row takes the focus")
        #expect(page.visibleTab == 0)
        try await host.press("<Control>Page_Down")
        try await host.wait(for: "Ctrl+Page Down shows the second tab, not a horizontal scroll") {
            page.visibleTab == 1 && page.screen.selectedTab == 1
        }
    }

    @Test("choosing a row and opening the alert re-render the page but keep every switcher widget (no defunct objects for a screen reader)")
    func switcherWidgetsKept() async throws {
        let host = try await host(width: 800, height: 600)
        defer { host.close() }
        let page = try page(host)
        let split = try split(host)
        func switcherTree() -> [UInt] {
            [page.switcherTitle, page.switcherBar].compactMap { $0 as Widget? }.flatMap { [$0] + $0.descendants }.map(\.identity)
        }
        let before = switcherTree()
        #expect(before.count > 6, "the switchers hold a button, an icon and a label per tab")
        let rows = try #require((split.leading.currentViewController as? BoxedListViewController)?.rowWidgets)
        try await host.activate(rows[2])
        try await host.wait(for: "the detail to follow the choice") { page.screen.tabs.count == 2 && !host.findAll(Gtk.Label.self, label: "Plums").isEmpty }
        #expect(switcherTree() == before, "a new selection re-rendered the page and kept the switcher's widgets")
        // The primary menu's "Ask" item (its GAction, as the menu activates it) opens the alert.
        #expect(page.view.activateAction("page.item-0-0"))
        let dialogs = try #require(host.rootViewController?.deepestDescendant(of: MessageDialogContainerViewController<AdaptiveSplitScreen<BoxedListScreen, StatusPageScreen>>.self))
        try await host.wait(for: "the alert to show") { dialogs.dialog?.isVisible == true }
        #expect(switcherTree() == before, "opening the alert kept the switcher's widgets")
    }

    @Test("a window closed with the alert open: the alert lets go of it while it is alive (no dangling transient parent)")
    func alertLetsGoOfItsClosedWindow() async throws {
        var host: UITestHost? = try await self.host(width: 800, height: 600)
        let page = try self.page(try #require(host))
        #expect(page.view.activateAction("page.item-0-0"))
        let dialogs = try #require(host?.rootViewController?.deepestDescendant(of: MessageDialogContainerViewController<AdaptiveSplitScreen<BoxedListScreen, StatusPageScreen>>.self))
        try await host?.wait(for: "the alert to show") { dialogs.dialog?.isVisible == true }
        let dialog = try #require(dialogs.dialog)
        #expect(dialog.transientFor === host?.window)
        // GTK 4.8 keeps a plain pointer to a transient parent: a dialog that still named the
        // window as its parent when the window was freed would, when released later,
        // disconnect from a freed GtkWindow. Read what the dialog names while the window
        // goes (its `destroy`, emitted as it is disposed; this handler runs after the
        // controller's).
        let parentWhileWindowGoes = ParentProbe()
        host?.window.onDestroy { [weak dialog] in parentWhileWindowGoes.named = dialog?.transientFor != nil }
        host?.close()
        host = nil
        MainLoop.drainPending()
        #expect(parentWhileWindowGoes.named == false, "the dialog dropped the window as its parent before the window was freed")
    }

    /// What `alertLetsGoOfItsClosedWindow` saw while the window went.
    @MainActor final class ParentProbe { var named: Bool? }

    @Test("a toast the workflow stopped rendering, still on screen, shows the next toast instead of queueing a new one behind it")
    func leftToastReused() async throws {
        func screen(_ toast: String?) -> AdaptivePageScreen {
            AdaptivePageScreen(title: "Fruit", tabs: [
                .init(key: "a", title: "Apples", iconName: "folder-symbolic", screen: StatusPageScreen(iconName: nil, title: "Apples")),
            ], toast: toast.map { AdaptivePageScreen.Toast(key: $0, title: $0, buttonLabel: "Undo", onButton: {}, timeout: 60, onDismiss: {}) })
        }
        let host = try await UITestHost(screen: screen("3 items removed"), width: 800, height: 600)
        defer { host.close() }
        let page = try page(host)
        let first = try #require(page.visibleToast)
        try await host.update(screen: screen(nil))
        #expect(page.visibleToast == nil, "the workflow no longer renders a toast")
        try await host.update(screen: screen("5 items removed"))
        #expect(page.visibleToast === first, "the toast still on screen shows the new message")
        #expect(first.title == "5 items removed")
        try await host.wait(for: "one toast on screen") { host.findAll(Gtk.Label.self, label: "5 items removed").count == 1 }
    }

    @Test("a back stack's top item titles the header bar and its back button pops through the workflow")
    func backStackInHeaderBar() async throws {
        let host = try await host(width: 800, height: 600, state: .init(tab: 1, stack: ["root", "1", "2"]))
        defer { host.close() }
        let page = try page(host)
        #expect(page.backButton?.isVisible == true)
        #expect(page.windowTitle?.title == "Level 2")
        try await host.click(try #require(page.backButton))
        try await host.wait(for: "one level popped") { page.windowTitle?.title == "Level 1" }
        try await host.click(try #require(page.backButton))
        try await host.wait(for: "the root shows the switcher") { page.backButton?.isVisible == false }
        #expect(page.headerBar?.titleWidget === page.switcherTitle)
    }

    @Test("a toast rendered from state; the user's dismissal reaches the workflow, Undo too")
    func toastDismissal() async throws {
        let host = try await host(width: 800, height: 600, state: .init(toast: "3 items removed"))
        defer { host.close() }
        let page = try page(host)
        let container = try #require(host.containerViewController(for: AdaptiveAppWorkflow.self))
        try await host.wait(for: "the toast to show") { !host.findAll(Label.self, label: "3 items removed").isEmpty }
        // The toast's own close button, as a user presses it.
        let close = try #require(host.findAll(Button.self).first { $0.iconName == "window-close-symbolic" })
        try await host.click(close)
        try await host.wait(for: "the dismissal to reach the workflow") { container.host.rendering.toast == nil }
        #expect(page.visibleToast == nil)
        // Undo: its button's handler runs, and the toast goes away (dismissed).
        let undoHost = try await self.host(width: 800, height: 600, state: .init(toast: "1 item removed"))
        defer { undoHost.close() }
        let undoContainer = try #require(undoHost.containerViewController(for: AdaptiveAppWorkflow.self))
        try await undoHost.wait(for: "the toast to show") { !undoHost.findAll(Button.self, label: "Undo").isEmpty }
        try await undoHost.click(try undoHost.find(Button.self, label: "Undo"))
        try await undoHost.wait(for: "Undo and the dismissal to reach the workflow") { undoContainer.host.rendering.toast == nil }
    }

    @Test("an alert is an AdwMessageDialog; its buttons answer through the workflow; only Delete is destructive")
    func messageDialog() async throws {
        let host = try await host(width: 800, height: 600, state: .init(alertShown: true))
        defer { host.close() }
        let container = try #require(host.containerViewController(for: AdaptiveAppWorkflow.self))
        let dialogs = try #require(host.rootViewController?.deepestDescendant(of: MessageDialogContainerViewController<AdaptiveSplitScreen<BoxedListScreen, StatusPageScreen>>.self))
        try await host.wait(for: "the dialog to show") { dialogs.dialog?.isVisible == true }
        let dialog = try #require(dialogs.dialog)
        #expect(dialog.heading == "Delete?")
        #expect(dialog.responseAppearance(response: MessageDialogContainerViewController<AdaptiveSplitScreen<BoxedListScreen, StatusPageScreen>>.responseID(1)) == .destructive)
        #expect(dialog.responseAppearance(response: MessageDialogContainerViewController<AdaptiveSplitScreen<BoxedListScreen, StatusPageScreen>>.responseID(0)) == .default)
        #expect(host.window.visibleModals.contains { $0 === dialog }, "transient for the host's window")
        try await host.press("Escape")
        try await host.wait(for: "Escape to cancel through the workflow") { dialogs.dialog == nil }
        #expect(container.host.rendering.tabs.count == 2)
    }
}

extension ViewController {
    /// The deepest controller of type `T` at or below this one.
    func deepestDescendant<T: ViewController>(of type: T.Type) -> T? {
        for child in children.reversed() {
            if let found = child.deepestDescendant(of: type) { return found }
        }
        return self as? T
    }
}
