import Foundation
import NotesCore
import Workflow

/// What the user and the workers do with the notes' version history: open the History
/// dialog, its answers (restore a version, close), a version kept, Undo of a restore.
public enum NotesHistoryAction: WorkflowAction {
    public typealias WorkflowType = NotesWorkflow

    /// The user asked for the selected note's History dialog.
    case show
    /// The dialog of the note `fileName` answered.
    case dialog(fileName: String, NoteHistoryWorkflow.Output)
    /// The version to keep `number` was kept (or could not be: the save it follows succeeded).
    case kept(number: Int)
    /// The user pressed Undo in the toast of a restore.
    case undoRestore

    /// Applies the action.
    public func apply(toState state: inout NotesWorkflow.State) -> Never? {
        switch self {
        case .show:
            guard state.keepsHistory, let name = state.selected, state.notes[name]?.text != nil else { return nil }
            state.historyNote = name
        case .dialog(let name, .close):
            if state.historyNote == name { state.historyNote = nil }
        case .dialog(let name, .restore(let text)):
            if state.historyNote == name { state.historyNote = nil }
            // The dialog kept the current text as a version; it becomes an edit, saved as typing is.
            guard let previous = state.currentText(of: name), previous != text else { return nil }
            _ = NotesAction.edit(fileName: name, text: text).apply(toState: &state)
            state.restoreUndo = NotesWorkflow.RestoreUndo(fileName: name, text: previous)
            state.lastToast += 1
            state.toast = NotesWorkflow.ToastState(number: state.lastToast, message: "Earlier version restored", offersUndo: true,
                                                   undoesRestore: true)
        case .kept(let number):
            state.versionKeeps[number] = nil
        case .undoRestore:
            guard let undo = state.restoreUndo else { return nil }
            state.restoreUndo = nil
            if state.toast?.undoesRestore == true { state.toast = nil }
            _ = NotesAction.edit(fileName: undo.fileName, text: undo.text).apply(toState: &state)
        }
        return nil
    }
}

extension NotesWorkflow {
    /// The text a restore replaced, while its toast offers Undo.
    public struct RestoreUndo: Equatable, Sendable {
        /// The note.
        public var fileName: String
        /// Its text before the restore.
        public var text: String
    }

    /// A version to keep: the text a save replaced.
    public struct VersionKeep: Equatable, Sendable {
        /// The notes folder's path.
        public var folder: String
        /// The note's file name.
        public var fileName: String
        /// The text the save replaced.
        public var text: String
        /// When that text was saved.
        public var savedAt: Date
        /// The text the save wrote.
        public var replacedBy: String
    }
}

extension NotesWorkflow.State {
    /// The note's text in the editor now (an unsaved edit included); nil when it was not read.
    func currentText(of name: String) -> String? {
        drafts[path(of: name)]?.text ?? notes[name]?.text
    }

    /// After a save of `path` wrote `written` over `replaced` (saved at `savedAt`), keeps
    /// `replaced` as a version (when the app keeps history, the save changed the text and
    /// `replaced` is not empty). Also for an edit set aside for another program's version.
    mutating func keepVersion(path: String, fileName: String, replaced: String?, savedAt: Date?, written: String) {
        // An empty text is no version worth going back to (a new note's first save).
        guard keepsHistory, let replaced, !replaced.isEmpty, replaced != written else { return }
        let folder = String(path.dropLast(fileName.count + 1))
        lastVersionKeep += 1
        versionKeeps[lastVersionKeep] = NotesWorkflow.VersionKeep(folder: folder, fileName: fileName, text: replaced,
                                                                  savedAt: savedAt ?? Date(), replacedBy: written)
    }
}
