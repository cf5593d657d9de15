@_spi(Testing) import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// Leak accounting with the debug registries: the tree's `updateCounters.liveControllers`
/// (controllers of the tested tree alive; 0 before the tree exists) and a `LiveObjectTracker` installed for each test (GObjects
/// the library created and GLib has not finalized, observed with weak refs, and live wrappers).
@MainActor
@Suite("Leak accounting", .gtk)
struct LeakTests {
    struct Counts: Equatable, CustomStringConvertible {
        var controllers: Int
        var gobjects: Int
        var wrappers: Int
        /// The counts now; `tree` is the tested controller tree's counters (nil before it exists).
        @MainActor init(_ tree: UpdateCounters?, _ tracker: LiveObjectTracker) {
            controllers = tree?.liveControllers ?? 0
            gobjects = tracker.createdGObjects
            wrappers = tracker.count
        }
        var description: String { "controllers=\(controllers) gobjects=\(gobjects) wrappers=\(wrappers)" }
    }

    /// Waits until the counts are back to `start` (finalization can wait for the loop).
    static func returnsTo(_ start: Counts, _ tree: UpdateCounters?, _ tracker: LiveObjectTracker) async -> Counts {
        await UILoop.wait(until: { Counts(tree, tracker) == start }, timeout: .seconds(10))
        return Counts(tree, tracker)
    }

    /// One screen of each kind, so that every update replaces the hosted controller.
    static let kinds: [ScreenTree] = [
        .text("text", emphasized: true),
        .count(1),
        .split(.text("left", emphasized: false), .button("right", enabled: true), ratio: 2, vertical: false, draggable: true),
        .tabs([.init(key: "a", title: "A", icon: nil, content: .entry("e", note: "n")),
               .init(key: "b", title: "B", icon: "go-home-symbolic", content: .count(2))], selected: 1),
        .stack([.init(key: "root", title: "Root", content: .button("b", enabled: false)),
                .init(key: "top", title: "Top", content: .any(.count(3)))], hasBack: true),
        .entry("entry", note: nil),
    ]

    @Test("10,000 replace cycles leave no controller and no GObject behind")
    func replaceCycles() async throws {
        let tracker = LiveObjectTracker()
        try await tracker.track { try await replaceCyclesTracked(tracker) }
    }

    func replaceCyclesTracked(_ tracker: LiveObjectTracker) async throws {
        let cycles = environmentInt("WORKFLOWGTK_REPLACE_CYCLES") ?? 10_000
        MainLoop.drainPending()
        let start = Counts(nil, tracker)
        var host: UITestHost? = try await UITestHost(widget: nil, width: 600, height: 400)
        var root: DescribedViewController? = DescribedViewController(screen: Self.kinds[0].screen(), environment: .empty)
        let tree = root!.updateCounters
        let replacementsBefore = tree.replacements
        host!.window.child = root!.view
        try await host!.settle()
        var steady: Counts?
        var heap: [Int] = []  // heap in use every 1/16 of the run (see ModalRetentionTests)
        for cycle in 1...cycles {
            root!.update(screen: Self.kinds[cycle % Self.kinds.count].screen(), environment: .empty)
            if cycle % 50 == 0 { MainLoop.drainPending() }
            if cycle == Self.kinds.count {  // back at the first kind: the steady state
                try await host!.settle()
                steady = Counts(tree, tracker)
            }
            if cycle % max(1, cycles / 16) == 0 {
                try await host!.settle()
                heap.append(ModalRetentionTests.heapInUse())
            }
        }
        // Memory kept per cycle outside the registries (Swift objects, closures, GLib data)
        // raises the heap's floor.
        let quarter = max(1, heap.count / 4)
        let floorStart = heap.prefix(quarter).min() ?? 0, floorEnd = heap.suffix(quarter).min() ?? 0
        let heapPerCycle = Double(floorEnd - floorStart) / Double(max(1, (heap.count - quarter) * max(1, cycles / 16)))
        print("leaks: replace cycles: heap floor \(floorStart) -> \(floorEnd) bytes (\(Int(heapPerCycle.rounded())) bytes per cycle)")
        // The heap floor moves by a few dozen bytes per cycle either way on a busy machine
        // (-21 to +51 seen); the leaks found so far kept 160+ bytes per cycle.
        #expect(heapPerCycle < 96, "each replace cycle keeps \(Int(heapPerCycle.rounded())) bytes")
        #expect(tree.replacements - replacementsBefore == cycles)
        // Back at the first kind again: the same counts as after the first rotation.
        root!.update(screen: Self.kinds[0].screen(), environment: .empty)
        try await host!.settle()
        let afterCycles = Counts(tree, tracker)
        #expect(afterCycles == steady, "\(cycles) replace cycles grew the live counts: \(steady.map(String.init(describing:)) ?? "-") -> \(afterCycles)")

        host!.close()
        host = nil
        root = nil
        let end = await Self.returnsTo(start, tree, tracker)
        #expect(end == start, "after tearing down: \(end), at start: \(start)")
        print("leaks: \(cycles) replace cycles; start \(start); steady \(steady.map(String.init(describing:)) ?? "-"); after cycles \(afterCycles); after teardown \(end)")
    }

    @Test("tearing down a whole ContainerViewController returns every count to where it started")
    func containerTeardown() async throws {
        let tracker = LiveObjectTracker()
        try await tracker.track { try await containerTeardownTracked(tracker) }
    }

    func containerTeardownTracked(_ tracker: LiveObjectTracker) async throws {
        var rng = SeededRandom(seed: 8)
        let trees = ScreenTreeGenerator.sequence(&rng, count: 40) + Self.kinds
        MainLoop.drainPending()
        let start = Counts(nil, tracker)
        var shown: UITestHost? = try await UITestHost(widget: nil, width: 800, height: 600)
        var container: ContainerViewController<TreeWalkWorkflow>? = ContainerViewController(workflow: TreeWalkWorkflow(trees: trees))
        let tree = container!.updateCounters
        weak let host = container!.host
        weak let root = container!.rootViewController
        shown!.window.child = container!.view
        try await shown!.settle()
        let steps = trees.count * 3
        for step in 1...steps {
            container!.host.rendering.leadingScreen.onTap()
            container!.flush()
            if step % 10 == 0 { try await shown!.settle() }
        }
        #expect(container!.host.rendering.leadingScreen.title == "Next \(steps)")
        let whileRunning = Counts(tree, tracker)
        #expect(whileRunning.controllers > start.controllers)

        shown!.close()
        shown = nil
        container = nil
        let end = await Self.returnsTo(start, tree, tracker)
        #expect(host == nil, "the WorkflowHost outlived its ContainerViewController")
        #expect(root == nil, "the root DescribedViewController outlived its ContainerViewController")
        #expect(end == start, "after tearing down: \(end), at start: \(start)")
        print("leaks: ContainerViewController with \(steps) updates; start \(start); while running \(whileRunning); after teardown \(end)")
    }
}
