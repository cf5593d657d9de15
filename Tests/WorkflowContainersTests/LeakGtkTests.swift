import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import Workflow
import WorkflowContainers
import WorkflowUI

/// Popped, removed and replaced children are released, with their GTK widgets (Xvfb).
@MainActor
@Suite("Container releases on GTK", .gtk)
struct LeakGtkTests {
    private final class Weak { weak var value: ViewController?; init(_ value: ViewController) { self.value = value } }

    @Test("20 pushes then 20 pops release every pushed controller and its widget tree")
    func pushPopReleases() async throws {
        func screen(_ depth: Int) -> BackStackScreen {
            BackStackScreen(items: (0...depth).map { .init(key: $0, screen: TextScreen(text: "level \($0)"), title: "Level \($0)") },
                            onBack: {})
        }
        let controller = BackStackViewController(screen: screen(0), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        let live = controller.updateCounters.liveControllers
        var pushed: [Weak] = []
        var finalized = 0
        for depth in 1...20 {
            controller.update(screen: screen(depth), environment: .empty)
            let top = controller.topViewController
            top.view.onFinalize { finalized += 1 }
            pushed.append(Weak(top))
        }
        #expect(pushed.allSatisfy { $0.value != nil }, "the pushed controllers are alive")
        for depth in stride(from: 19, through: 0, by: -1) {
            controller.update(screen: screen(depth), environment: .empty)
        }
        #expect(await UILoop.wait(until: { !controller.hasRetiringItems }))
        #expect(await UILoop.wait(until: { pushed.allSatisfy { $0.value == nil } }), "popped controllers were released")
        #expect(await UILoop.wait(until: { finalized == 20 }), "their widgets were finalized: \(finalized)")
        #expect(controller.updateCounters.liveControllers == live, "the popped controllers left this tree's count")
        #expect(controller.stack?.children.count == 1)
    }

    @Test("removed tabs and replaced split sides are released")
    func tabsAndSplitRelease() async throws {
        let tabs = TabViewController(screen: TabScreen(pages: [
            .init(key: "a", title: "A", screen: TextScreen(text: "a")),
            .init(key: "b", title: "B", screen: TextScreen(text: "b")),
        ]), environment: .empty)
        let split = SplitScreenViewController(screen: SplitScreen(leadingScreen: AnyScreen(TextScreen(text: "L")),
                                                                  trailingScreen: AnyScreen(TextScreen(text: "T"))), environment: .empty)
        let box = Box(.horizontal)
        box.isHomogeneous = true
        box.append(tabs.view)
        box.append(split.view)
        let host = try await UITestHost(widget: box, width: 600, height: 400)
        defer { host.close() }
        let removedTab = Weak(tabs.pageViewControllers[1])
        let replacedSide = Weak(split.leadingViewController.currentViewController)
        var widgetsFinalized = 0
        tabs.pageViewControllers[1].view.onFinalize { widgetsFinalized += 1 }
        split.leadingViewController.currentViewController.view.onFinalize { widgetsFinalized += 1 }
        tabs.update(screen: TabScreen(pages: [.init(key: "a", title: "A", screen: TextScreen(text: "a"))]), environment: .empty)
        split.update(screen: SplitScreen(leadingScreen: AnyScreen(CountScreen(count: 1)), trailingScreen: AnyScreen(TextScreen(text: "T"))),
                     environment: .empty)
        #expect(await UILoop.wait(until: { removedTab.value == nil && replacedSide.value == nil }))
        #expect(await UILoop.wait(until: { widgetsFinalized == 2 }))
        try await host.screenshot(to: "/tmp/workflowgtk-tabs-and-split.png")
    }
}
