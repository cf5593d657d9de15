import NotesWorkflows
import WorkflowUI

/// The History dialog's content (shown in a sheet titled “Version History”): the note's
/// versions, newest first, each by when it was saved and its size; the selected one's text
/// below them; Restore. A note without versions shows a status page saying when they come.
struct NoteHistoryScreen: Screen {
    /// The dialog's rendering.
    var rendering: NoteHistoryRendering

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        NoteHistoryViewController.description(for: self, environment: environment)
    }
}
