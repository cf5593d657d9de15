import Testing
import Workflow

/// An Equatable child whose rendering shows its props and count.
struct RowWorkflow: Workflow, Equatable {
    var label: String

    typealias State = Int

    struct Rendering {
        var text: String
        var increment: StateMutationSink<RowWorkflow>
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<RowWorkflow>) -> Rendering {
        Rendering(text: "\(label): \(state)", increment: context.makeStateMutationSink())
    }
}

/// Renders one row per label; the labels live in the parent's state.
struct RowsWorkflow: Workflow {
    typealias State = [String]

    struct Rendering {
        var rows: [RowWorkflow.Rendering]
        var labels: StateMutationSink<RowsWorkflow>
        var outputs: [String]
    }

    func makeInitialState() -> [String] { ["a", "b", "c"] }

    func render(state: [String], context: RenderContext<RowsWorkflow>) -> Rendering {
        let rows = state.enumerated().map { index, label in
            RowWorkflow(label: label).rendered(in: context, key: "\(index)")
        }
        return Rendering(rows: rows, labels: context.makeStateMutationSink(), outputs: [])
    }
}

@MainActor
@Suite("Rendering reuse")
struct RenderingReuseTests {
    @Test("by default every node renders in every pass")
    func everyNodeRendersByDefault() {
        let host = WorkflowHost(workflow: RowsWorkflow())
        #expect(host.counters.nodesRendered == 4)
        host.rendering.rows[1].increment.send { $0 += 1 }
        #expect(host.counters.renderPasses == 2)
        #expect(host.counters.nodesRendered == 8)
        #expect(host.rendering.rows.map(\.text) == ["a: 0", "b: 1", "c: 0"])
    }

    @Test("with reuse on, only the changed child and its ancestors render")
    func unchangedChildrenReused() {
        let host = WorkflowHost(workflow: RowsWorkflow(), options: .init(reusesUnchangedChildRenderings: true))
        #expect(host.counters.nodesRendered == 4)
        host.rendering.rows[1].increment.send { $0 += 1 }
        #expect(host.counters.renderPasses == 2)
        #expect(host.counters.nodesRendered == 6)
        #expect(host.rendering.rows.map(\.text) == ["a: 0", "b: 1", "c: 0"])

        // Changed props re-render that child only.
        host.rendering.labels.send { $0[2] = "z" }
        #expect(host.counters.nodesRendered == 8)
        #expect(host.rendering.rows.map(\.text) == ["a: 0", "b: 1", "z: 0"])

        // Reused rows keep working sinks.
        host.rendering.rows[0].increment.send { $0 += 5 }
        #expect(host.rendering.rows.map(\.text) == ["a: 5", "b: 1", "z: 0"])
    }
}

/// A stateless Equatable child.
struct LabelWorkflow: Workflow, Equatable {
    typealias State = Void
    var label: String

    func render(state: Void, context: RenderContext<LabelWorkflow>) -> String { label }
}

/// Renders stateless labels next to a counter kept in its own state.
struct LabelsWorkflow: Workflow {
    typealias State = Int

    struct Rendering {
        var labels: [String]
        var count: Int
        var update: StateMutationSink<LabelsWorkflow>
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<LabelsWorkflow>) -> Rendering {
        let labels = ["a", "b", state > 1 ? "many" : "c"].enumerated().map { index, label in
            LabelWorkflow(label: label).rendered(in: context, key: "\(index)")
        }
        return Rendering(labels: labels, count: state, update: context.makeStateMutationSink())
    }
}

@MainActor
@Test("with reuse on, stateless children with unchanged props are not rendered again")
func statelessChildrenReused() {
    let host = WorkflowHost(workflow: LabelsWorkflow(), options: .init(reusesUnchangedChildRenderings: true))
    #expect(host.counters.nodesRendered == 4)
    host.rendering.update.send { $0 += 1 }
    #expect(host.counters.nodesRendered == 5)
    #expect(host.rendering.labels == ["a", "b", "c"])
    host.rendering.update.send { $0 += 1 }
    #expect(host.counters.nodesRendered == 7)
    #expect(host.rendering.labels == ["a", "b", "many"])
}

/// A workflow type isolated to the main actor, as UI-facing code often is.
@MainActor
struct MainActorWorkflow: Workflow {
    typealias State = String

    func makeInitialState() -> String { "start" }

    func render(state: String, context: RenderContext<MainActorWorkflow>) -> (String, Sink<CounterWorkflow.Action>) {
        let counter = CounterWorkflow()
            .onOutput { (state: inout String, output: String) -> Never? in
                state = output
                return nil
            }
            .rendered(in: context)
        return ("\(state) \(counter.value)", counter.sink)
    }
}

@MainActor
@Test("a @MainActor workflow type conforms, and onOutput maps child outputs onto its state")
func mainActorWorkflowRenders() {
    let host = WorkflowHost(workflow: MainActorWorkflow())
    #expect(host.rendering.0 == "start 0")
    host.rendering.1.send(.increment)
    host.rendering.1.send(.emit("changed"))
    #expect(host.rendering.0 == "changed 1")
}

/// An Equatable child without stored properties, counting its `==` calls and renders.
struct EmptyPropsWorkflow: Workflow, Equatable {
    typealias State = Void
    /// How many times `==` ran (only this file's test uses this type).
    nonisolated(unsafe) static var comparisons = 0

    nonisolated static func == (lhs: EmptyPropsWorkflow, rhs: EmptyPropsWorkflow) -> Bool {
        comparisons += 1
        return true
    }

    func render(state: Void, context: RenderContext<EmptyPropsWorkflow>) -> String { "empty" }
}

/// Renders two `EmptyPropsWorkflow` children next to a counter.
struct EmptyPropsParent: Workflow {
    typealias State = Int

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<EmptyPropsParent>) -> (children: [String], count: Int, update: StateMutationSink<EmptyPropsParent>) {
        var children: [String] = []
        for key in ["a", "b"] { children.append(EmptyPropsWorkflow().rendered(in: context, key: key)) }
        return (children, state, context.makeStateMutationSink())
    }
}

@MainActor
@Test("with reuse on, a child without stored properties is reused without comparing its props")
func emptyPropsReusedWithoutComparison() {
    let host = WorkflowHost(workflow: EmptyPropsParent(), options: .init(reusesUnchangedChildRenderings: true))
    #expect(host.counters.nodesRendered == 3)
    EmptyPropsWorkflow.comparisons = 0
    host.rendering.update.send { $0 += 1 }
    host.rendering.update.send { $0 += 1 }
    #expect(host.rendering.count == 2)
    #expect(host.rendering.children == ["empty", "empty"])
    #expect(host.counters.nodesRendered == 5, "only the parent renders again: its children are reused")
    #expect(EmptyPropsWorkflow.comparisons == 0, "a type with one value needs no == to be known unchanged")
}
