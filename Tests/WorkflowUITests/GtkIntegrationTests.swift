import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import Workflow
import SeedScreens
import WorkflowUI

/// The WorkflowUI lifecycle against real GTK widgets (run under Xvfb by Scripts/test).
@MainActor
@Suite("WorkflowUI on GTK", .gtk)
struct GtkIntegrationTests {
    @Test("the same GtkWidget survives a same-kind update")
    func widgetIdentityKept() async throws {
        let described = DescribedViewController(screen: TextScreen(text: "one"), environment: .empty)
        let host = try await UITestHost(viewController: described, width: 600, height: 400)
        defer { host.close() }
        let controller = try #require(described.currentViewController as? TextViewController)
        let label = try #require(controller.label)
        let identity = label.identity
        let before = described.updateCounters.snapshot
        described.update(screen: TextScreen(text: "two"), environment: .empty)
        #expect(controller.label?.identity == identity)
        #expect(label.text == "two")
        #expect(described.view.children.first?.identity == controller.view.identity)
        let delta = described.updateCounters.snapshot.since(before)
        #expect(delta.builds == 0 && delta.viewsLoaded == 0 && delta.updates == 1)
    }

    @Test("a replacement takes the old widget's place and the old widget is released")
    func replacementAtSameIndex() async throws {
        let column = Box(.vertical)
        let top = Label("top"), bottom = Label("bottom")
        let described = DescribedViewController(screen: TextScreen(text: "a"), environment: .empty)
        column.append(top)
        column.append(described.view)
        column.append(bottom)
        let host = try await UITestHost(widget: column, width: 600, height: 400)
        defer { host.close() }
        var oldFinalized = false
        do {
            let old = try #require(described.currentViewController as? TextViewController)
            old.view.onFinalize { oldFinalized = true }
        }
        described.update(screen: CountScreen(count: 7), environment: .empty)
        let new = try #require(described.currentViewController as? CountViewController)
        #expect(described.view.children.map(\.identity) == [new.view.identity])
        #expect(column.children.map(\.identity) == [top.identity, described.view.identity, bottom.identity])
        #expect(new.label?.text == "count 7")
        #expect(oldFinalized, "the old controller's widget tree was finalized")
        await UILoop.wait(until: { new.view.isDrawable })
        #expect(new.view.isDrawable)
    }

    @Test("the layout hook receives bounds equal to the allocated size, also after a resize")
    func layoutBounds() async throws {
        let controller = RecordingDemoScreenViewController(screen: DemoScreen(title: "Hi", onTap: {}), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 300, height: 200)
        let window = host.window
        defer { host.close() }
        let first = try #require(controller.layoutBounds.last)
        #expect(first == Rect(width: controller.view.allocatedWidth, height: controller.view.allocatedHeight))
        #expect(controller.bounds == first)
        #expect(controller.tapButton.frameInParent == first, "the button's frame is the view's bounds")
        window.setDefaultSize(width: 520, height: 340)
        window.queueResize()
        #expect(await UILoop.wait(until: { controller.view.allocatedWidth > first.width }))
        let resized = try #require(controller.layoutBounds.last)
        #expect(resized.width > first.width)
        #expect(resized == Rect(width: controller.view.allocatedWidth, height: controller.view.allocatedHeight))
        #expect(controller.tapButton.frameInParent == resized)
    }

    @Test("a tap sends an action, the workflow re-renders, the same button shows the new title")
    func tapFlowEndToEnd() async throws {
        let container = ContainerViewController(workflow: DemoWorkflow())
        let host = try await UITestHost(viewController: container, width: 600, height: 400)
        defer { host.close() }
        let controller = try #require(container.rootViewController.currentViewController as? DemoScreenViewController)
        let button = controller.tapButton
        #expect(button.label == "Tapped 0 times")
        let before = container.updateCounters.snapshot
        let passes = container.host.counters
        for _ in 0..<3 {
            button.click()
            host.flush()  // each tap's pass now, not at the next frame
        }
        #expect(container.rootViewController.currentViewController === controller)
        #expect(controller.tapButton.identity == button.identity)
        #expect(button.label == "Tapped 3 times")
        let delta = container.updateCounters.snapshot.since(before)
        #expect(delta.builds == 0 && delta.replacements == 0 && delta.updates == 3 && delta.viewsLoaded == 0)
        #expect(container.host.counters.renderPasses == passes.renderPasses + 3)
        #expect(container.host.counters.actionsApplied == passes.actionsApplied + 3)
        // Keyboard activation goes through GTK's own signal emission on the main loop.
        #expect(button.activate())
        #expect(await UILoop.wait(until: { button.label == "Tapped 4 times" }))
        print("tap flow counters: \(container.updateCounters.snapshot.since(before)) host: \(container.host.counters)")
    }

    @Test("the empty-state controller shows its view model and its button calls the handler")
    func emptyState() async throws {
        var taps = 0
        let controller = EmptyStateViewController(viewModel: .init(
            message: "Nothing here yet", actionText: "Add an item", actionHandler: { taps += 1 }))
        #expect(!controller.isViewLoaded)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        #expect(controller.messageLabel?.text == "Nothing here yet")
        #expect(controller.actionButton?.label == "Add an item")
        controller.actionButton?.click()
        #expect(taps == 1)
    }

    @Test("the environment set on a ContainerViewController reaches the root screen's controller")
    func containerEnvironment() async throws {
        let container = ContainerViewController(workflow: DemoWorkflow())
        let controller = try #require(container.rootViewController.currentViewController as? DemoScreenViewController)
        container.environment = container.environment.setting(key: ThemeKey.self, to: "dark")
        #expect(controller.environment.theme == "dark")
    }
}
