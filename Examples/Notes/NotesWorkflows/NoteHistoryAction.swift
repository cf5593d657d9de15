import Foundation
import Gtk
import NotesCore
import Workflow

/// What the user and the workers do in the History dialog.
public enum NoteHistoryAction: WorkflowAction, Equatable {
    public typealias WorkflowType = NoteHistoryWorkflow

    /// The versions were listed (newest first).
    case listed([NoteVersion])
    /// The user selected a version.
    case select(NoteVersion.ID)
    /// A version's text was read, or could not be.
    case loaded(id: NoteVersion.ID, Result<String, FileError>)
    /// The user asked to restore the selected version, at a time.
    case restore(at: Date)
    /// The current text was kept as a version before the restore (nil: it already was), or
    /// could not be.
    case keptCurrentText(Result<NoteVersion?, FileError>)
    /// The user closed the dialog.
    case close

    /// Applies the action; a restore whose current text is kept and a close are the parent's.
    /// A restore is refused when the note cannot be changed or already holds the version's text.
    public func apply(toState state: inout NoteHistoryWorkflow.State, context: ApplyContext<NoteHistoryWorkflow>) -> NoteHistoryWorkflow.Output? {
        switch self {
        case .listed(let versions):
            state.versions = versions
            // The newest shows first; a selection still listed stays.
            if state.selected.map({ id in !versions.contains { $0.id == id } }) ?? true {
                state.selected = versions.first?.id
                state.preview = versions.first.map { .loading($0.id) } ?? .none
            }
        case .select(let id):
            guard state.selected != id, state.versions?.contains(where: { $0.id == id }) == true else { return nil }
            state.selected = id
            state.preview = .loading(id)
            state.failure = nil
        case .loaded(let id, let result):
            guard state.preview == .loading(id) else { return nil }
            switch result {
            case .success(let text): state.preview = .loaded(id: id, text: text)
            case .failure(let error): state.preview = .failed(id: id, reason: error.reason)
            }
        case .restore(let date):
            guard state.restoring == nil, case .loaded(let id, let text) = state.preview, id == state.selected,
                  context[workflowValue: \.isEditable], text != context[workflowValue: \.currentText] else { return nil }
            state.restoring = NoteHistoryWorkflow.Restoring(id: id, text: text, askedAt: date)
            state.failure = nil
        case .keptCurrentText(let result):
            guard let restoring = state.restoring else { return nil }
            state.restoring = nil
            switch result {
            case .success:
                return .restore(text: restoring.text)
            case .failure(let error):
                // Not restored: the current text would have no version to go back to.
                state.failure = error.description
            }
        case .close:
            return .close
        }
        return nil
    }
}
