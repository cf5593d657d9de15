import Workflow

/// A root with a tab, notes, and two counters whose output (reaching 3) adds a note.
struct NotesWorkflow: Workflow {
    struct State: Equatable {
        var tab = 0
        var notes: [String] = []
    }

    enum Action: WorkflowAction, Codable, Equatable {
        typealias WorkflowType = NotesWorkflow
        case setTab(Int)
        case addNote(String)

        func apply(toState state: inout State) -> String? {
            switch self {
            case .setTab(let tab):
                state.tab = tab
                return nil
            case .addNote(let note):
                state.notes.append(note)
                return note == "quit" ? "quit" : nil
            }
        }
    }

    struct Rendering {
        var state: State
        var sink: Sink<Action>
        var steppers: [String: StepperWorkflow.Rendering]
        var mutate: StateMutationSink<NotesWorkflow>
    }

    typealias Output = String

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<Self>) -> Rendering {
        var steppers: [String: StepperWorkflow.Rendering] = [:]
        for key in ["left", "right"] {
            steppers[key] = StepperWorkflow().rendered(in: context, key: key) { (_: Int) in Action.addNote("\(key) reached 3") }
        }
        return Rendering(state: state, sink: context.makeSink(of: Action.self), steppers: steppers, mutate: context.makeStateMutationSink())
    }
}

/// A counter that outputs its count when it reaches 3.
struct StepperWorkflow: Workflow {
    struct Step: WorkflowAction, Codable, Equatable {
        typealias WorkflowType = StepperWorkflow
        var by: Int
        func apply(toState state: inout Int) -> Int? {
            state += by
            return state == 3 ? state : nil
        }
    }

    struct Rendering {
        var count: Int
        var sink: Sink<Step>
    }

    typealias Output = Int

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<Self>) -> Rendering {
        Rendering(count: state, sink: context.makeSink(of: Step.self))
    }
}
