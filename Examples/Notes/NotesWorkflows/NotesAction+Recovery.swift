import Foundation
import WorkflowPlatform

extension NotesAction {
    /// Applies what concerns the edits kept for recovery when the app last ended: they are
    /// offered one at a time (restore to its file, Save As…, discard); only Discard throws one away.
    func applyRecovery(to state: inout NotesWorkflow.State) {
        switch self {
        case .recoveredEditsLoaded(let edits):
            state.recoveryLoaded = true
            state.recovered = edits
        case .recoveryAnswered(let id, .restore):
            guard let edit = state.recovered.first(where: { $0.id == id }) else { return }
            state.recoveryWork = .restore(id: id, path: edit.originalPath)
        case .recoveryAnswered(let id, .saveAs):
            state.chooser = .saveRecovered(id: id)
        case .recoveryAnswered(let id, .discard):
            state.recoveryWork = .discard(id: id)
        case .recoverySaveAsChosen(let id, let result):
            state.chooser = nil
            guard let path = result.paths.first else { return }
            state.recoveryWork = .restore(id: id, path: path)
        case .recoveryRestored(let id, .success(let path)):
            state.recoveryWork = nil
            state.recovered.removeAll { $0.id == id }
            state.showToast("Recovered changes saved")
            // The note's file changed: read it again (listed, or listed anew).
            let url = URL(fileURLWithPath: path)
            if url.deletingLastPathComponent().standardizedFileURL.path == state.folder?.url.path {
                state.rereads[url.lastPathComponent, default: 0] += 1
            }
        case .recoveryRestored(_, .failure(let error)):
            state.recoveryWork = nil
            state.showToast("Could not save the recovered changes: \(error.reason)")
        case .recoveryDiscarded(let id, let result):
            state.recoveryWork = nil
            if case .failure(let error) = result {
                state.showToast("Could not discard the recovered changes: \(error.reason)")
                return
            }
            state.recovered.removeAll { $0.id == id }
        default:
            break
        }
    }
}

/// What is being done with a recovered edit.
public enum RecoveryWork: Equatable, Sendable {
    /// Writing it to `path` (its own file, or one chosen with Save As…).
    case restore(id: String, path: String)
    /// Removing it from the recovery folder.
    case discard(id: String)
}
