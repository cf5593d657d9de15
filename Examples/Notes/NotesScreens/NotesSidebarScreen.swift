import Foundation
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
    /// matches, failed, the folder missing), or nil when the list shows. Its icon shows only
    /// while the split is folded: beside the editor, whose own page has one, a second large
    /// icon would repeat it.
    @MainActor
    func statusDescription(environment: ViewEnvironment) -> ViewControllerDescription? {
        let icon = { (name: String) in environment.isInFoldedSplit ? name : nil }
        let folder = rendering.folderPath
        switch rendering.status {
        case .loading:
            return StatusPageScreen(iconName: icon("content-loading-symbolic"), title: NotesStrings.loading)
                .viewControllerDescription(environment: environment)
        case .failed(let message):
            return StatusPageScreen(iconName: icon("folder-symbolic"), title: NotesStrings.failed,
                                    description: NotesStrings.failedDescription(message, folder: folder),
                                    actionTitle: NotesStrings.openFolder, onAction: rendering.onOpenFolder,
                                    secondaryActionTitle: NotesStrings.tryAgain, onSecondaryAction: rendering.onReload)
                .viewControllerDescription(environment: environment)
        case .empty where !Self.folderExists(folder):
            // Removed or moved while shown: its notes went with it.
            return StatusPageScreen(iconName: icon("folder-symbolic"), title: NotesStrings.folderMissing,
                                    description: NotesStrings.folderMissingDescription(folder: folder),
                                    actionTitle: NotesStrings.openFolder, onAction: rendering.onOpenFolder,
                                    secondaryActionTitle: NotesStrings.tryAgain, onSecondaryAction: rendering.onReload)
                .viewControllerDescription(environment: environment)
        case .empty:
            return StatusPageScreen(iconName: icon("accessories-text-editor-symbolic"), title: NotesStrings.noNotes,
                                    description: NotesStrings.noNotesDescription(folder: folder),
                                    actionTitle: NotesStrings.newNote, onAction: rendering.onNewNote)
                .viewControllerDescription(environment: environment)
        case .noMatches(let query):
            return StatusPageScreen(iconName: icon("edit-find-symbolic"), title: NotesStrings.noMatches,
                                    description: NotesStrings.noMatchesDescription(query))
                .viewControllerDescription(environment: environment)
        case .searching, .ready:
            return nil
        }
    }

    /// Whether `path` is a folder (one `stat`, only while the empty page shows).
    static func folderExists(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
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
