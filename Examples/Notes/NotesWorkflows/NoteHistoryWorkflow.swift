import Foundation
import NotesCore
import Workflow

/// The History dialog's logic for one note: lists its versions (`ListNoteVersionsWorker`),
/// reads the one selected for its preview (`LoadNoteVersionWorker`), and restores it. A
/// restore first keeps the note's current text as a version (`KeepNoteVersionWorker`), so
/// nothing the user typed is lost, then hands the old text to the parent (``Output/restore(text:)``),
/// which puts it in the note as an edit the user can undo. Renders a `NoteHistoryRendering`.
public struct NoteHistoryWorkflow: Workflow {
    /// The note's history.
    public var history: NoteHistory
    /// The note's title (the dialog's subtitle).
    public var title: String
    /// The note's text now, unsaved edits included (kept as a version before a restore).
    public var currentText: String
    /// Whether the note can be changed (a read-only note cannot be restored).
    public var isEditable: Bool

    /// The dialog for the note whose versions `history` keeps, now holding `currentText`.
    public init(history: NoteHistory, title: String, currentText: String, isEditable: Bool = true) {
        self.history = history
        self.title = title
        self.currentText = currentText
        self.isEditable = isEditable
    }

    /// What the dialog asks of the parent.
    public enum Output: Equatable {
        /// Put `text` (an earlier version) in the note, as an edit the user can undo; the
        /// current text is already kept as a version.
        case restore(text: String)
        /// Close the dialog.
        case close
    }

    /// What the dialog remembers.
    public struct State: Equatable {
        /// The versions, newest first; nil while they are listed.
        public var versions: [NoteVersion]?
        /// The version selected (its preview shows).
        public var selected: NoteVersion.ID?
        /// The selected version's text, once read.
        public var preview: NoteHistoryRendering.Preview = .none
        /// The restore under way: the version's text, and when it was asked for (the time
        /// given to the current text kept first).
        public var restoring: Restoring?
        /// Why the last restore could not be done, until the next one.
        public var failure: String?

        /// A state listing the versions.
        public init() {}
    }

    /// A restore under way.
    public struct Restoring: Equatable {
        /// The version restored.
        public var id: NoteVersion.ID
        /// Its text.
        public var text: String
        /// When the user asked for it.
        public var askedAt: Date

        /// A restore of `id` holding `text`, asked for at `askedAt`.
        public init(id: NoteVersion.ID, text: String, askedAt: Date) {
            self.id = id
            self.text = text
            self.askedAt = askedAt
        }
    }

    /// Starts by listing the versions.
    public func makeInitialState() -> State {
        State()
    }

    /// Another note's history starts over.
    public func workflowDidChange(from previousWorkflow: NoteHistoryWorkflow, state: inout State) {
        if previousWorkflow.history != history { state = State() }
    }

    /// Lists, reads the selected version, keeps the current text before a restore.
    public func render(state: State, context: RenderContext<NoteHistoryWorkflow>) -> NoteHistoryRendering {
        if state.versions == nil {
            ListNoteVersionsWorker(history: history)
                .running(in: context, key: "list") { NoteHistoryAction.listed($0) }
        }
        if case .loading(let id) = state.preview {
            LoadNoteVersionWorker(history: history, id: id)
                .running(in: context, key: "load") { NoteHistoryAction.loaded(id: id, $0) }
        }
        if let restoring = state.restoring {
            KeepNoteVersionWorker(history: history, text: currentText, savedAt: restoring.askedAt, replacedBy: restoring.text)
                .running(in: context, key: "keep") { NoteHistoryAction.keptCurrentText($0) }
        }
        let sink = context.makeSink(of: NoteHistoryAction.self)
        var canRestore = false
        if case .loaded(let id, let text) = state.preview, id == state.selected {
            canRestore = isEditable && state.restoring == nil && text != currentText
        }
        return NoteHistoryRendering(
            noteTitle: title,
            versions: state.versions,
            selected: state.selected,
            preview: state.preview,
            isRestoring: state.restoring != nil,
            canRestore: canRestore,
            failure: state.failure,
            onSelect: { sink.send(.select($0)) },
            onRestore: { sink.send(.restore(at: Date())) },
            onClose: { sink.send(.close) })
    }
}
