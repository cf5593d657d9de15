import GtkTestSupport
import Testing
import WorkflowContainers
import WorkflowUI

/// Controller logic of the containers without a display: views stay unloaded.
@MainActor
@Suite("Containers without a display")
struct HeadlessControllerTests {
    private func backStack(_ keys: [String], onBack: (() -> Void)? = nil) -> BackStackScreen {
        BackStackScreen(items: keys.map { .init(key: $0, screen: TextScreen(text: $0), title: $0.uppercased()) }, onBack: onBack)
    }

    @Test("a push keeps the controllers below; a pop drops only the top")
    func backStackPushPop() throws {
        let controller = BackStackViewController(screen: backStack(["root", "list"]), environment: .empty)
        let lower = controller.itemViewControllers
        controller.update(screen: backStack(["root", "list", "detail"]), environment: .empty)
        #expect(controller.itemViewControllers.count == 3)
        #expect(controller.itemViewControllers[0] === lower[0] && controller.itemViewControllers[1] === lower[1])
        #expect(controller.children.count == 3)
        let top = try #require(controller.topViewController as? TextViewController)
        #expect(top.screen.text == "detail")
        controller.update(screen: backStack(["root", "list"]), environment: .empty)
        #expect(controller.itemViewControllers.map(ObjectIdentifier.init) == lower.map(ObjectIdentifier.init))
        #expect(controller.children.count == 2, "the popped controller is no longer a child")
        #expect(!controller.isViewLoaded)
    }

    @Test("an item whose kind changes under the same key is rebuilt; the others are updated")
    func backStackKind() throws {
        let controller = BackStackViewController(screen: backStack(["a", "b"]), environment: .empty)
        let first = try #require(controller.itemViewControllers[0] as? TextViewController)
        controller.update(screen: BackStackScreen(items: [
            .init(key: "a", screen: TextScreen(text: "a2")),
            .init(key: "b", screen: CountScreen(count: 3)),
        ]), environment: .empty)
        #expect(controller.itemViewControllers[0] === first)
        #expect(first.screen.text == "a2")
        #expect(controller.itemViewControllers[1] is CountViewController)
    }

    @Test("the back button shows only with more than one item, a handler and the top's consent")
    func backButtonRule() {
        #expect(!backStack(["a"], onBack: {}).isBackButtonVisible)
        #expect(backStack(["a", "b"], onBack: {}).isBackButtonVisible)
        #expect(!backStack(["a", "b"]).isBackButtonVisible)
        var screen = backStack(["a", "b"], onBack: {})
        screen.items[1].showsBackButton = false
        #expect(!screen.isBackButtonVisible)
        var backs = 0
        let controller = BackStackViewController(screen: backStack(["a", "b"], onBack: { backs += 1 }), environment: .empty)
        controller.goBack()
        #expect(backs == 1)
    }

    @Test("tabs reuse pages by key and kind across reorders")
    func tabsReorder() {
        func tabs(_ keys: [String], selected: Int = 0) -> TabScreen {
            TabScreen(pages: keys.map { .init(key: $0, title: $0, screen: TextScreen(text: $0)) }, selectedIndex: selected)
        }
        let controller = TabViewController(screen: tabs(["home", "scan"]), environment: .empty)
        let before = controller.pageViewControllers
        controller.update(screen: tabs(["scan", "home", "more"], selected: 2), environment: .empty)
        let after = controller.pageViewControllers
        #expect(after[0] === before[1] && after[1] === before[0])
        #expect(after.count == 3 && controller.children.count == 3)
        #expect(controller.visibleIndex == 2)
        #expect(TabScreen(pages: tabs(["a"]).pages, selectedIndex: 9).clampedSelectedIndex == 0)
    }

    @Test("each side of a split sees its side in the environment; a new leading kind replaces only the leading child")
    func splitSides() throws {
        let controller = SplitScreenViewController<AnyScreen, TextScreen>(
            screen: SplitScreen(leadingScreen: AnyScreen(TextScreen(text: "L")), trailingScreen: TextScreen(text: "T")),
            environment: .empty)
        let leading = try #require(controller.leadingViewController.currentViewController as? TextViewController)
        let trailing = try #require(controller.trailingViewController.currentViewController as? TextViewController)
        #expect(leading.environment.splitScreenSide == .leading)
        #expect(trailing.environment.splitScreenSide == .trailing)
        #expect(ViewEnvironment.empty.splitScreenSide == nil)
        controller.update(screen: SplitScreen(leadingScreen: AnyScreen(CountScreen(count: 1)), trailingScreen: TextScreen(text: "T2")),
                          environment: .empty)
        #expect(controller.leadingViewController.currentViewController is CountViewController)
        #expect(controller.trailingViewController.currentViewController === trailing)
        #expect(trailing.screen.text == "T2")
        #expect(controller.policy.requestedRatio == .third)
    }

    @Test("modals are matched by key; an alert becomes one modal whose close runs cancel")
    func modalsByKey() throws {
        func screen(_ keys: [String]) -> ModalContainerScreen<TextScreen> {
            ModalContainerScreen(baseScreen: TextScreen(text: "base"),
                                 modals: keys.map { .init(key: $0, screen: TextScreen(text: $0), title: $0) })
        }
        let controller = ModalContainerViewController(screen: screen(["one"]), environment: .empty)
        let one = try #require(controller.presentations.first)
        controller.update(screen: screen(["one", "two"]), environment: .empty)
        #expect(controller.presentations.count == 2 && controller.presentations[0] === one)
        controller.update(screen: screen(["two"]), environment: .empty)
        #expect(controller.presentations.map(\.key) == ["two"])
        #expect(one.contentViewController.parent == nil, "a dropped modal's content is released")

        var cancels = 0
        let alert = Alert(title: "Delete?", actions: [.init(title: "Cancel", style: .cancel) { cancels += 1 },
                                                     .init(title: "Delete", style: .destructive) {}])
        let container = AlertContainerScreen(baseScreen: TextScreen(text: "base"), alert: alert).modalContainerScreen
        #expect(container.modals.count == 1)
        container.modals[0].onClose?()
        #expect(cancels == 1)
        #expect(alert.cancelAction?.title == "Cancel" && alert.defaultAction == nil)
        #expect(AlertContainerScreen(baseScreen: TextScreen(text: "b")).modalContainerScreen.modals.isEmpty)
    }

    @Test("responder events have valid GTK action names")
    func actionNames() {
        #expect(AppEvent.didTapScan.actionName == "AppEvent.didTapScan")
        #expect(AppEvent.actionPrefix == "AppEvent")
    }
}
