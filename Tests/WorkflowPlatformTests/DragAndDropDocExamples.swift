import Gtk
import GtkTestSupport
import Workflow
import WorkflowPlatform
import WorkflowUI

// The drag-and-drop examples of WorkflowPlatform (doc comments and the "Drag and drop"
// article), compiled as written: DocExamplesTests checks that each block appears here.

/// A notes list: dropped files are imported, dropped text becomes a note, each note can be
/// dragged out as its text.
struct NotesDropDocWorkflow: Workflow {
    struct Note: Equatable {
        var title: String
        var body: String
    }

    struct State: Equatable {
        var notes: [Note] = []
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = NotesDropDocWorkflow
        case importFiles([String])
        case addNote(String)

        func apply(toState state: inout State, context: ApplyContext<NotesDropDocWorkflow>) -> Never? {
            switch self {
            case .importFiles(let paths):
                state.notes += paths.map { Note(title: String($0.split(separator: "/").last ?? ""), body: "") }
            case .addNote(let text):
                state.notes.append(Note(title: text, body: text))
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<NotesDropDocWorkflow>) -> DropTargetScreen<TextScreen> {
        let sink = context.makeSink(of: Action.self)
        let list = TextScreen(text: state.notes.map(\.title).joined(separator: "\n"))
        return list
            .acceptingFileDrops { paths in sink.send(.importFiles(paths)) }
    }

    /// A note's row, dragged out as the note's text.
    static func row(for note: Note) -> DragSourceScreen<TextScreen> {
        TextScreen(text: note.title)
            .draggable(.text(note.body))
    }

    /// Files or text, each to its own action.
    static func anyDrop(_ list: TextScreen, sink: Sink<Action>) -> DropTargetScreen<TextScreen> {
        list.acceptingDrops(of: [.files, .text]) { content in
            switch content {
            case .files(let paths): sink.send(.importFiles(paths))
            case .text(let text): sink.send(.addNote(text))
            }
        }
    }
}
