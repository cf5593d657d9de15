import Foundation
import Gtk
import Workflow
import WorkflowPlatform

/// What the user and the recovery workers do to the edits kept for recovery.
public enum NotesRecoveryAction: WorkflowAction {
    public typealias WorkflowType = NotesRecoveryWorkflow

    /// The edits kept when the app last ended were read.
    case loaded([RecoveredEdit])
    /// The user answered the question about an edit.
    case answered(id: String, Answer)
    /// The Save As… chooser for an edit answered.
    case saveAsChosen(id: String, FileChooserResult)
    /// Restoring (or saving elsewhere) an edit finished: the path written.
    case restored(id: String, Result<String, FileError>)
    /// Discarding an edit finished.
    case discarded(id: String, Result<Void, FileError>)

    /// The answers to "Recovered changes to …" at launch.
    public enum Answer: Sendable {
        /// Write it back to its file.
        case restore
        /// Save it elsewhere (a file chooser).
        case saveAs
        /// Throw it away.
        case discard
    }

    /// Applies the action; what was written and what to say go to the parent.
    public func apply(toState state: inout NotesRecoveryWorkflow.State) -> NotesRecoveryWorkflow.Output? {
        switch self {
        case .loaded(let edits):
            state.loaded = true
            state.recovered = edits
        case .answered(let id, .restore):
            guard let edit = state.recovered.first(where: { $0.id == id }) else { return nil }
            state.work = .restore(id: id, path: edit.originalPath)
        case .answered(let id, .saveAs):
            state.savingAs = id
        case .answered(let id, .discard):
            state.work = .discard(id: id)
        case .saveAsChosen(let id, let result):
            state.savingAs = nil
            guard let path = result.paths.first else { return nil }
            state.work = .restore(id: id, path: path)
        case .restored(let id, .success(let path)):
            state.work = nil
            state.recovered.removeAll { $0.id == id }
            return .restored(path: path)
        case .restored(_, .failure(let error)):
            state.work = nil
            return .toast("Could not save the recovered changes: \(error.reason)")
        case .discarded(let id, let result):
            state.work = nil
            if case .failure(let error) = result {
                return .toast("Could not discard the recovered changes: \(error.reason)")
            }
            state.recovered.removeAll { $0.id == id }
        }
        return nil
    }
}
