import Testing
import Workflow

@MainActor
@Suite("Child workflows")
struct ChildTreeTests {
    @Test("a child rendered again with the same key keeps its state")
    func childReusedByKey() throws {
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()))
        try #require(host.rendering.children["a"] != nil)
        host.rendering.children["a"]?.sink.send(.increment)
        host.rendering.children["a"]?.sink.send(.increment)
        #expect(host.rendering.children["a"]?.state.count == 2)

        // A parent state change re-renders the parent; the child is reused, not recreated.
        host.rendering.update.send(\.childKeys, ["a", "b"])
        #expect(host.rendering.children["a"]?.state.count == 2)
        #expect(host.rendering.children["b"]?.state.count == 0)
    }

    @Test("reordered, inserted and removed children keep the state of their key")
    func reorderedChildrenKeepTheirState() {
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()))
        host.rendering.update.send(\.childKeys, ["a", "b", "c", "d"])
        for (times, key) in ["a", "b", "c", "d"].enumerated() {
            for _ in 0...times { host.rendering.children[key]?.sink.send(.increment) }
        }
        let orders: [[String]] = [
            ["d", "c", "b", "a"], ["x", "d", "c", "b", "a"], ["c", "a"], ["a", "y", "c", "b"], ["b", "c", "a", "d"],
            ["b", "c", "a", "d", "e"], ["b", "c", "a"], ["b", "c", "a", "d"], ["b", "c", "a", "d"],
        ]
        for keys in orders {
            host.rendering.update.send(\.childKeys, keys)
            #expect(host.rendering.children.keys.sorted() == keys.sorted())
        }
        // "a" and "c" were rendered in every pass; "b" and "d" were removed and came back fresh.
        #expect(host.rendering.children["a"]?.state.count == 1)
        #expect(host.rendering.children["c"]?.state.count == 3)
        #expect(host.rendering.children["b"]?.state.count == 0)
        #expect(host.rendering.children["d"]?.state.count == 0)
    }

    @Test("a child rendered under a new key starts from a fresh state")
    func newKeyGetsNewState() {
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()))
        host.rendering.children["a"]?.sink.send(.increment)
        host.rendering.update.send(\.childKeys, ["c"])
        #expect(host.rendering.children["a"] == nil)
        #expect(host.rendering.children["c"]?.state.count == 0)
        host.rendering.update.send(\.childKeys, ["a"])
        #expect(host.rendering.children["a"]?.state.count == 0)
    }

    @Test("children and side effects no longer rendered are torn down")
    func unrenderedChildrenAndSideEffectsTornDown() {
        let log = EventLog()
        let host = WorkflowHost(workflow: ParentWorkflow(log: log))
        #expect(log.events == ["effect started"])
        let oldChildSink = host.rendering.children["a"]!.sink

        host.rendering.update.send { state in
            state.childKeys = []
            state.runsSideEffect = false
        }
        #expect(log.events == ["effect started", "effect ended"])
        #expect(host.rendering.children.isEmpty)

        // The torn-down child's sink is dead: its actions are dropped, not applied.
        oldChildSink.send(.increment)
        #expect(host.counters.actionsDropped == 1)
    }

    @Test("a side effect keeps running while its key is rendered")
    func sideEffectRunsOnce() {
        let log = EventLog()
        let host = WorkflowHost(workflow: ParentWorkflow(log: log))
        host.rendering.update.send(\.childName, "second")
        host.rendering.update.send(\.childName, "third")
        #expect(host.counters.renderPasses == 3)
        #expect(log.events == ["effect started"])
        host.tearDown()
        #expect(log.events == ["effect started", "effect ended"])
    }

    @Test("workflowDidChange is called with the previous props")
    func workflowDidChangeOnPropsChange() {
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()))
        host.rendering.update.send(\.childName, "second")
        host.rendering.update.send(\.childName, "third")
        let child = host.rendering.children["a"]
        #expect(child?.name == "third")
        #expect(child?.state.createdWith == "first")
        #expect(child?.state.previousNames == ["first", "second"])
    }

    @Test("the root's workflowDidChange runs on host.update(workflow:)")
    func hostUpdateCallsWorkflowDidChange() {
        let host = WorkflowHost(workflow: ChildWorkflow(name: "one"))
        var renderings: [String] = []
        host.onRendering { renderings.append($0.name) }
        host.update(workflow: ChildWorkflow(name: "two"))
        #expect(renderings == ["two"])
        #expect(host.rendering.state.previousNames == ["one"])
        #expect(host.rendering.state.createdWith == "one")
    }

    @Test("a child's output becomes a parent action, and the parent's output reaches the host")
    func outputMappedToParent() {
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()))
        var outputs: [String] = []
        host.onOutput { outputs.append($0) }
        host.rendering.children["a"]?.sink.send(.finish("done"))
        #expect(host.rendering.state.received == ["done"])
        #expect(outputs == ["parent saw done"])
    }
}
