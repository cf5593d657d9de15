import NotesWorkflows
import WorkflowUI

/// The detail side: the selected note's text in a text view (undo and redo, readable
/// margins) with a banner above it when the note is read-only, failed to save or was changed
/// by another program; a status page when no note is selected.
struct NoteEditorScreen: Screen {
    /// The window's rendering.
    var rendering: NotesRendering
    /// Whether the text is set in a monospace font.
    var isMonospace = false
    /// The text's size in points.
    var fontSize = NotesSettings.defaultFontSize

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        NoteEditorViewController.description(for: self, environment: environment)
    }
}
