import Foundation
import Gtk
import Workflow
import WorkflowPlatform

/// What the user and the trash workers do to the deleted notes.
public enum NotesTrashAction: WorkflowAction {
    public typealias WorkflowType = NotesTrashWorkflow

    /// Moving a note to the trash finished.
    case trashed(fileName: String, Result<TrashedFile, FileError>)
    /// The user pressed Undo in the delete toast (`nameIsListed`: the parent lists a note
    /// under the deleted one's name, as it rendered).
    case undo(nameIsListed: Bool)
    /// Putting the deleted note back from the trash finished.
    case restored(fileName: String, Result<Void, FileError>)

    /// Applies the action; what the parent lists again goes to it.
    public func apply(toState state: inout NotesTrashWorkflow.State) -> NotesTrashWorkflow.Output? {
        switch self {
        case .trashed(let name, let result):
            guard let trashed = state.trashing.removeValue(forKey: name) else { return nil }
            guard let deleted = state.deleted, deleted.fileName == name else {
                // Not the note Undo offers: nothing to put back.
                return .trashed(number: trashed.number, then: nil)
            }
            switch result {
            case .success(let file):
                state.deletedTrash = file
                // No note took its name while it was on its way (the parent keeps it taken).
                let then = state.undoPending ? state.undo(nameIsListed: false) : nil
                return .trashed(number: trashed.number, then: then)
            case .failure(let error):
                // Not in the trash: the parent shows it again.
                state.deleted = nil
                state.undoPending = false
                return .notTrashed(deleted, reason: error.reason)
            }
        case .undo(let nameIsListed):
            guard let deleted = state.deleted else { return nil }
            if state.trashing[deleted.fileName] != nil {
                // Put back once it is in the trash.
                state.undoPending = true
                return .undoPressed(then: nil)
            }
            return .undoPressed(then: state.undo(nameIsListed: nameIsListed))
        case .restored(let name, let result):
            guard state.restoring.removeValue(forKey: name) != nil, let deleted = state.deleted, deleted.fileName == name else {
                return nil
            }
            state.deleted = nil
            switch result {
            case .success:
                return .restored(deleted)
            case .failure:
                // Not back from the trash: its text is written again instead.
                state.deletedTrash = nil
                return .notRestored(deleted)
            }
        }
    }
}

extension NotesTrashWorkflow.State {
    /// Undo of the last delete, once the note reached the trash (or could not): puts the file
    /// back from the trash when its place there is known and its name is free, else has the
    /// parent write its text again.
    mutating func undo(nameIsListed: Bool) -> NotesTrashWorkflow.Undo? {
        undoPending = false
        guard let deleted else { return nil }
        if let trash = deletedTrash, trash.canRestore, !nameIsListed {
            restoring[deleted.fileName] = trash
            return .restoring(fileName: deleted.fileName)
        }
        self.deleted = nil
        return .writeAgain(deleted)
    }
}
