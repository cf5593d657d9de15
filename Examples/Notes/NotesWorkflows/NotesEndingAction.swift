import Gtk
import Workflow
import WorkflowPlatform

/// What the user and the Save As… write do to the question about edits that cannot be written.
public enum NotesEndingAction: WorkflowAction {
    public typealias WorkflowType = NotesEndingWorkflow

    /// A quit or window close was asked for while edits cannot be written (the app holds it).
    case requested
    /// The user answered the question.
    case answered(Answer)
    /// The Save As… chooser for the edit at `path` answered.
    case saveAsChosen(path: String, FileChooserResult)
    /// Writing a copy finished.
    case exported(number: Int, Result<FileVersion, FileError>)

    /// The answers to "Changes to … could not be saved".
    public enum Answer: Sendable {
        /// Save As… the first edit that cannot be written (asked again for the next one).
        case saveAs
        /// Throw the edits that cannot be written away and end.
        case discard
        /// Keep the app open.
        case cancel
    }

    /// Applies the action; what was discarded or saved elsewhere goes to the parent.
    public func apply(toState state: inout NotesEndingWorkflow.State,
                      context: ApplyContext<NotesEndingWorkflow>) -> NotesEndingWorkflow.Output? {
        let unwritable = context[workflowValue: \.unwritable]
        switch self {
        case .requested:
            // Asked again while an edit cannot be written; otherwise the ending may go on.
            state.asks = !unwritable.isEmpty
            state.confirmed = unwritable.isEmpty
        case .answered(.cancel):
            state.asks = false
            state.savingAs = nil
        case .answered(.discard):
            state.asks = false
            state.confirmed = true
            return .discarded(unwritable.map(\.path))
        case .answered(.saveAs):
            guard let first = unwritable.first else {
                state.asks = false
                state.confirmed = true
                return nil
            }
            state.savingAs = first.path
        case .saveAsChosen(let path, let result):
            state.savingAs = nil
            guard let destination = result.paths.first, let edit = unwritable.first(where: { $0.path == path }) else { return nil }
            state.lastExport += 1
            state.export = NotesEndingWorkflow.Export(number: state.lastExport, path: path, destination: destination, text: edit.text)
        case .exported(let number, let result):
            guard let export = state.export, export.number == number else { return nil }
            state.export = nil
            switch result {
            case .success:
                // Asked again for the next edit, or the app may end.
                if !unwritable.contains(where: { $0.path != export.path }) {
                    state.asks = false
                    state.confirmed = true
                }
                return .savedElsewhere(path: export.path)
            case .failure(let error):
                return .toast("Could not save the note: \(error.reason)")
            }
        }
        return nil
    }
}
