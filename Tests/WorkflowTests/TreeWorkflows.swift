import Workflow

/// A child whose state counts increments and remembers the props it was created with.
struct ChildWorkflow: Workflow {
    var name: String

    struct State: Equatable {
        var count = 0
        var createdWith: String
        var previousNames: [String] = []
    }

    struct Rendering {
        var name: String
        var state: State
        var sink: Sink<Action>
    }

    enum Action: WorkflowAction, Sendable {
        typealias WorkflowType = ChildWorkflow
        case increment
        case finish(String)

        func apply(toState state: inout State) -> String? {
            switch self {
            case .increment:
                state.count += 1
                return nil
            case .finish(let text):
                return text
            }
        }
    }

    typealias Output = String

    func makeInitialState() -> State { State(createdWith: name) }

    func workflowDidChange(from previousWorkflow: ChildWorkflow, state: inout State) {
        if previousWorkflow.name != name {
            state.previousNames.append(previousWorkflow.name)
        }
    }

    func render(state: State, context: RenderContext<ChildWorkflow>) -> Rendering {
        Rendering(name: name, state: state, sink: context.makeSink(of: Action.self))
    }
}

/// A parent rendering children by key, with an optional side effect, mapping child output.
struct ParentWorkflow: Workflow {
    var log: EventLog

    struct State: Equatable {
        var childKeys: [String] = ["a"]
        var childName = "first"
        var runsSideEffect = true
        var received: [String] = []
    }

    struct Rendering {
        var children: [String: ChildWorkflow.Rendering]
        var state: State
        var update: StateMutationSink<ParentWorkflow>
    }

    typealias Output = String

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<ParentWorkflow>) -> Rendering {
        var children: [String: ChildWorkflow.Rendering] = [:]
        for key in state.childKeys {
            children[key] = ChildWorkflow(name: state.childName)
                .rendered(in: context, key: key) { output in
                    AnyWorkflowAction<ParentWorkflow> { state in
                        state.received.append(output)
                        return "parent saw \(output)"
                    }
                }
        }
        if state.runsSideEffect {
            let log = self.log
            context.runSideEffect(key: "effect") { lifetime in
                log.append("effect started")
                lifetime.onEnded { log.append("effect ended") }
            }
        }
        return Rendering(children: children, state: state, update: context.makeStateMutationSink())
    }
}
