import Testing
import Workflow
import WorkflowTesting

// Written as workflow-swift's samples are: the conformance is stated on the type, and
// everything else (state, initial state, `workflowDidChange`, actions, outputs, rendering)
// lives in plain extensions with no isolation annotation. This file compiles only when
// such extensions are main-actor isolated (`Workflow` and `WorkflowAction` are
// `@MainActor` protocols): `makeSink`, `rendered(in:)` and `running(in:)` are main-actor
// API.

// MARK: Workflow

struct WelcomeWorkflow: Workflow {
    var name: String
}

// MARK: State

extension WelcomeWorkflow {
    struct State: Equatable {
        var greeting: String
        var visits = 0
        var unread: Int?
    }

    func makeInitialState() -> State {
        State(greeting: "Welcome, \(name)")
    }

    func workflowDidChange(from previousWorkflow: WelcomeWorkflow, state: inout State) {
        if previousWorkflow.name != name { state.greeting = "Welcome, \(name)" }
    }
}

// MARK: Actions and outputs

extension WelcomeWorkflow {
    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = WelcomeWorkflow
        case visit
        case unreadLoaded(Int)
        case signOut
    }

    enum Output: Equatable {
        case signedOut(name: String)
    }
}

extension WelcomeWorkflow.Action {
    func apply(toState state: inout WelcomeWorkflow.State,
               context: ApplyContext<WelcomeWorkflow>) -> WelcomeWorkflow.Output? {
        switch self {
        case .visit:
            state.visits += 1
            return nil
        case .unreadLoaded(let count):
            state.unread = count
            return nil
        case .signOut:
            return .signedOut(name: context[workflowValue: \.name])
        }
    }
}

// MARK: Rendering

extension WelcomeWorkflow {
    struct Rendering {
        var greeting: String
        var badge: String
        var onVisit: () -> Void
        var onSignOut: () -> Void
    }

    func render(state: State, context: RenderContext<WelcomeWorkflow>) -> Rendering {
        let badge = UnreadBadgeWorkflow(count: state.unread ?? 0).rendered(in: context, key: "badge")
        UnreadCountWorker(mailbox: name).running(in: context, key: "unread") { Action.unreadLoaded($0) }
        let sink = context.makeSink(of: Action.self)
        return Rendering(
            greeting: state.greeting,
            badge: badge,
            onVisit: { sink.send(.visit) },
            onSignOut: { sink.send(.signOut) }
        )
    }
}

// MARK: Child workflow

struct UnreadBadgeWorkflow: Workflow {
    var count: Int
}

extension UnreadBadgeWorkflow {
    typealias State = Void

    func render(state: Void, context: RenderContext<UnreadBadgeWorkflow>) -> String {
        count == 0 ? "" : "\(count)"
    }
}

// MARK: Worker

struct UnreadCountWorker: Worker, Equatable {
    var mailbox: String
}

extension UnreadCountWorker {
    func run() async -> Int { mailbox.count }
}

// MARK: - Tests

@MainActor
@Suite("workflow-swift style: render, state and actions in extensions (Swift 6 mode)")
struct WorkflowSwiftStyleTests {
    @Test("render in an extension renders a child, runs a worker and makes a sink")
    func renderInExtension() {
        WelcomeWorkflow(name: "Ada")
            .renderTester()
            .expectWorkflow(type: UnreadBadgeWorkflow.self, key: "badge", producingRendering: "3") { badge in
                #expect(badge.count == 0)
            }
            .expectWorker(UnreadCountWorker(mailbox: "Ada"), mockingOutput: 3, key: "unread")
            .render { rendering in
                #expect(rendering.greeting == "Welcome, Ada")
                #expect(rendering.badge == "3")
            }
            .assert(state: .init(greeting: "Welcome, Ada", visits: 0, unread: 3))
    }

    @Test("a sink made in an extension's render applies the extension's action")
    func sinkFromExtension() {
        WelcomeWorkflow(name: "Ada")
            .renderTester(initialState: .init(greeting: "Hi", visits: 1, unread: 2))
            .expectWorkflow(type: UnreadBadgeWorkflow.self, key: "badge", producingRendering: "2")
            .expectWorker(UnreadCountWorker(mailbox: "Ada"), mockingOutput: nil, key: "unread")
            .render { rendering in rendering.onVisit() }
            .assert(action: WelcomeWorkflow.Action.visit)
            .assert(state: .init(greeting: "Hi", visits: 2, unread: 2))
            .assertNoOutput()
    }

    @Test("an action applied in an extension reads the props through its ApplyContext")
    func outputFromExtension() {
        WelcomeWorkflow(name: "Grace")
            .renderTester()
            .expectWorkflow(type: UnreadBadgeWorkflow.self, key: "badge", producingRendering: "")
            .expectWorker(UnreadCountWorker(mailbox: "Grace"), mockingOutput: nil, key: "unread")
            .render { rendering in rendering.onSignOut() }
            .assert(output: .signedOut(name: "Grace"))
    }

    @Test("makeInitialState and workflowDidChange in an extension run in a host")
    func hostRunsExtensionMethods() {
        let host = WorkflowHost(workflow: WelcomeWorkflow(name: "Ada"))
        #expect(host.rendering.greeting == "Welcome, Ada")
        host.update(workflow: WelcomeWorkflow(name: "Lin"))
        #expect(host.rendering.greeting == "Welcome, Lin")
    }

    @Test("a workflow value is made and compared off the main actor")
    nonisolated func workflowValuesAreNonisolated() async {
        let made = await Task.detached { WelcomeWorkflow(name: "Ada").name }.value
        #expect(made == "Ada")
        #expect(UnreadCountWorker(mailbox: "a") == UnreadCountWorker(mailbox: "a"))
    }
}
