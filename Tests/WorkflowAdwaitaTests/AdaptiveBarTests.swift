import Adw
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowAdwaita
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// What the bar items of `AdaptiveBarWorkflow` were asked to do, in order.
@MainActor
final class AdaptiveBarLog {
    var events: [String] = []
}

/// One page whose content is an adaptive back stack: the root has an "Add" item, "edit"
/// has Cancel (instead of back) and Save, "full" hides the header bar.
struct AdaptiveBarWorkflow: Workflow {
    typealias State = [String]

    var stack = ["root"]
    let log: AdaptiveBarLog

    func makeInitialState() -> [String] { stack }

    func render(state: [String], context: RenderContext<AdaptiveBarWorkflow>) -> AdaptivePageScreen {
        let sink = context.makeStateMutationSink()
        let log = log
        let items = state.map { key -> AdaptiveBackStackScreen.Item in
            let screen = StatusPageScreen(iconName: nil, title: "Page \(key)", actionTitle: "Full screen",
                                          onAction: { sink.send { $0.append("full") } })
            switch key {
            case "root":
                return .init(key: key, title: "Home", screen: screen, bar: .visible(
                    trailingItem: BarButton(.text("Add")) { sink.send { $0.append("edit") } }))
            case "edit":
                return .init(key: key, title: "Edit", screen: screen, bar: .visible(
                    leadingItem: .button(BarButton(.text("Cancel")) { log.events.append("cancel"); sink.send { $0.removeLast() } }),
                    trailingItem: BarButton(.icon("document-save-symbolic", accessibleName: "Save")) { log.events.append("save") }))
            default:
                return .init(key: key, title: "Full", screen: screen, bar: .hidden)
            }
        }
        let stack = AdaptiveBackStackScreen(items: items, onBack: { log.events.append("back"); sink.send { if $0.count > 1 { $0.removeLast() } } })
        return AdaptivePageScreen(title: "Notes", content: stack)
    }
}

/// The adaptive back stack's items configure the window's one header bar; Alt+Left goes
/// back wherever the header bar shows a back button, with the focus in the header bar too.
@MainActor
@Suite("WorkflowAdwaita bar configuration", .gtk)
struct AdaptiveBarTests {
    init() { Adwaita.initialize() }

    @Test("the top item's leading and trailing items show in the one header bar; a hidden bar hides it; Alt+Left then still goes back")
    func itemsInHeaderBar() async throws {
        let log = AdaptiveBarLog()
        let host = try await UITestHost(workflow: AdaptiveBarWorkflow(log: log), width: 600, height: 500)
        defer { host.close() }
        let page = try host.find(controller: AdaptivePageViewController.self)
        let header = try #require(page.headerBar)
        #expect(page.backButton?.isVisible == false && page.leadingButton?.isVisible == false)
        let add = try host.find(Button.self, label: "Add")
        #expect(add === page.trailingButton && add.accessibleLabel == "Add")

        try await host.click(add)
        #expect(page.windowTitle?.title == "Home" || page.windowTitle?.title == "Notes", "no way back: the page's title")
        #expect(page.backButton?.isVisible == false, "Cancel replaces the back button")
        let cancel = try host.find(Button.self, label: "Cancel")
        #expect(cancel === page.leadingButton)
        let save = try host.find(Button.self, accessibleName: "Save")
        #expect(save === page.trailingButton && save.iconName == "document-save-symbolic")
        try await host.click(save)
        #expect(log.events == ["save"])
        try await host.press("<Alt>Left")
        #expect(log.events == ["save"], "Alt+Left does not go back past Cancel")
        try await host.click(cancel)
        #expect(log.events == ["save", "cancel"])

        try await host.click(host.find(Button.self, label: "Full screen"))
        try await host.wait(for: "the header bar to hide") { !header.isVisible }
        #expect(host.findAll(Adw.HeaderBar.self).isEmpty)
        try await host.screenshot(to: "/tmp/workflowgtk-adaptive-hidden-bar.png")
        try await host.press("<Alt>Left")
        try await host.wait(for: "back to the root") { header.isVisible }
        #expect(log.events == ["save", "cancel", "back"])
        #expect(try host.find(Button.self, label: "Add") === page.trailingButton)
    }

    @Test("Alt+Left goes back from a folded split's detail with the focus in the header bar (as in the demo's library detail)")
    func altLeftFromFoldedSplitDetail() async throws {
        let host = try await UITestHost(workflow: AdaptiveAppWorkflow(initialState: .init(selected: 1, showsDetail: true)),
                                        width: 360, height: 640)
        defer { host.close() }
        let page = try host.find(controller: AdaptivePageViewController.self)
        let split = try host.find(controller: AdaptiveSplitViewController<BoxedListScreen, StatusPageScreen>.self)
        try await host.wait(for: "the folded split to show the detail") { split.isFolded && split.leaflet?.visibleChild === split.trailing.view }
        let back = try #require(page.backButton)
        #expect(back.isVisible)
        back.grabFocus()
        #expect(back.hasFocus, "the focus is in the header bar")
        try await host.press("<Alt>Left")
        try await host.wait(for: "the list to show again") { split.leaflet?.visibleChild === split.leading.view }
        #expect(back.isVisible == false)
    }
}
