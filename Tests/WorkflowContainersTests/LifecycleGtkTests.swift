import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// Widget identity through reorders, orientation changes and teardown (Xvfb).
@MainActor
@Suite("Container lifecycle on GTK", .gtk)
struct LifecycleGtkTests {
    private func tabs(_ keys: [String], selected: Int = 0, onSelect: ((Int) -> Void)? = nil) -> TabScreen {
        TabScreen(pages: keys.map { .init(key: $0, title: $0.capitalized, screen: TextScreen(text: $0)) },
                  selectedIndex: selected, onSelect: onSelect)
    }

    @Test("tabs keep their page widgets through reorders, insertions and removals; the switcher follows")
    func tabReorder() async throws {
        var reports: [Int] = []
        let controller = TabViewController(screen: tabs(["home", "scan", "more"], onSelect: { reports.append($0) }), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        let stack = try #require(controller.stack)
        let before = controller.pageViewControllers.map { $0.view.identity }
        controller.update(screen: tabs(["more", "home", "new", "scan"], selected: 1, onSelect: { reports.append($0) }), environment: .empty)
        let after = controller.pageViewControllers.map { $0.view.identity }
        #expect(after[0] == before[2] && after[1] == before[0] && after[3] == before[1])
        #expect(stack.children.map(\.identity) == after, "the stack's pages are in the screen's order")
        let dump = try #require(controller.switcher).dumpTree()
        let titles = dump.split(separator: "\n").compactMap { line in line.split(separator: "\"").dropFirst().first.map(String.init) }
        #expect(titles == ["More", "Home", "New", "Scan"], "switcher: \(dump)")
        #expect(controller.visibleIndex == 1 && stack.visibleChild?.identity == before[0])
        controller.update(screen: tabs(["home"], onSelect: { reports.append($0) }), environment: .empty)
        #expect(stack.children.map(\.identity) == [before[0]])
        #expect(try #require(controller.switcher).children.count == 1)
        #expect(reports.isEmpty, "programmatic changes are never reported as a user's switch")
    }

    @Test("a split can turn vertical and keeps its widgets")
    func verticalSplit() async throws {
        typealias Split = SplitScreen<TextScreen, TextScreen>
        let controller = SplitScreenViewController(screen: Split(leadingScreen: TextScreen(text: "top"), trailingScreen: TextScreen(text: "bottom")),
                                                   environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 400, height: 600)
        defer { host.close() }
        let paned = try #require(controller.paned)
        controller.update(screen: Split(leadingScreen: TextScreen(text: "top"), trailingScreen: TextScreen(text: "bottom"),
                                        ratio: .quarter, orientation: .vertical), environment: .empty)
        #expect(paned.orientation == .vertical)
        #expect(controller.paned?.identity == paned.identity)
        let leading = controller.leadingViewController.view
        #expect(await UILoop.wait(until: {
            abs(Double(leading.allocatedHeight) / Double(max(controller.availableLength ?? 1, 1)) - 0.25) < 0.01
                && leading.allocatedWidth == controller.view.allocatedWidth
        }), "a quarter of the height: \(leading.allocatedHeight) of \(controller.availableLength ?? -1)")
        try await host.screenshot(to: "/tmp/workflowgtk-split-vertical.png")
    }

    @Test("releasing a modal container destroys its modal windows")
    func modalTeardown() async throws {
        let column = Box(.vertical)
        let host = try await UITestHost(widget: column, width: 600, height: 400)
        defer { host.close() }
        let baseline = Window.toplevelCount
        var released = false
        do {
            let controller = ModalContainerViewController(screen: ModalContainerScreen(
                baseScreen: TextScreen(text: "base"),
                modals: [.init(key: "m", screen: TextScreen(text: "modal"), title: "Modal")]), environment: .empty)
            column.append(controller.view)
            #expect(await UILoop.wait(until: { controller.presentations.first?.window?.isDrawable == true }))
            #expect(Window.toplevelCount == baseline + 1)
            controller.view.onFinalize { released = true }
            controller.removeFromParent()
        }
        #expect(await UILoop.wait(until: { Window.toplevelCount == baseline }), "the modal window was destroyed")
        #expect(await UILoop.wait(until: { released }), "the container's view was finalized")
    }
}
