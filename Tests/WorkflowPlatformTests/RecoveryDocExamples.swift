import Gtk
import Workflow
import WorkflowPlatform
import WorkflowUI

// The doc examples of the recovery store and its workers (doc comments and the Recovery
// article), compiled as written: DocExamplesTests checks that each block appears in a
// compiled file line for line.

/// A note whose text could not be written: the names the examples use.
struct RecoveryDocNote: Equatable {
    var path: String
    var text: String
}

/// RecoveredEdit's and RecoveryStore's examples. Never called by a test: the store of
/// `appID` is in the user's real state folder.
enum RecoveryStoreDocExample {
    static func edit(of note: RecoveryDocNote) -> RecoveredEdit {
        let edit = RecoveredEdit(originalPath: note.path, text: note.text, reason: "permission denied")
        return edit
    }

    static func keep(_ note: RecoveryDocNote, error: FileError) throws {
        let recovery = RecoveryStore(appID: "org.example.Notes")
        try recovery.save(RecoveredEdit(originalPath: note.path, text: note.text, reason: error.reason))
    }

    /// The article's ending: the unsaved notes are written, and what cannot be written is kept.
    @MainActor
    static func install(writes: FileWriteQueue, recovery: RecoveryStore, unsaved: @escaping @MainActor @Sendable () -> [RecoveryDocNote]) {
        TerminationSignals.install {
            writes.finish()
            for note in unsaved() {
                guard case .failure(let error) = writes.writeNow(Array(note.text.utf8), to: note.path) else { continue }
                do {
                    try recovery.save(RecoveredEdit(originalPath: note.path, text: note.text, reason: error.reason))
                } catch {
                    print("cannot keep the edit of \(note.path): \(error)")  // the last resort: the terminal
                }
            }
        }
    }
}

/// The workers' examples: at launch the kept edits are read and offered; each is restored
/// (to its file or another path) or discarded, as the user answers.
struct RecoveryDocWorkflow: Workflow {
    var recovery: RecoveryStore
    var writes: FileWriteQueue?

    struct State: Equatable {
        /// The edits offered; nil until they are read.
        var offered: [RecoveredEdit]?
        var restoring: [RecoveredEdit] = []
        var discarding: [RecoveredEdit] = []
        var failures: [RecoveredEdit.ID: FileError] = [:]
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = RecoveryDocWorkflow
        case recovered([RecoveredEdit])
        case restore(RecoveredEdit)
        case discard(RecoveredEdit)
        case restored(RecoveredEdit.ID, Result<String, FileError>)
        case discarded(RecoveredEdit.ID, Result<Void, FileError>)

        func apply(toState state: inout State, context: ApplyContext<RecoveryDocWorkflow>) -> Never? {
            switch self {
            case .recovered(let edits):
                state.offered = edits
            case .restore(let edit):
                state.restoring.append(edit)
            case .discard(let edit):
                state.discarding.append(edit)
            case .restored(let id, let result):
                state.restoring.removeAll { $0.id == id }
                if case .failure(let error) = result { state.failures[id] = error } else { state.offered?.removeAll { $0.id == id } }
            case .discarded(let id, let result):
                state.discarding.removeAll { $0.id == id }
                if case .failure(let error) = result { state.failures[id] = error } else { state.offered?.removeAll { $0.id == id } }
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<RecoveryDocWorkflow>) -> State {
        let recovery = recovery
        let writes = writes
        if state.offered == nil {
            LoadRecoveredEditsWorker(store: recovery).rendered(in: context, key: "recovered") { Action.recovered($0) }
        }
        for edit in state.restoring {
            RestoreRecoveredEditWorker(store: recovery, edit: edit, queue: writes).rendered(in: context, key: edit.id) { Action.restored(edit.id, $0) }
        }
        for edit in state.discarding {
            DiscardRecoveredEditWorker(store: recovery, id: edit.id).rendered(in: context, key: edit.id) { Action.discarded(edit.id, $0) }
        }
        return state
    }
}
