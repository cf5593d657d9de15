import Gtk
import GtkTestSupport
import Workflow
import WorkflowPlatform
import WorkflowUI

/// A notes list that imports dropped files and takes dropped text as a new note, and whose
/// selected note can be dragged out as text: the names the drag-and-drop examples use.
struct DropNotesWorkflow: Workflow {
    struct State: Equatable {
        var imported: [String] = []
        var notes: [String] = []
        var acceptsText = true
    }

    var initialState = State()

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = DropNotesWorkflow
        case importFiles([String])
        case addNote(String)

        func apply(toState state: inout State, context: ApplyContext<DropNotesWorkflow>) -> Never? {
            switch self {
            case .importFiles(let paths): state.imported += paths
            case .addNote(let text): state.notes.append(text)
            }
            return nil
        }
    }

    func makeInitialState() -> State { initialState }

    func render(state: State, context: RenderContext<DropNotesWorkflow>) -> DropTargetScreen<DragSourceScreen<TextScreen>> {
        let sink = context.makeSink(of: Action.self)
        let list = TextScreen(text: (state.imported + state.notes).joined(separator: "\n"))
        return list
            .draggable(state.notes.last.map { .text($0) })
            .acceptingDrops(of: state.acceptsText ? [.files, .text] : [.files]) { content in
                switch content {
                case .files(let paths): sink.send(.importFiles(paths))
                case .text(let text): sink.send(.addNote(text))
                }
            }
    }
}
