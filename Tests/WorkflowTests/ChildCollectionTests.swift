import Testing
import Workflow

/// Counts the `==` calls made on `CountedChild` props (a parent that visits a child with
/// reuse on compares its props; one that does not visit it does not) and records the
/// children torn down (their side effect's lifetime ended).
final class ComparisonProbe {
    var comparisons = 0
    var endedIDs: [Int] = []
}

/// A child with props (an id) whose comparisons are counted; its state counts bumps, and
/// an output is sent with `report`.
struct CountedChild: Workflow, @MainActor Equatable {
    let id: Int
    let probe: ComparisonProbe

    typealias State = Int
    typealias Output = String

    struct Rendering {
        var id: Int
        var value: Int
        var bump: StateMutationSink<CountedChild>
        var report: Sink<Report>
    }

    struct Report: WorkflowAction {
        typealias WorkflowType = CountedChild
        func apply(toState state: inout Int) -> String? { "child reported at \(state)" }
    }

    static func == (lhs: CountedChild, rhs: CountedChild) -> Bool {
        lhs.probe.comparisons += 1
        return lhs.id == rhs.id
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<CountedChild>) -> Rendering {
        context.runSideEffect(key: "alive") { lifetime in
            let probe = probe, id = id
            lifetime.onEnded { probe.endedIDs.append(id) }
        }
        return Rendering(id: id, value: state, bump: context.makeStateMutationSink(), report: context.makeSink(of: Report.self))
    }
}

/// Renders its collection of children (kept in its props) and records their outputs.
struct CollectionParent: Workflow {
    var children: ChildWorkflows<CountedChild>

    typealias State = [String]

    struct Rendering {
        var children: ChildRenderings<CountedChild.Rendering>
        var outputs: [String]
    }

    struct Record: WorkflowAction {
        typealias WorkflowType = CollectionParent
        var output: String
        func apply(toState state: inout [String]) -> Never? {
            state.append(output)
            return nil
        }
    }

    func makeInitialState() -> [String] { [] }

    func render(state: [String], context: RenderContext<CollectionParent>) -> Rendering {
        Rendering(children: context.render(children: children, outputMap: { Record(output: $0) }), outputs: state)
    }
}

/// The pre-existing form: one `render(workflow:key:)` per child, in a loop.
struct LoopParent: Workflow {
    var children: ChildWorkflows<CountedChild>

    typealias State = Void

    func render(state: Void, context: RenderContext<LoopParent>) -> [CountedChild.Rendering] {
        var renderings: [CountedChild.Rendering] = []
        for (position, key) in children.keys.enumerated() {
            renderings.append(children.workflows[position].rendered(in: context, key: key, outputMap: { _ in AnyWorkflowAction<LoopParent>.noAction }))
        }
        return renderings
    }
}

@MainActor
@Suite("Keyed child collections (partial rendering)")
struct ChildCollectionTests {
    static func children(_ ids: [Int], _ probe: ComparisonProbe) -> ChildWorkflows<CountedChild> {
        ChildWorkflows(ids.map { (key: "child \($0)", workflow: CountedChild(id: $0, probe: probe)) })
    }

    static let reuse = WorkflowHostOptions(reusesUnchangedChildRenderings: true)

    @Test("an action on one of 1,000 children renders the parent and that child, and visits no other child")
    func oneChildOfAThousand() {
        let probe = ComparisonProbe()
        let host = WorkflowHost(workflow: CollectionParent(children: Self.children(Array(0..<1000), probe)), options: Self.reuse)
        #expect(host.counters.nodesRendered == 1001)
        let before = host.rendering.children
        let comparisons = probe.comparisons
        before[500].bump.send { $0 += 1 }
        #expect(host.counters.renderPasses == 2)
        #expect(host.counters.nodesRendered == 1003, "the parent and child 500 only")
        #expect(probe.comparisons == comparisons, "no other child's props were compared: they were not visited")
        let after = host.rendering.children
        #expect(after.count == 1000 && after[500].value == 1 && after[499].value == 0 && after[501].value == 0)
        #expect(after.map(\.id) == Array(0..<1000))
        #expect(after.changedIndices(from: before) == Array(480..<512), "only the chunk holding child 500 is new")

        // The same with one child per render(workflow:) call visits (compares) all 1,000.
        let loopProbe = ComparisonProbe()
        let loop = WorkflowHost(workflow: LoopParent(children: Self.children(Array(0..<1000), loopProbe)), options: Self.reuse)
        let loopComparisons = loopProbe.comparisons
        loop.rendering[500].bump.send { $0 += 1 }
        #expect(loopProbe.comparisons - loopComparisons == 1000, "the loop form visits every child")
    }

    @Test("an action on a child with unchanged state renders nothing")
    func unchangedStateRendersNothing() {
        let probe = ComparisonProbe()
        let host = WorkflowHost(workflow: CollectionParent(children: Self.children(Array(0..<10), probe)), options: Self.reuse)
        host.rendering.children[3].bump.send { $0 += 0 }
        #expect(host.counters.renderPasses == 1)
        host.rendering.children[3].bump.send { $0 += 2 }
        host.rendering.children[7].bump.send { $0 += 1 }
        #expect(host.rendering.children.map(\.value) == [0, 0, 0, 2, 0, 0, 0, 1, 0, 0])
        #expect(host.counters.nodesRendered == 11 + 2 + 2)
    }

    @Test("a new collection is matched by key: kept children keep their state, new keys start, gone keys are torn down")
    func newCollectionMatchedByKey() {
        let probe = ComparisonProbe()
        let host = WorkflowHost(workflow: CollectionParent(children: Self.children([1, 2, 3], probe)), options: Self.reuse)
        host.rendering.children[1].bump.send { $0 = 20 }
        host.rendering.children[2].bump.send { $0 = 30 }
        host.update(workflow: CollectionParent(children: Self.children([3, 2, 4], probe)))
        let rendering = host.rendering.children
        #expect(rendering.map(\.id) == [3, 2, 4])
        #expect(rendering.map(\.value) == [30, 20, 0])
        #expect(rendering.keys == ["child 3", "child 2", "child 4"])
        #expect(rendering[key: "child 2"]?.value == 20)
        #expect(probe.endedIDs == [1], "child 1 is torn down, the others live on")
        // After the move, an action on a kept child still reaches it (found by key).
        rendering[1].bump.send { $0 += 1 }
        rendering[0].bump.send { $0 += 1 }
        #expect(host.rendering.children.map(\.value) == [31, 21, 0])
        #expect(host.nodeTree().children.map(\.info.key) == ["child 3", "child 2", "child 4"],
                "the inspector lists the collection's children as the parent's")
    }

    @Test("outputs of the children reach the parent through its output mapping")
    func outputsReachTheParent() {
        let probe = ComparisonProbe()
        let host = WorkflowHost(workflow: CollectionParent(children: Self.children([1, 2], probe)), options: Self.reuse)
        host.rendering.children[1].bump.send { $0 = 5 }
        host.rendering.children[1].report.send(.init())
        #expect(host.rendering.outputs == ["child reported at 5"])
        #expect(host.rendering.children[1].value == 5)
    }

    @Test("with rendering reuse off (the default) every child renders in every pass, as with render(workflow:)")
    func reuseOffRendersEveryChild() {
        let probe = ComparisonProbe()
        let host = WorkflowHost(workflow: CollectionParent(children: Self.children(Array(0..<5), probe)))
        #expect(host.counters.nodesRendered == 6)
        host.rendering.children[2].bump.send { $0 += 1 }
        #expect(host.counters.nodesRendered == 12)
        #expect(host.rendering.children.map(\.value) == [0, 0, 1, 0, 0])
    }

    @Test("tearing down the parent tears down every child of the collection")
    func teardown() {
        let probe = ComparisonProbe()
        let host = WorkflowHost(workflow: CollectionParent(children: Self.children([1, 2, 3], probe)), options: Self.reuse)
        host.update(workflow: CollectionParent(children: Self.children([], probe)))
        #expect(probe.endedIDs.sorted() == [1, 2, 3])
        #expect(host.rendering.children.isEmpty)
    }
}
