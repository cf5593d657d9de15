import Testing
import Workflow
import WorkflowTesting

/// Written the way workflow-swift code is: a worker run with `running(in:key:)`, a child
/// whose outputs are ignored, and an action that reads the props through `ApplyContext`.
struct InboxWorkflow: Workflow {
    var pageSize: Int

    struct State: Equatable {
        var shown = 0
        var loaded: Int?
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = InboxWorkflow
        case showMore
        case loaded(Int)

        func apply(toState state: inout State, context: ApplyContext<InboxWorkflow>) -> Never? {
            switch self {
            case .showMore:
                state.shown += context[workflowValue: \.pageSize]
            case .loaded(let count):
                state.loaded = count
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<InboxWorkflow>) -> (title: String, showMore: () -> Void) {
        LoadWorker(id: 4).running(in: context, key: "count") { Action.loaded($0) }
        let title = EditorWorkflow(text: "Inbox").ignoringOutput().rendered(in: context, key: "title")
        let sink = context.makeSink(of: Action.self)
        return (title, { sink.send(.showMore) })
    }
}

@MainActor
@Suite("workflow-swift spellings in RenderTester")
struct WorkflowSwiftSpellingTests {
    @Test("expectWorker(_:mockingOutput:key:), expectWorkflowIgnoringOutput and verifyAction")
    func workflowSwiftSpellings() {
        InboxWorkflow(pageSize: 20)
            .renderTester()
            .expectWorker(LoadWorker(id: 4), mockingOutput: 9, key: "count")
            .expectWorkflowIgnoringOutput(type: EditorWorkflow.self, key: "title", producingRendering: "Inbox")
            .render { rendering in #expect(rendering.title == "Inbox") }
            .verifyAction(type: InboxWorkflow.Action.self) { action in #expect(action == .loaded(9)) }
            .assert(state: .init(shown: 0, loaded: 9))
    }

    @Test("WorkerWorkflow is expectable as a child without SPI")
    func workerWorkflowExpectable() {
        InboxWorkflow(pageSize: 20)
            .renderTester()
            .expectWorkflow(type: WorkerWorkflow<LoadWorker>.self, key: "count", producingRendering: ()) { worker in
                #expect(worker.worker == LoadWorker(id: 4))
            }
            .expectWorkflow(type: EditorWorkflow.self, key: "title", producingRendering: "Inbox")
            .render()
            .assertNoAction()
    }

    @Test("the render tester applies actions with the tested workflow's props in the ApplyContext")
    func renderTesterPassesProps() {
        InboxWorkflow(pageSize: 25)
            .renderTester()
            .expectWorker(LoadWorker(id: 4), mockingOutput: nil, key: "count")
            .expectWorkflowIgnoringOutput(type: EditorWorkflow.self, key: "title", producingRendering: "")
            .render { rendering in rendering.showMore() }
            .assert(state: .init(shown: 25, loaded: nil))
    }

    @Test("WorkflowActionTester passes a given workflow to apply(toState:context:)")
    func actionTesterPassesWorkflow() {
        InboxWorkflow.Action
            .tester(withState: .init(), workflow: InboxWorkflow(pageSize: 7))
            .send(action: .showMore)
            .send(action: .showMore)
            .assert(state: .init(shown: 14, loaded: nil))
    }

    @Test("verifyAction fails, naming the types, when the action is of another type or missing")
    func verifyActionFails() {
        let failures = WorkflowTestFailureReporter.collectingFailures {
            InboxWorkflow(pageSize: 1)
                .renderTester()
                .expectWorker(LoadWorker(id: 4), mockingOutput: nil, key: "count")
                .expectWorkflowIgnoringOutput(type: EditorWorkflow.self, key: "title", producingRendering: "")
                .render()
                .verifyAction(type: InboxWorkflow.Action.self) { _ in }
        }.failures
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("produced 0 actions") == true)
        #expect(failures.first?.message.contains("InboxWorkflow") == true)
    }
}
