import GtkTestSupport
import Testing
import Workflow
import WorkflowUI

/// Per-tree UI counters, headless.
@MainActor
@Suite("Update counters per controller tree")
struct UpdateCountersTests {
    @Test("two roots count apart; every controller of a tree reads its root's counters")
    func twoRootsCountApart() throws {
        let first = ContainerViewController(workflow: BumpingWorkflow(prefix: "a"))
        let second = ContainerViewController(workflow: BumpingWorkflow(prefix: "b"))
        #expect(first.updateCounters !== second.updateCounters)
        let leaf = try #require(first.rootViewController.currentViewController as? TextViewController)
        #expect(leaf.updateCounters === first.updateCounters)
        #expect(first.rootViewController.updateCounters === first.updateCounters)
        let secondBefore = second.updateCounters.snapshot
        let firstBefore = first.updateCounters.snapshot
        first.host.rendering.bump()
        first.host.rendering.bump()
        #expect(first.updateCounters.snapshot.since(firstBefore).updates == 2)
        #expect(second.updateCounters.snapshot == secondBefore, "the other window's counters did not move")
        #expect(first.updateCounters.liveControllers == 3 && second.updateCounters.liveControllers == 3)
    }

    @Test("a controller's counts move into the tree it joins; a removed one leaves the tree's live count when freed")
    func joiningAndLeaving() {
        let root = DescribedViewController(screen: TextScreen(text: "root"), environment: .empty)
        let rootCounters = root.updateCounters
        #expect(rootCounters.builds == 1 && rootCounters.liveControllers == 2)
        let before = rootCounters.snapshot
        do {
            let orphan = TextViewController.description(for: TextScreen(text: "x"), environment: .empty).buildViewController()
            #expect(orphan.updateCounters !== rootCounters)
            #expect(orphan.updateCounters.builds == 1 && orphan.updateCounters.updates == 1)
            root.addChild(orphan)
            #expect(orphan.updateCounters === rootCounters)
            let delta = rootCounters.snapshot.since(before)
            #expect(delta.builds == 1 && delta.updates == 1 && delta.liveControllers == 1, "\(delta)")
            orphan.removeFromParent()
        }
        #expect(rootCounters.liveControllers == 2, "the removed controller was freed and left the count")
    }
}
