import Gtk
import Workflow

/// What the saving workers report: each goes to the parent as it is.
public enum NotesSavingAction: WorkflowAction {
    /// The saving child (it has no state to change).
    public typealias WorkflowType = NotesSavingWorkflow

    /// The autosave delay after `revision` passed (nil: it was cancelled).
    case autosaveDue(path: String, revision: Int?)
    /// A write of a draft's revision finished.
    case written(path: String, revision: Int, Result<FileVersion, FileError>)

    /// Hands the report to the parent (the child keeps nothing).
    public func apply(toState state: inout Void) -> NotesSavingWorkflow.Output? {
        switch self {
        case .autosaveDue(let path, let revision): return .autosaveDue(path: path, revision: revision)
        case .written(let path, let revision, let result): return .written(path: path, revision: revision, result)
        }
    }
}
