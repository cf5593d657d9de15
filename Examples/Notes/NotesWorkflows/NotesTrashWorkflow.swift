import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// Delete and its Undo, a child of `NotesWorkflow`: moves each note the parent took off its
/// list to the trash (`TrashFileWorker`, queued in the app's `FileWriteQueue`, so an autosave
/// in flight finishes first and cannot recreate the file after it), and keeps the last
/// deleted note while its toast offers Undo. Undo puts the file back from the trash
/// (`RestoreTrashedFileWorker`), waiting for the trash when it was pressed before the note got
/// there, or has the parent write its text again when its place in the trash is unknown.
/// The parent keeps the notes: it hears what to list again through the `Output`.
public struct NotesTrashWorkflow: Workflow {
    /// Orders the moves to and from the trash after the notes' writes.
    public var writes: FileWriteQueue
    /// The notes folder shown (another folder starts afresh, as the parent does).
    public var folderPath: String
    /// The notes the parent took off its list, in order, that the trash has not reported on
    /// yet (a deletion already taken is not taken again).
    public var deletions: [NoteDeletion]
    /// The last deletion whose Undo the parent no longer offers (its toast went away):
    /// that note and the ones before it are forgotten.
    public var undoWithdrawn: Int
    /// Whether the parent lists a note under the name of the last deleted one (Undo then
    /// writes its text under a free name instead of putting the file back).
    public var deletedNameIsListed: Bool

    /// The trash of the notes in `folderPath`, deleting `deletions`.
    public init(writes: FileWriteQueue, folderPath: String, deletions: [NoteDeletion] = [], undoWithdrawn: Int = 0,
                deletedNameIsListed: Bool = false) {
        self.writes = writes
        self.folderPath = folderPath
        self.deletions = deletions
        self.undoWithdrawn = undoWithdrawn
        self.deletedNameIsListed = deletedNameIsListed
    }

    /// What the trash remembers.
    public struct State: Equatable {
        /// The folder the deletions are in.
        public var folderPath: String
        /// The last deletion taken from the parent.
        public var taken = 0
        /// The notes being moved to the trash, by file name.
        public var trashing: [String: NoteDeletion] = [:]
        /// The last deleted note, while its toast offers Undo.
        public var deleted: NoteDeletion?
        /// Where the last deleted note is in the trash, once it is there (Undo puts it back).
        public var deletedTrash: TrashedFile?
        /// Whether Undo was pressed before the note reached the trash (done once it has).
        public var undoPending = false
        /// The deleted notes being put back from the trash, by file name.
        public var restoring: [String: TrashedFile] = [:]

        /// Nothing deleted in `folderPath` yet.
        public init(folderPath: String) {
            self.folderPath = folderPath
        }
    }

    /// What the parent hears.
    public enum Output: Equatable {
        /// The trash is done with deletion `number` (the file is in the trash, or could not go
        /// there and is no longer the note Undo offers); then Undo goes on when it was pressed
        /// before.
        case trashed(number: Int, then: Undo?)
        /// The last deleted note could not go to the trash: list it again (an unsaved edit is
        /// written again) and say why.
        case notTrashed(NoteDeletion, reason: String)
        /// Undo was pressed (its toast goes); what happens to the note now (nil: once it
        /// reaches the trash).
        case undoPressed(then: Undo?)
        /// The deleted note is back from the trash: list it (an unsaved edit is written again).
        case restored(NoteDeletion)
        /// The deleted note could not be put back: write its text again.
        case notRestored(NoteDeletion)
    }

    /// How Undo brings a deleted note back.
    public enum Undo: Equatable {
        /// Its file is being put back from the trash under its name (taken meanwhile).
        case restoring(fileName: String)
        /// Its text is written again, under its name or a free one.
        case writeAgain(NoteDeletion)
    }

    /// Undo, for the delete toast.
    public struct Rendering {
        /// Puts the last deleted note back.
        public var onUndo: () -> Void

        /// A rendering from its parts.
        public init(onUndo: @escaping () -> Void = {}) {
            self.onUndo = onUndo
        }
    }

    /// Takes the deletions the parent hands over at the start.
    public func makeInitialState() -> State {
        var state = State(folderPath: folderPath)
        take(into: &state)
        return state
    }

    /// Takes the deletions the parent handed over since the last render; another folder
    /// starts afresh.
    public func workflowDidChange(from previousWorkflow: NotesTrashWorkflow, state: inout State) {
        if state.folderPath != folderPath {
            state = State(folderPath: folderPath)
            state.taken = previousWorkflow.deletions.last?.number ?? 0
        }
        take(into: &state)
    }

    private func take(into state: inout State) {
        for deletion in deletions where deletion.number > state.taken {
            state.taken = deletion.number
            if deletion.path != nil { state.trashing[deletion.fileName] = deletion }
            state.deleted = deletion
            state.deletedTrash = nil
            state.undoPending = false
        }
        if let deleted = state.deleted, deleted.number <= undoWithdrawn { state.deleted = nil }
    }

    /// Runs the moves to and from the trash.
    public func render(state: State, context: RenderContext<NotesTrashWorkflow>) -> Rendering {
        for (name, file) in state.restoring.sorted(by: { $0.key < $1.key }) {
            RestoreTrashedFileWorker(file: file, queue: writes)
                .running(in: context, key: "restore:" + name) { NotesTrashAction.restored(fileName: name, $0) }
        }
        for (name, deletion) in state.trashing.sorted(by: { $0.key < $1.key }) {
            TrashFileWorker(path: deletion.path ?? "", queue: writes)
                .running(in: context, key: "trash:" + name) { NotesTrashAction.trashed(fileName: name, $0) }
        }
        let sink = context.makeSink(of: NotesTrashAction.self)
        let isListed = deletedNameIsListed
        return Rendering(onUndo: { sink.send(.undo(nameIsListed: isListed)) })
    }
}
