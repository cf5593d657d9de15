import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting
import WorkflowUI

// The doc examples of WorkflowPlatform (doc comments and the DocC articles), compiled as
// written: DocExamplesTests checks that each block appears in a compiled file line for line.

/// A notes app that imports notes and saves one: the names the examples use.
struct NotesDocWorkflow: Workflow {
    struct State: Equatable {
        var isImporting = false
        var isSaving = false
        var notes: [String] = []
        var destination: String?
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = NotesDocWorkflow
        case importNotes
        case imported(FileChooserResult)
        case saveDestination(FileChooserResult)

        func apply(toState state: inout State, context: ApplyContext<NotesDocWorkflow>) -> Never? {
            switch self {
            case .importNotes:
                state.isImporting = true
            case .imported(let result):
                state.isImporting = false
                state.notes += result.paths
            case .saveDestination(let result):
                state.isSaving = false
                state.destination = result.paths.first
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<NotesDocWorkflow>) -> FileChooserContainerScreen<FileChooserContainerScreen<TextScreen>> {
        let sink = context.makeSink(of: Action.self)
        let library = TextScreen(text: state.notes.joined(separator: "\n"))
        let editor = FileChooserContainerScreen(baseScreen: library, fileChooser: state.isImporting ? FileChooserRequest(
            title: "Import Books", mode: .openFiles,
            filters: [FileChooserFilter(name: "Text", patterns: ["*.txt", "*.md"])],
            onResult: { result in sink.send(.imported(result)) }) : nil)
        return FileChooserContainerScreen(baseScreen: editor, fileChooser: state.isSaving ? FileChooserRequest(
            title: "Save Note", mode: .save(suggestedName: "Untitled.txt"),
            onResult: { result in sink.send(.saveDestination(result)) }) : nil)
    }
}

/// The articles' examples that run.
@MainActor
enum PlatformDocExamples {
    /// FileChoosers.md: a test answers the chooser as the user would.
    static func answerInATest() {
        NotesDocWorkflow()
            .renderTester(initialState: .init(isImporting: true))
            .render { screen in
                screen.baseScreen.fileChooser?.answer(.chosen(["/home/me/Notes/ideas.txt"]))
            }
            .assert(state: .init(notes: ["/home/me/Notes/ideas.txt"]))
    }
}

/// A note open in an editor, read from its file, with its folder watched: the names the
/// file workers' examples use.
struct NoteFileDocWorkflow: Workflow {
    struct Note: Equatable { var path: String }

    var note: Note
    var notesFolder: String

    struct State: Equatable {
        var text: String?
        var failure: FileError?
        var changes: [FileMonitor.Change] = []
        var watchFailures: [FileError] = []
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = NoteFileDocWorkflow
        case loaded(Result<[UInt8], FileError>)
        case folderChanged(Result<FileMonitor.Change, FileError>)

        func apply(toState state: inout State, context: ApplyContext<NoteFileDocWorkflow>) -> Never? {
            switch self {
            case .loaded(.success(let bytes)): state.text = String(decoding: bytes, as: UTF8.self)
            case .loaded(.failure(let error)): state.failure = error
            case .folderChanged(.success(let change)): state.changes.append(change)
            case .folderChanged(.failure(let error)): state.watchFailures.append(error)
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<NoteFileDocWorkflow>) -> State {
        if state.text == nil && state.failure == nil {
            ReadFileWorker(path: note.path).rendered(in: context, key: "read") { result in Action.loaded(result) }
        }
        FileMonitorWorker(path: notesFolder).rendered(in: context, key: "watch") { change in Action.folderChanged(change) }
        return state
    }
}

/// Copy and Paste in a notes editor: the names the clipboard examples use.
struct ClipboardDocWorkflow: Workflow {
    struct Copy: Equatable { var text: String; var number: Int }

    struct State: Equatable {
        var pendingCopy: Copy?
        var copies = 0
        var isPasting = false
        var pastes = 0
        var pasted: String?
        var pasteFailure: Clipboard.ReadError?
    }

    struct Rendering {
        var state: State
        var copy: (String) -> Void
        var paste: () -> Void
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = ClipboardDocWorkflow
        case pasted(Result<String, Clipboard.ReadError>)

        func apply(toState state: inout State, context: ApplyContext<ClipboardDocWorkflow>) -> Never? {
            state.isPasting = false
            switch self {
            case .pasted(.success(let text)): state.pasted = text; state.pasteFailure = nil
            case .pasted(.failure(let error)): state.pasteFailure = error; state.pasted = nil
            }
            return nil
        }
    }

    var initialState = State()

    func makeInitialState() -> State { initialState }

    func render(state: State, context: RenderContext<ClipboardDocWorkflow>) -> Rendering {
        let sink = context.makeStateMutationSink()
        if let copy = state.pendingCopy {
            context.copyToClipboard(copy.text, key: "copy-\(copy.number)")
        }
        if state.isPasting {
            ReadClipboardTextWorker(revision: state.pastes).rendered(in: context, key: "paste") { result in Action.pasted(result) }
        }
        return Rendering(
            state: state,
            copy: { text in sink.send { $0.copies += 1; $0.pendingCopy = Copy(text: text, number: $0.copies) } },
            paste: { sink.send { $0.pastes += 1; $0.isPasting = true } })
    }
}
