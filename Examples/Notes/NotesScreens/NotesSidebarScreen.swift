import NotesWorkflows
import WorkflowAdwaita
import WorkflowContainers
import WorkflowUI

/// The list side: a search field and a New Note button above the notes (a virtualized
/// list), or a status page (loading, empty, no matches, failed) in its place.
struct NotesSidebarScreen: Screen {
    /// The window's rendering.
    var rendering: NotesRendering

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        NotesSidebarViewController.description(for: self, environment: environment)
    }

    /// The status page shown below the search field instead of the list (loading, empty, no
    /// matches, failed), or nil when the list shows.
    @MainActor
    func statusDescription(environment: ViewEnvironment) -> ViewControllerDescription? {
        switch rendering.status {
        case .loading:
            return StatusPageScreen(iconName: "content-loading-symbolic", title: NotesStrings.loading)
                .viewControllerDescription(environment: environment)
        case .failed(let message):
            return StatusPageScreen(iconName: "dialog-error-symbolic", title: NotesStrings.failed, description: NotesStrings.translated(message),
                                    actionTitle: NotesStrings.tryAgain, onAction: rendering.onReload)
                .viewControllerDescription(environment: environment)
        case .empty:
            return StatusPageScreen(iconName: "accessories-text-editor-symbolic", title: NotesStrings.noNotes,
                                    description: NotesStrings.noNotesDescription,
                                    actionTitle: NotesStrings.newNote, onAction: rendering.onNewNote)
                .viewControllerDescription(environment: environment)
        case .noMatches(let query):
            return StatusPageScreen(iconName: "edit-find-symbolic", title: NotesStrings.noMatches,
                                    description: NotesStrings.noMatchesDescription(query))
                .viewControllerDescription(environment: environment)
        case .searching, .ready:
            return nil
        }
    }

    /// The list of notes (a virtualized list; its rows come from `listRows`).
    @MainActor
    func listDescription(environment: ViewEnvironment, listRows: NoteListRows) -> ViewControllerDescription {
        let onSelect = rendering.onSelect
        return ListViewScreen(
            rows: listRows.rows(for: rendering.rows),
            selection: .single(rendering.selected.flatMap { listRows.key(of: $0.fileName) }),
            onSelectionChange: { selection in
                if let key = selection.keys.first, let name = listRows.fileName(of: key) { onSelect(name) }
            },
            onActivate: { key in
                if let name = listRows.fileName(of: key) { onSelect(name) }
            })
            .viewControllerDescription(environment: environment)
    }
}
