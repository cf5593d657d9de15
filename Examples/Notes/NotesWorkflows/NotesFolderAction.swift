import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// What the user and the folder's workers do to the reading of the folder.
public enum NotesFolderAction: WorkflowAction {
    /// The folder child, whose state it changes.
    public typealias WorkflowType = NotesFolderWorkflow

    /// What reading the folder reported.
    case loading(LoadNotesEvent)
    /// The user asked to read the folder again.
    case reload
    /// The file monitor reported a change in the folder.
    case changed(Result<FileMonitor.Change, FileError>)
    /// A note was read again (nil: it is gone).
    case reread(fileName: String, stamp: Int, NotesFolder.Entry?)

    /// Applies the action; what was read goes to the parent.
    public func apply(toState state: inout NotesFolderWorkflow.State) -> NotesFolderWorkflow.Output? {
        switch self {
        case .loading(let event):
            switch event {
            case .listed(.failure), .finished: state.isReading = false
            case .listed(.success), .read: break
            }
            return .loading(event)
        case .reload:
            state.generation += 1
            state.isReading = true
            return .reloading
        case .changed(let change):
            return .changed(change)
        case .reread(let name, let stamp, let entry):
            return .reread(fileName: name, stamp: stamp, entry)
        }
    }
}
