import Gtk
import GtkTestSupport
import Testing
import WorkflowUI
import WorkflowUITesting

// Controllers whose view is their own widget (`ViewController.loadViewWidget()`), written as
// another package would: public API only (no `@testable`).

/// A screen of another kind, shown by a controller whose view is one button.
struct OwnButtonScreen: Screen {
    var title: String

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        OwnButtonViewController.description(for: self, environment: environment)
    }
}

/// Shows `OwnButtonScreen` in a button that is the controller's view.
final class OwnButtonViewController: ScreenViewController<OwnButtonScreen> {
    private(set) var button: Button?

    override func loadViewWidget() -> Widget? {
        let button = Button(label: screen.title)
        self.button = button
        return button
    }

    override func screenDidChange(from previousScreen: OwnButtonScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        button?.label = screen.title
    }
}

/// A container-view controller (the default) that embeds two own-widget children.
final class TwoLabelsViewController: ScreenViewController<OwnLabelScreen> {
    let first = OwnLabelViewController(screen: OwnLabelScreen(text: "first"), environment: .empty)
    let second = OwnLabelViewController(screen: OwnLabelScreen(text: "second"), environment: .empty)
    private(set) var box: Box?

    override func viewDidLoad() {
        super.viewDidLoad()
        let box = Box(.vertical)
        self.box = box
        view.append(box)
        addChild(first)
        box.append(first.viewWidget)
        embed(second)
    }
}

@MainActor
@Suite("A controller whose view is its own widget", .gtk)
struct OwnWidgetViewControllerTests {
    @Test("it is built with its widget as the view, updated in place, and replaced by kind in the same place")
    func builtUpdatedReplaced() async throws {
        let host = try await UITestHost(screen: OwnLabelScreen(text: "one"))
        defer { host.close() }
        let described = try #require(host.rootViewController as? DescribedViewController)
        let controller = try #require(described.currentViewController as? OwnLabelViewController)
        let label = try #require(controller.label)
        #expect(controller.viewWidget === label, "the label is the controller's view widget")
        #expect(label.parent === described.view, "the label sits in the host's container directly, no LayoutContainer of its own")
        #expect(controller.didLoadCount == 1)
        #expect(try host.find(Label.self, label: "one") === label)

        try await host.update(screen: OwnLabelScreen(text: "two"))
        #expect(described.currentViewController === controller, "updated in place")
        #expect(controller.label === label && label.text == "two")
        #expect(host.findAll(Label.self, label: "two").count == 1)
        #expect(controller.didLoadCount == 1)

        let before = host.counters
        try await host.update(screen: OwnButtonScreen(title: "three"))
        let replacement = try #require(described.currentViewController as? OwnButtonViewController)
        let button = try #require(replacement.button)
        #expect(host.counters.replacements == before.replacements + 1)
        #expect(button.parent === described.view, "the new widget takes the old one's place")
        #expect(label.parent == nil, "the replaced controller's widget left the tree")
        #expect(controller.parent == nil)
        #expect(host.findAll(Label.self, label: "two").isEmpty)
        #expect(host.findAll(Button.self, label: "three").count == 1)

        try await host.update(screen: OwnButtonScreen(title: "four"))
        #expect(described.currentViewController === replacement && replacement.button?.label == "four")
    }

    @Test("a controller with its own widget as the root of a host window is that widget")
    func rootController() async throws {
        let controller = OwnLabelViewController(screen: OwnLabelScreen(text: "root"), environment: .empty)
        #expect(!controller.isViewLoaded, "no widget before the view is asked for")
        let host = try await UITestHost(viewController: controller, width: 200, height: 100)
        defer { host.close() }
        let label = try #require(controller.label)
        #expect(controller.isViewLoaded)
        #expect(label.parent === host.window, "the window's child is the label itself")
        #expect(controller.bounds.width == label.allocatedWidth && controller.bounds.width > 0,
                "bounds is the widget's allocation")
    }

    @Test("embed and addChild place an own-widget child's widget, with no container in between")
    func embedded() async throws {
        let parent = TwoLabelsViewController(screen: OwnLabelScreen(text: "parent"), environment: .empty)
        let host = try await UITestHost(viewController: parent, width: 200, height: 100)
        defer { host.close() }
        let box = try #require(parent.box)
        #expect(parent.first.label?.parent === box)
        #expect(parent.second.label?.parent === parent.view)
        #expect(parent.children.count == 2)
        parent.second.removeFromParent()
        try await host.settle()
        #expect(parent.second.label?.parent == nil, "removeFromParent takes the own widget out of the tree")
        #expect(host.findAll(Label.self, label: "second").isEmpty)
    }

    @Test("reading view on an own-widget controller wraps its widget once, for containers that place view")
    func viewWrapsTheWidget() async throws {
        let controller = OwnLabelViewController(screen: OwnLabelScreen(text: "wrapped"), environment: .empty)
        let view = controller.view
        let label = try #require(controller.label)
        #expect(label.parent === view)
        #expect(controller.viewWidget === view, "once view exists, it is what containers place")
        #expect(controller.view === view && controller.didLoadCount == 1)
        let host = try await UITestHost(viewController: controller, width: 200, height: 100)
        defer { host.close() }
        #expect(view.parent === host.window)
        #expect(host.findAll(Label.self, label: "wrapped").count == 1)
    }

    @Test("a default controller's view widget is its view")
    func defaultControllerUnchanged() async throws {
        let controller = DescribedViewController(screen: OwnLabelScreen(text: "inner"), environment: .empty)
        #expect(controller.viewWidget === controller.view)
        let inner = try #require(controller.currentViewController as? OwnLabelViewController)
        #expect(inner.label?.parent === controller.view)
    }
}
