import NotesCore
import NotesWorkflows
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI

extension NotesRendering: Screen {
    /// The window's content: one header bar with the primary menu and toasts
    /// (`AdaptivePageScreen`) over the sidebar and the editor side by side, folding into
    /// one at a time at narrow widths (`AdaptiveSplitScreen`), with the file chooser over
    /// everything while one is asked for.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        FileChooserContainerScreen(baseScreen: pageScreen, fileChooser: fileChooser)
            .viewControllerDescription(environment: environment)
    }

    /// The page: header bar, menu, toast, split.
    var pageScreen: AdaptivePageScreen {
        let split = AdaptiveSplitScreen(
            leadingScreen: NotesSidebarScreen(rendering: self),
            trailingScreen: NoteEditorScreen(rendering: self, isMonospace: isMonospace),
            trailingTitle: selectedTitle,
            showsTrailingWhenFolded: showsEditorWhenFolded,
            onBack: onBack,
            leadingWidth: 300)
        return AdaptivePageScreen(title: NotesStrings.appName, content: split, menu: menu, menuTitle: NotesStrings.mainMenu,
                                  toast: toast.map { toast in
                                      AdaptivePageScreen.Toast(key: toast.number, title: toast.title, buttonLabel: toast.buttonLabel,
                                                               onButton: toast.onButton, onDismiss: toast.onDismiss)
                                  })
    }

    /// The selected note's title (the header bar's title while a folded window shows it).
    var selectedTitle: String {
        guard let selected else { return NotesStrings.appName }
        // From the note's text (not a search through the rows).
        return selected.text.map { NoteText($0).title } ?? NotesStrings.appName
    }

    /// The primary menu: the note's commands, the list's order, then the app's.
    var menu: [AdaptivePageScreen.MenuSection] {
        var note: [AdaptivePageScreen.MenuItem] = [.init(label: NotesStrings.newNote, action: onNewNote)]
        if selected != nil {
            note += [
                .init(label: NotesStrings.copyText, action: onCopyNote),
                .init(label: NotesStrings.saveAs, action: onSaveAs),
                .init(label: NotesStrings.deleteNote, action: onDeleteNote),
            ]
        }
        return [
            .init(items: note),
            .init(items: [
                sortOrder == .newestFirst
                    ? .init(label: NotesStrings.sortByTitle) { onSortOrderChange(.byTitle) }
                    : .init(label: NotesStrings.sortNewestFirst) { onSortOrderChange(.newestFirst) },
                .init(label: isMonospace ? NotesStrings.proportionalFont : NotesStrings.monospaceFont, action: onToggleMonospace),
            ]),
            .init(items: [
                .init(label: NotesStrings.openFolder, action: onOpenFolder),
                .init(label: NotesStrings.about, detailedAction: "app.about"),
            ]),
        ]
    }
}
