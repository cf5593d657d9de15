import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// What the bar items of `BarWorkflow` were asked to do, in order.
@MainActor
final class BarLog {
    var events: [String] = []
}

/// A stack whose items configure the bar: the root has an "Add" icon item, "edit" replaces
/// the back button with "Cancel" and has "Save", "full" hides the bar, other items keep the
/// back button. The root's page button pushes "full", the others' push a detail.
struct BarWorkflow: Workflow {
    typealias State = [String]

    var stack = ["root"]
    let log: BarLog

    func makeInitialState() -> [String] { stack }

    func render(state: [String], context: RenderContext<BarWorkflow>) -> BackStackScreen {
        let sink = context.makeStateMutationSink()
        let log = log
        return BackStackScreen(items: state.map { key in
            let screen = ButtonScreen(title: "Page \(key)") { sink.send { $0.append(key == "root" ? "full" : "d\($0.count)") } }
            switch key {
            case "root":
                return .init(key: key, screen: screen, title: "Home", bar: .visible(
                    trailingItem: BarButton(.icon("list-add-symbolic", accessibleName: "Add")) { sink.send { $0.append("edit") } }))
            case "edit":
                return .init(key: key, screen: screen, title: "Edit", bar: .visible(
                    leadingItem: .button(BarButton(.text("Cancel")) { log.events.append("cancel"); sink.send { $0.removeLast() } }),
                    trailingItem: BarButton(.text("Save")) { log.events.append("save") }))
            case "full":
                return .init(key: key, screen: screen, title: "Full", bar: .hidden)
            default:
                return .init(key: key, screen: screen, title: "Detail")
            }
        }, onBack: { log.events.append("back"); sink.send { if $0.count > 1 { $0.removeLast() } } })
    }
}

/// Back stack items' bar configuration (hidden, leading and trailing items with text or
/// icon), and the bar merged into the window's one `WindowHeaderBar` (Xvfb).
@MainActor
@Suite("Back stack bar configuration on GTK", .gtk)
struct BackStackBarGtkTests {
    @Test("items configure the stack's own bar: an icon item named for screen readers, Cancel instead of back, Save, a hidden bar")
    func ownBarConfiguration() async throws {
        let log = BarLog()
        let (_, host) = try await UITestHost.container(BarWorkflow(log: log))
        defer { host.close() }
        let stack = try host.find(controller: BackStackViewController.self)
        let header = try #require(stack.headerBar)
        #expect(header.isVisible)
        #expect(stack.backButton?.isVisible == false, "the root has no way back")
        #expect(stack.leadingButton?.isVisible == false)
        let add = try host.find(Button.self, accessibleName: "Add")
        #expect(add === stack.trailingButton && add.iconName == "list-add-symbolic" && add.tooltip == "Add")

        try await host.click(add)
        #expect(stack.titleLabel?.text == "Edit")
        #expect(stack.backButton?.isVisible == false, "Cancel replaces the back button")
        let cancel = try host.find(Button.self, label: "Cancel")
        #expect(cancel === stack.leadingButton && cancel.accessibleLabel == "Cancel")
        try await host.click(host.find(Button.self, label: "Save"))
        #expect(log.events == ["save"])
        // Alt+Left does not go back past a leading item of the item's own.
        #expect(stack.shortcuts?.activate(trigger: "<Alt>Left") == true)
        try await host.settle()
        #expect(stack.itemViewControllers.count == 2)
        try await host.click(cancel)
        #expect(stack.itemViewControllers.count == 1)
        #expect(log.events == ["save", "cancel"])
        #expect(stack.trailingButton?.isVisible == true && stack.leadingButton?.isVisible == false)
    }

    @Test("a hidden bar hides the stack's header bar; Alt+Left still goes back")
    func hiddenOwnBar() async throws {
        let log = BarLog()
        let (_, host) = try await UITestHost.container(BarWorkflow(stack: ["root", "full"], log: log))
        defer { host.close() }
        let stack = try host.find(controller: BackStackViewController.self)
        #expect(stack.headerBar?.isVisible == false)
        #expect(host.findAll(HeaderBar.self).isEmpty, "no header bar shows")
        try await host.screenshot(to: "/tmp/workflowgtk-backstack-hidden-bar.png")
        #expect(stack.shortcuts?.activate(trigger: "<Alt>Left") == true)
        try await host.settle()
        #expect(log.events == ["back"] && stack.itemViewControllers.count == 1)
        #expect(stack.headerBar?.isVisible == true)
    }

    @Test("in a window with a WindowHeaderBar the stack's bar is the window's one header bar; hidden hides it; Alt+Left from the header bar goes back")
    func mergedIntoWindowHeaderBar() async throws {
        let host = try await UITestHost(widget: nil, width: 600, height: 400)
        defer { host.close() }
        let shared = WindowHeaderBar.install(on: host.window)
        let windowBar = try #require(shared.headerBar)
        let log = BarLog()
        let container = ContainerViewController(workflow: BarWorkflow(stack: ["root", "detail"], log: log))
        host.window.child = container.view
        try await host.wait(for: "the stack's bar in the window's header bar") { windowBar.titleWidget != nil }
        let stack = try #require(container.rootViewController.currentViewController as? BackStackViewController)
        #expect(stack.headerBar?.isVisible == false, "the stack's own header bar stays hidden")
        #expect(host.findAll(HeaderBar.self).count == 1, "one header bar in the window")
        #expect(host.findAll(HeaderBar.self).first === windowBar)
        let back = try host.find(Button.self, accessibleName: "Back")
        #expect(windowBar.contains(back) && shared.isShowing(stack.view))
        #expect((windowBar.titleWidget as Widget?) === stack.titleLabel && stack.titleLabel?.text == "Detail")
        try await host.screenshot(to: "/tmp/workflowgtk-backstack-window-bar.png")

        // Alt+Left with the focus in the header bar (on the back button) goes back.
        back.grabFocus()
        try await host.press("<Alt>Left")
        try await host.wait(for: "the workflow to pop") { stack.itemViewControllers.count == 1 }
        #expect(log.events == ["back"])
        #expect(back.isVisible == false && stack.titleLabel?.text == "Home")
        #expect(try host.find(Button.self, accessibleName: "Add") === stack.trailingButton)

        // A hidden bar hides the window's header bar.
        try await host.click(host.find(Button.self, label: "Page root"))
        try await host.wait(for: "the window's header bar to hide") { !windowBar.isVisible }
        #expect(host.findAll(HeaderBar.self).isEmpty)
        try await host.screenshot(to: "/tmp/workflowgtk-backstack-window-bar-hidden.png")
    }

    @Test("two tabs' back stacks share the window's header bar: the shown tab's bar is in it")
    func tabsShareWindowHeaderBar() async throws {
        func stack(_ name: String) -> BackStackScreen {
            BackStackScreen(items: [.init(key: name, screen: ButtonScreen(title: "In \(name)"), title: name,
                                          bar: .visible(trailingItem: BarButton(.text("New \(name)")) {}))])
        }
        let tabs = TabScreen(pages: [.init(key: "a", title: "First", screen: stack("Mail")),
                                     .init(key: "b", title: "Second", screen: stack("Notes"))])
        let host = try await UITestHost(widget: nil, width: 600, height: 400)
        defer { host.close() }
        let shared = WindowHeaderBar.install(on: host.window)
        let windowBar = try #require(shared.headerBar)
        let root = DescribedViewController(screen: tabs, environment: .empty)
        host.window.child = root.view
        try await host.wait(for: "the first tab's bar in the window's header bar") { windowBar.titleWidget != nil }
        #expect(host.findAll(HeaderBar.self).count == 1)
        #expect(windowBar.contains(try host.find(Button.self, label: "New Mail")))
        #expect(host.findAll(Button.self, label: "New Notes").isEmpty)
        let tabController = try #require(root.currentViewController as? TabViewController)
        tabController.selectPageAsUser(1)
        try await host.wait(for: "the second tab's bar") { !host.findAll(Button.self, label: "New Notes").isEmpty }
        #expect(windowBar.contains(try host.find(Button.self, label: "New Notes")))
        #expect(host.findAll(Button.self, label: "New Mail").isEmpty, "the hidden tab's bar left the header bar")
        #expect(host.findAll(HeaderBar.self).count == 1)
    }
}
