import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// The edits kept for recovery when the app last ended, a child of `NotesWorkflow`: reads
/// the recovery folder once and offers each edit in turn (restore to its file, Save As…,
/// discard); only Discard throws one away. Tells the parent what it wrote (the parent reads
/// that note again) and what to say in a toast.
public struct NotesRecoveryWorkflow: Workflow {
    /// Where the edits are kept; nil: none (the child does nothing).
    public var store: RecoveryStore?
    /// Orders a restore after the note's other writes.
    public var writes: FileWriteQueue
    /// Whether an edit may be offered now (false while the parent shows a file chooser or
    /// asks another question).
    public var mayAsk: Bool
    /// The notes folder (where Save As… starts).
    public var folderPath: String?

    /// The recovery of `store`.
    public init(store: RecoveryStore?, writes: FileWriteQueue, mayAsk: Bool = true, folderPath: String? = nil) {
        self.store = store
        self.writes = writes
        self.mayAsk = mayAsk
        self.folderPath = folderPath
    }

    /// What the recovery remembers.
    public struct State: Equatable {
        /// The edits not dealt with yet, in the order they are offered.
        public var recovered: [RecoveredEdit] = []
        /// Whether the recovery folder was read.
        public var loaded = false
        /// What is being done with an edit, if anything.
        public var work: RecoveryWork?
        /// The edit whose Save As… chooser shows, by id.
        public var savingAs: String?

        /// Nothing read yet.
        public init() {}
    }

    /// What the parent hears.
    public enum Output: Equatable, Sendable {
        /// An edit was written to `path` (its note's file, or one chosen): the note there
        /// changed on disk.
        case restored(path: String)
        /// Something to say in a toast.
        case toast(String)
    }

    /// The question shown, and the file chooser of its Save As….
    public struct Rendering {
        /// The edit offered, if any.
        public var question: NotesRendering.RecoveryQuestion?
        /// The Save As… chooser, while it shows.
        public var fileChooser: FileChooserRequest?

        /// A rendering from its parts.
        public init(question: NotesRendering.RecoveryQuestion? = nil, fileChooser: FileChooserRequest? = nil) {
            self.question = question
            self.fileChooser = fileChooser
        }
    }

    /// Nothing read yet.
    public func makeInitialState() -> State { State() }

    /// Reads the recovery folder once, restores or discards what the user chose, and offers
    /// the first edit (while nothing else is asked and nothing is being done with one).
    public func render(state: State, context: RenderContext<NotesRecoveryWorkflow>) -> Rendering {
        guard let store else { return Rendering() }
        if !state.loaded {
            LoadRecoveredEditsWorker(store: store)
                .running(in: context, key: "recovery:load") { NotesRecoveryAction.loaded($0) }
        }
        switch state.work {
        case .restore(let id, let path)?:
            if let edit = state.recovered.first(where: { $0.id == id }) {
                RestoreRecoveredEditWorker(store: store, edit: edit, to: path, queue: writes)
                    .running(in: context, key: "recovery:restore:" + id) { NotesRecoveryAction.restored(id: id, $0) }
            }
        case .discard(let id)?:
            DiscardRecoveredEditWorker(store: store, id: id)
                .running(in: context, key: "recovery:discard:" + id) { NotesRecoveryAction.discarded(id: id, $0) }
        case nil:
            break
        }
        let sink = context.makeSink(of: NotesRecoveryAction.self)
        var rendering = Rendering()
        if let id = state.savingAs {
            let name = state.recovered.first { $0.id == id }.map { URL(fileURLWithPath: $0.originalPath).lastPathComponent } ?? "Note.md"
            rendering.fileChooser = FileChooserRequest(title: "Save Note As", mode: .save(suggestedName: name),
                                                       filters: [FileChooserFilter(name: "Markdown", patterns: ["*.md"])],
                                                       initialFolder: folderPath,
                                                       onResult: { sink.send(.saveAsChosen(id: id, $0)) })
        } else if mayAsk, state.work == nil, let edit = state.recovered.first {
            let id = edit.id
            rendering.question = NotesRendering.RecoveryQuestion(
                title: NoteText(edit.text).title, path: edit.originalPath, reason: edit.reason, savedAt: edit.savedDate,
                onRestore: { sink.send(.answered(id: id, .restore)) },
                onSaveAs: { sink.send(.answered(id: id, .saveAs)) },
                onDiscard: { sink.send(.answered(id: id, .discard)) })
        }
        return rendering
    }
}

/// What is being done with a recovered edit.
public enum RecoveryWork: Equatable, Sendable {
    /// Writing it to `path` (its own file, or one chosen with Save As…).
    case restore(id: String, path: String)
    /// Removing it from the recovery folder.
    case discard(id: String)
}
