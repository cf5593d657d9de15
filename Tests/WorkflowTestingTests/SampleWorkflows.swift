import Workflow

/// Sets the text state of a workflow whose state is a `String` (and that has no output).
struct Rename<WorkflowType: Workflow>: WorkflowAction, Equatable where WorkflowType.State == String, WorkflowType.Output == Never {
    var name: String
    func apply(toState state: inout String) -> Never? {
        state = name
        return nil
    }
}

/// A leaf that emits the text it was given.
struct EditorWorkflow: Workflow {
    var text: String
    typealias State = Void
    typealias Output = String
    func render(state: Void, context: RenderContext<EditorWorkflow>) -> String { text }
}

/// Loads a number.
struct LoadWorker: Worker, Equatable {
    var id: Int
    func run() async -> Int { id * 2 }
}

/// A screen-like workflow with a child, a worker, a side effect and a tap action.
struct DocumentWorkflow: Workflow {
    struct State: Equatable {
        var title: String
        var taps = 0
        var loaded: Int?
    }

    enum Output: Equatable {
        case closed
    }

    struct Rendering {
        var editor: String
        var onTap: () -> Void
        var onClose: () -> Void
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = DocumentWorkflow
        case tap
        case close
        case rename(String)
        case loaded(Int)

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .tap:
                state.taps += 1
                return nil
            case .close:
                return .closed
            case .rename(let title):
                state.title = title
                return nil
            case .loaded(let value):
                state.loaded = value
                return nil
            }
        }
    }

    func makeInitialState() -> State { State(title: "untitled") }

    func render(state: State, context: RenderContext<DocumentWorkflow>) -> Rendering {
        let editor = EditorWorkflow(text: state.title).rendered(in: context, key: "editor") { Action.rename($0) }
        LoadWorker(id: 21).rendered(in: context, key: "load") { Action.loaded($0) }
        context.runSideEffect(key: "autosave") { _ in }
        let sink = context.makeSink(of: Action.self)
        return Rendering(editor: editor, onTap: { sink.send(.tap) }, onClose: { sink.send(.close) })
    }
}
