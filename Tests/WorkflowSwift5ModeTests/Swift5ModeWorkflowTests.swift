import Testing
import Workflow
import WorkflowTesting

// This target is compiled in the Swift 5 language mode (Package.swift), as an app not yet on
// Swift 6 is. The workflow is written as workflow-swift's samples are: the conformance on the
// type, `makeInitialState`, the action's `apply` and `render` in plain extensions. It
// compiles only when those extensions are main-actor isolated (`Workflow` and
// `WorkflowAction` are `@MainActor` protocols).

struct LoginWorkflow: Workflow {
    var service: String
}

extension LoginWorkflow {
    struct State: Equatable {
        var email = ""
        var attempts = 0
        var token: String?
    }

    func makeInitialState() -> State { State() }
}

extension LoginWorkflow {
    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = LoginWorkflow
        case emailChanged(String)
        case logIn
        case authorized(String)
    }

    enum Output: Equatable {
        case loggedIn(token: String)
    }
}

extension LoginWorkflow.Action {
    func apply(toState state: inout LoginWorkflow.State,
               context: ApplyContext<LoginWorkflow>) -> LoginWorkflow.Output? {
        switch self {
        case .emailChanged(let email):
            state.email = email
            return nil
        case .logIn:
            state.attempts += 1
            return nil
        case .authorized(let token):
            state.token = token
            return .loggedIn(token: "\(context[workflowValue: \.service]):\(token)")
        }
    }
}

extension LoginWorkflow {
    struct Rendering {
        var email: String
        var title: String
        var onEmailChanged: (String) -> Void
        var onLogIn: () -> Void
    }

    func render(state: State, context: RenderContext<LoginWorkflow>) -> Rendering {
        let title = LoginTitleWorkflow(service: service).rendered(in: context)
        if state.attempts > 0 {
            AuthorizationWorker(email: state.email).running(in: context, key: "authorize") { Action.authorized($0) }
        }
        let sink = context.makeSink(of: Action.self)
        return Rendering(
            email: state.email,
            title: title,
            onEmailChanged: { sink.send(.emailChanged($0)) },
            onLogIn: { sink.send(.logIn) }
        )
    }
}

struct LoginTitleWorkflow: Workflow {
    var service: String
}

extension LoginTitleWorkflow {
    typealias State = Void

    func render(state: Void, context: RenderContext<LoginTitleWorkflow>) -> String {
        "Log in to \(service)"
    }
}

struct AuthorizationWorker: Worker, Equatable {
    var email: String
}

extension AuthorizationWorker {
    func run() async -> String { "token-\(email.count)" }
}

@MainActor
@Suite("workflow-swift style in the Swift 5 language mode")
struct Swift5ModeWorkflowTests {
    @Test("render in an extension renders a child and makes a sink (Swift 5 mode)")
    func renderAndSink() {
        LoginWorkflow(service: "mail")
            .renderTester()
            .expectWorkflow(type: LoginTitleWorkflow.self, producingRendering: "Log in to mail")
            .render { rendering in
                #expect(rendering.title == "Log in to mail")
                rendering.onEmailChanged("ada@example.com")
            }
            .assert(action: LoginWorkflow.Action.emailChanged("ada@example.com"))
            .assert(state: .init(email: "ada@example.com", attempts: 0, token: nil))
    }

    @Test("render in an extension runs a worker whose output is applied (Swift 5 mode)")
    func workerOutput() {
        LoginWorkflow(service: "mail")
            .renderTester(initialState: .init(email: "ada@example.com", attempts: 1, token: nil))
            .expectWorkflow(type: LoginTitleWorkflow.self, producingRendering: "Log in to mail")
            .expectWorker(AuthorizationWorker(email: "ada@example.com"), mockingOutput: "t1", key: "authorize")
            .render()
            .assert(state: .init(email: "ada@example.com", attempts: 1, token: "t1"))
            .assert(output: .loggedIn(token: "mail:t1"))
    }

    @Test("a host runs the workflow and its worker (Swift 5 mode)", .timeLimit(.minutes(1)))
    func hostRunsWorker() async {
        let host = WorkflowHost(workflow: LoginWorkflow(service: "mail"))
        var outputs = host.outputs.makeAsyncIterator()
        host.rendering.onEmailChanged("ab")
        host.rendering.onLogIn()
        #expect(await outputs.next() == .loggedIn(token: "mail:token-2"))
        #expect(host.rendering.email == "ab")
    }
}
