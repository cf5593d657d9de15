import Gtk
import Workflow
import WorkflowPlatform
import WorkflowUI

// The doc examples of FileWriteQueue and RestoreTrashedFileWorker, compiled as written
// (DocExamplesTests checks that each block appears in a compiled file line for line).

/// FileWriteQueue's example: autosaves through one queue that termination finishes.
@MainActor
enum FileWriteQueueDocExample {
    /// Never called by a test: installing signal handlers belongs to an app's start.
    static func autosaveWorker(path: String, text: String, revision: Int) -> WriteFileWorker {
        let writes = FileWriteQueue()
        let autosave = WriteFileWorker(path: path, text: text, revision: revision, queue: writes)
        TerminationSignals.install { writes.finish() /* then write the unsaved edits */ }
        return autosave
    }
}

/// RestoreTrashedFileWorker's example: Undo of a delete puts the file back.
struct UndoDeleteDocWorkflow: Workflow {
    var trashed: TrashedFile?

    enum Action: WorkflowAction {
        typealias WorkflowType = UndoDeleteDocWorkflow
        case restored(Result<Void, FileError>)

        func apply(toState state: inout Bool, context: ApplyContext<UndoDeleteDocWorkflow>) -> Never? {
            if case .restored(.success) = self { state = true }
            return nil
        }
    }

    func makeInitialState() -> Bool { false }

    func render(state: Bool, context: RenderContext<UndoDeleteDocWorkflow>) -> Bool {
        if let trashed {
            RestoreTrashedFileWorker(file: trashed).rendered(in: context, key: "restore") { Action.restored($0) }
        }
        return state
    }
}
