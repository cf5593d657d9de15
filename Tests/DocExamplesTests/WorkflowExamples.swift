import InMemoryLogging
import Logging
import Testing
import Workflow
import WorkflowTesting

// The doc examples of Workflow and WorkflowTesting (doc comments and the Workflow article),
// compiled as written; DocExamplesTests runs them.

/// A counter whose screen has a tap: the `MyWorkflow` of WorkflowTesting's examples.
struct MyWorkflow: Workflow {
    struct State: Equatable {
        var count: Int
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = MyWorkflow
        case increment

        func apply(toState state: inout State) -> Never? {
            state.count += 1
            return nil
        }
    }

    struct Rendering {
        var child: String
        var onTap: () -> Void
    }

    func makeInitialState() -> State { State(count: 0) }

    func render(state: State, context: RenderContext<MyWorkflow>) -> Rendering {
        let child = ChildWorkflow().rendered(in: context, key: "child")
        let sink = context.makeSink(of: Action.self)
        return Rendering(child: child) { sink.send(.increment) }
    }
}

/// The child of `MyWorkflow`.
struct ChildWorkflow: Workflow {
    typealias State = Void
    func render(state: Void, context: RenderContext<ChildWorkflow>) -> String { "child" }
}

/// The Workflow article's counter.
struct CounterWorkflow: Workflow {
    enum Action: WorkflowAction {
        typealias WorkflowType = CounterWorkflow
        case increment

        func apply(toState state: inout Int) -> Never? {
            state += 1
            return nil
        }
    }

    struct Rendering {
        var count: Int
        var sink: Sink<Action>
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<CounterWorkflow>) -> Rendering {
        Rendering(count: state, sink: context.makeSink(of: Action.self))
    }
}

/// A text field whose name is cut to the workflow's maximum length: ApplyContext's example.
struct EditorWorkflow: Workflow {
    var maximumLength: Int

    struct State: Equatable {
        var name = ""
    }

    struct Rendering {
        var name: String
        var rename: Sink<Rename>
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<EditorWorkflow>) -> Rendering {
        Rendering(name: state.name, rename: context.makeSink(of: Rename.self))
    }
}

struct Rename: WorkflowAction {
    typealias WorkflowType = EditorWorkflow
    var text: String
    func apply(toState state: inout EditorWorkflow.State, context: ApplyContext<EditorWorkflow>) -> EditorWorkflow.Output? {
        state.name = String(text.prefix(context[workflowValue: \.maximumLength]))
        return nil
    }
}

/// A child that emits what it was given: `onOutput`'s example.
struct Child: Workflow {
    typealias State = Void
    typealias Output = String
    func render(state: Void, context: RenderContext<Child>) -> Sink<AnyWorkflowAction<Child>> {
        context.makeSink(of: AnyWorkflowAction<Child>.self)
    }
}

/// Keeps the last output of its `Child`.
struct ChildOutputWorkflow: Workflow {
    struct State {
        var lastOutput: String?
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<ChildOutputWorkflow>) -> (lastOutput: String?, child: Sink<AnyWorkflowAction<Child>>) {
        let rendering = Child().onOutput { state, output in
            state.lastOutput = output
            return nil
        }.rendered(in: context)
        return (state.lastOutput, rendering)
    }
}

/// Loads a number for a given id.
struct LoadWorker: Worker, Equatable {
    var id: Int
    func run() async -> Int { id * 10 }
}

/// Runs a `LoadWorker`: `running(in:key:)`'s example.
struct LoaderWorkflow: Workflow {
    var id: Int

    enum Action: WorkflowAction {
        typealias WorkflowType = LoaderWorkflow
        case loaded(Int)

        func apply(toState state: inout Int?) -> Never? {
            switch self {
            case .loaded(let value): state = value
            }
            return nil
        }
    }

    func makeInitialState() -> Int? { nil }

    func render(state: Int?, context: RenderContext<LoaderWorkflow>) -> Int? {
        LoadWorker(id: id).running(in: context, key: "load") { Action.loaded($0) }
        return state
    }
}

/// The examples that are statements, each as a function the tests call.
@MainActor
enum WorkflowDocExamples {
    /// The Workflow article's example: returns the count after one send.
    static func article() -> Int {
        let host = WorkflowHost(workflow: CounterWorkflow())
        host.onRendering { rendering in /* update the UI */ }
        host.rendering.sink.send(.increment)   // applied and re-rendered before `send` returns
        return host.rendering.count
    }

    /// WorkflowActionTester's example.
    static func actionTester() {
        MyWorkflow.Action
            .tester(withState: .init(count: 0))
            .send(action: .increment)
            .assert(state: .init(count: 1))
            .assertNoOutput()
    }

    /// RenderTester's example.
    static func renderTester() {
        MyWorkflow()
            .renderTester(initialState: .init(count: 0))
            .expectWorkflow(type: ChildWorkflow.self, key: "child", producingRendering: "child")
            .render { rendering in rendering.onTap() }
            .assert(state: .init(count: 1))
            .assertNoOutput()
    }

    /// WorkflowTestFailureReporter's example: an unexpected child is reported, not recorded.
    static func collectedFailures() -> [WorkflowTestFailure] {
        let failures = WorkflowTestFailureReporter.collectingFailures {
            _ = MyWorkflow().renderTester(initialState: .init(count: 0)).render { _ in }
        }.failures
        return failures
    }

    /// The logging example (WorkflowTesting's article): an action sent after its host is
    /// gone is dropped with one log line, kept by swift-log's `InMemoryLogHandler`.
    static func capturedLog() {
        let log = InMemoryLogHandler()
        var host: WorkflowHost<MyWorkflow>? = WorkflowHost(workflow: MyWorkflow(), logger: Logger(label: "test") { _ in log })
        let onTap = host!.rendering.onTap
        host = nil
        onTap()
        #expect(log.entries.count == 1)
    }
}

// MARK: - RenderContext.render(children:) (RenderContext+Children.swift)

/// A player of `PlayersWorkflow`'s example: a score it keeps.
struct PlayerWorkflow: Workflow, Equatable {
    var name: String
    typealias State = Int

    struct Rendering {
        var text: String
        var score: StateMutationSink<PlayerWorkflow>
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<PlayerWorkflow>) -> Rendering {
        Rendering(text: "\(name): \(state)", score: context.makeStateMutationSink())
    }
}

struct PlayersWorkflow: Workflow {
    let players: ChildWorkflows<PlayerWorkflow>
    typealias State = Void

    func render(state: Void, context: RenderContext<PlayersWorkflow>) -> ChildRenderings<PlayerWorkflow.Rendering> {
        context.render(children: players)
    }
}
