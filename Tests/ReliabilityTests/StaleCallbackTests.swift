import Dispatch
import Gtk
import GtkTestSupport
import InMemoryLogging
import Logging
import Testing
import Workflow
import WorkflowContainers
import WorkflowTesting
import WorkflowUI
import WorkflowUITesting

/// Callbacks that fire after their workflow or controller is gone are dropped: a sink logs
/// one line per dropped action, a GTK signal handler finds its controller gone and does
/// nothing; nothing crashes.
@MainActor
@Suite("Stale callbacks", .gtk)
struct StaleCallbackTests {
    /// A one-counter workflow whose rendering carries a tap closure.
    struct TapWorkflow: Workflow {
        typealias State = Int
        func makeInitialState() -> Int { 0 }
        func render(state: Int, context: RenderContext<TapWorkflow>) -> ButtonScreen {
            let sink = context.makeStateMutationSink()
            return ButtonScreen(title: "taps \(state)", isEnabled: true) { sink.send { $0 += 1 } }
        }
    }

    /// A counter whose rendering is its state and a sink usable from any thread.
    struct CountingWorkflow: Workflow {
        typealias State = Int
        enum Action: WorkflowAction, Sendable {
            typealias WorkflowType = CountingWorkflow
            case increment
            func apply(toState state: inout Int) -> Never? { state += 1; return nil }
        }
        func makeInitialState() -> Int { 0 }
        func render(state: Int, context: RenderContext<CountingWorkflow>) -> (Int, Sink<Action>) {
            (state, context.makeSink(of: Action.self))
        }
    }

    @Test("a sink used after its host was deallocated drops the action with one log line")
    func sinkAfterHostGone() async {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        var host: WorkflowHost<TapWorkflow>? = WorkflowHost(workflow: TapWorkflow(), logger: logger)
        let tap = host!.rendering.onTap
        tap()
        #expect(host!.rendering.title == "taps 1")
        weak let weakHost = host
        host = nil
        #expect(weakHost == nil)
        tap()  // on the main actor
        #expect(log.entries.count == 1)
        // From a task on the main actor: the drop is logged when the send runs, not later.
        await Task { @MainActor in tap() }.value
        #expect(log.entries.count == 2, "one line per dropped action: \(log.entries.map(\.message.description))")
        #expect(log.entries.map(\.message.description).allSatisfy { $0.contains("Dropped action") && $0.contains("TapWorkflow") })
    }

    @Test("a sink sent from another thread after tearDown drops the action with one log line")
    func sinkFromThreadAfterTearDown() async {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let host = WorkflowHost(workflow: CountingWorkflow(), logger: logger)
        let sink = host.rendering.1
        host.tearDown()
        await Task.detached { sink.send(.increment) }.value
        // The send handed the action to the main queue (FIFO): a job queued after it runs
        // once the action was delivered (and dropped).
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        #expect(host.counters.actionsDropped == 1)
        #expect(host.counters.actionsApplied == 0)
        #expect(log.entries.count == 1)
    }

    @Test("a button clicked after its workflow was torn down: the controller's sink drops it with one log line")
    func signalIntoDeadWorkflow() async throws {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        var host: WorkflowHost<TapWorkflow>? = WorkflowHost(workflow: TapWorkflow(), logger: logger)
        let controller = DescribedViewController(screen: host!.rendering, environment: .empty)
        let shown = try await UITestHost(viewController: controller, width: 300, height: 200)
        defer { shown.close() }
        let button = try? #require((controller.currentViewController as? ButtonViewController)?.button)
        button?.click()
        #expect(host!.rendering.title == "taps 1")
        host = nil  // deinit tears the tree down
        button?.click()
        MainLoop.drainPending()
        #expect(log.entries.count == 1)
        #expect(log.entries.map(\.message.description).first?.contains("Dropped action") == true)
    }

    @Test("signals of widgets that outlive their controller are dropped without a crash")
    func signalsAfterControllerGone() async throws {
        var calls: [String] = []
        var button: Button?, backButton: Button?, tabStack: Stack?, paned: Paned?
        weak var weakButtons: ViewController?, weakStack: ViewController?, weakTabs: ViewController?, weakSplit: ViewController?
        do {
            let host = try await UITestHost(widget: nil, width: 600, height: 400)
            let column = Box(.vertical)
            host.window.child = column
            let buttons = ButtonViewController(
                screen: ButtonScreen(title: "tap", isEnabled: true) { calls.append("tap") }, environment: .empty)
            let stack = BackStackViewController(
                screen: BackStackScreen(items: [.init(key: "a", screen: TextScreen(text: "a")), .init(key: "b", screen: TextScreen(text: "b"))],
                                        onBack: { calls.append("back") }), environment: .empty)
            let tabs = TabViewController(
                screen: TabScreen(pages: [.init(key: "a", title: "A", screen: TextScreen(text: "a")),
                                          .init(key: "b", title: "B", screen: CountScreen(count: 1))],
                                  selectedIndex: 0, onSelect: { calls.append("select \($0)") }), environment: .empty)
            let split = SplitScreenViewController(
                screen: SplitScreen(leadingScreen: TextScreen(text: "l"), trailingScreen: TextScreen(text: "r"), isDividerDraggable: false),
                environment: .empty)
            for controller in [buttons, stack, tabs, split] as [ViewController] {
                controller.view.setSizeRequest(width: 300, height: 80)
                column.append(controller.view)
            }
            try await host.settle()
            (button, backButton, tabStack, paned) = (buttons.button, stack.backButton, tabs.stack, split.paned)
            // While the controllers live, the signals reach them.
            button?.click()
            backButton?.click()
            // A user switch to the second page (named right after the first: page names are
            // serial) reports the index and schedules a main-loop callback that will run after
            // the controller is gone.
            if let first = tabStack?.visibleChildName, let serial = Int(first.dropFirst("page-".count)) {
                let second = "page-\(serial + 1)"
                #expect(tabStack?.child(named: second) != nil, "the second tab page is not named \(second)")
                tabStack?.visibleChildName = second
            }
            #expect(calls == ["tap", "back", "select 1"])
            (weakButtons, weakStack, weakTabs, weakSplit) = (buttons, stack, tabs, split)
            host.close()
        }
        let allGone = { weakButtons == nil && weakStack == nil && weakTabs == nil && weakSplit == nil }
        await UILoop.wait(until: allGone)
        #expect(allGone(), "a controller outlived its window and its last reference")
        calls.removeAll()
        // The widgets are still alive (held here); their handlers find no controller.
        button?.click()
        backButton?.click()
        if let tabStack, let name = tabStack.visibleChildName, let serial = Int(name.dropFirst("page-".count)) {
            tabStack.visibleChildName = "page-\(serial - 1)"
        }
        paned?.position = 10
        // The tab switch defers its report to a main-loop timeout; a sentinel queued after it
        // runs once everything queued before it has run.
        var sentinelRan = false
        MainLoop.addTimeout(milliseconds: 0) { sentinelRan = true; return false }
        #expect(await UILoop.wait(until: { sentinelRan }), "the main loop did not reach the sentinel")
        MainLoop.drainPending()
        #expect(calls.isEmpty, "a handler reached a controller that is gone: \(calls)")
        #expect(button != nil && backButton != nil && tabStack != nil && paned != nil)
    }
}
