import NotesCore
import NotesWorkflows
import WorkflowAdwaita
import WorkflowContainers
import WorkflowPlatform
import WorkflowUI

extension NotesRendering: EndingGuarding {
    /// A quit or close is held and asked about while an edit cannot be written; it goes on
    /// once the user discarded or saved it elsewhere.
    public var endingPolicy: EndingPolicy {
        if endingConfirmed { return .confirmed }
        return hasUnwritableEdits ? .ask(onEndingRequested) : .proceed
    }
}

extension NotesRendering: Screen {
    /// The window's content: one header bar with the primary menu and toasts
    /// (`AdaptivePageScreen`) over the sidebar and the editor side by side, folding into
    /// one at a time at narrow widths (`AdaptiveSplitScreen`), with the file chooser over
    /// everything while one is asked for, and the preferences or a note's History dialog in a
    /// sheet while they show.
    /// Files dropped anywhere on the window are imported as notes. The window takes the
    /// colour scheme of the style preference.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        var sheets: [ModalContainerScreenModal] = []
        if showsPreferences {
            sheets.append(ModalContainerScreenModal(key: "preferences", screen: preferencesScreen, title: NotesStrings.preferences,
                                                    style: .sheet, defaultSize: (480, 560), onClose: onClosePreferences))
        }
        if let history {
            sheets.append(ModalContainerScreenModal(key: "history", screen: NoteHistoryScreen(rendering: history),
                                                    title: NotesStrings.versionHistory, style: .sheet, defaultSize: (560, 640),
                                                    onClose: history.onClose))
        }
        let modals = ModalContainerScreen(baseScreen: pageScreen.acceptingFileDrops(onImportFiles), modals: sheets)
        let content = FileChooserContainerScreen(baseScreen: modals, fileChooser: fileChooser.map { NotesStrings.translated($0) })
        return NotesStyleScreen(content: MessageDialogContainerScreen(baseScreen: content, alert: endingAlert ?? recoveryAlert), style: style)
            .viewControllerDescription(environment: environment)
    }

    /// An edit kept for recovery when Notes last ended, offered at launch.
    var recoveryAlert: Alert? {
        guard let question = recoveryQuestion else { return nil }
        return Alert(title: NotesStrings.recoveryTitle(question), message: NotesStrings.recoveryMessage(question), actions: [
            AlertAction(title: NotesStrings.discard, style: .destructive, handler: question.onDiscard),
            AlertAction(title: NotesStrings.saveAs, handler: question.onSaveAs),
            AlertAction(title: NotesStrings.restore, style: .default, handler: question.onRestore),
        ])
    }

    /// The question asked while a quit or close is held (GNOME's "could not be saved" dialog).
    var endingAlert: Alert? {
        guard let question = endingQuestion else { return nil }
        return Alert(title: NotesStrings.endingTitle(question), message: NotesStrings.endingMessage(question), actions: [
            AlertAction(title: NotesStrings.cancel, style: .cancel, handler: question.onCancel),
            AlertAction(title: NotesStrings.discard, style: .destructive, handler: question.onDiscard),
            AlertAction(title: NotesStrings.saveAs, style: .default, handler: question.onSaveAs),
        ])
    }

    /// The preferences: the list's order, the editor's font size and the colour scheme.
    var preferencesScreen: PreferencesScreen {
        PreferencesScreen(pages: [
            .init(title: NotesStrings.preferences, iconName: "emblem-system-symbolic", groups: [
                .init(title: NotesStrings.notesList, rows: [
                    .choice(title: NotesStrings.sortBy, selected: sortOrder, titles: NotesStrings.title(of:), onChange: onSortOrderChange),
                ]),
                .init(title: NotesStrings.editorGroup, rows: [
                    .number(title: NotesStrings.fontSize, subtitle: NotesStrings.fontSizeSubtitle, value: fontSize,
                            range: NotesSettings.fontSizes, onChange: onFontSizeChange),
                ]),
                .init(title: NotesStrings.appearance, rows: [
                    .choice(title: NotesStrings.style, selected: style, titles: NotesStrings.title(of:), onChange: onStyleChange),
                ]),
            ]),
        ], accessibleName: NotesStrings.preferences)
    }

    /// The page: header bar, menu, toast, split.
    var pageScreen: AdaptivePageScreen {
        let split = AdaptiveSplitScreen(
            leadingScreen: NotesSidebarScreen(rendering: self),
            trailingScreen: NoteEditorScreen(rendering: self, isMonospace: isMonospace, fontSize: fontSize),
            trailingTitle: selectedTitle,
            showsTrailingWhenFolded: showsEditorWhenFolded,
            onBack: onBack,
            leadingWidth: 300,
            // The split folds below 661 px whatever the editor holds: a banner's long
            // message wraps instead of hiding the list.
            trailingMinimumWidth: 360)
        // The page hosts the commands: its primary menu lists them after its own sections, and
        // their shortcuts work wherever the focus is in the window.
        return AdaptivePageScreen(title: NotesStrings.appName, content: split.commands(commands), menu: menu,
                                  menuTitle: NotesStrings.mainMenu,
                                  toast: toast.map { NotesStrings.translated($0) }.map { toast in
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

    /// What the user can do, with their keys: in the primary menu (after ``menu``; the GNOME
    /// order, About Notes last), as shortcuts, and in the shortcuts window (Ctrl+?). The
    /// note's commands are disabled while no note is selected. Quit, Close Window and the
    /// editor's Undo and Redo are the app's and the text view's own actions and keys, listed
    /// in the shortcuts window.
    var commands: [Command] {
        let hasNote = selected != nil
        return [
            Command(id: "new-note", title: NotesStrings.newNote, shortcut: "<Control>n", iconName: "document-new-symbolic",
                    section: NotesStrings.notesSection, perform: onNewNote),
            Command(id: "search", title: NotesStrings.search, shortcut: "<Control>f", section: NotesStrings.notesSection,
                    showsInMenus: false, perform: onFocusSearch),
            Command(id: "open-folder", title: NotesStrings.openFolder, shortcut: "<Control>o", section: NotesStrings.notesSection,
                    perform: onOpenFolder),
            Command(id: "import", title: NotesStrings.importNotes, shortcut: "<Shift><Control>o", section: NotesStrings.notesSection,
                    perform: onImport),
            Command(id: "copy-note", title: NotesStrings.copyText, shortcut: "<Shift><Control>c", section: NotesStrings.noteSection,
                    isEnabled: hasNote, perform: onCopyNote),
            Command(id: "save-as", title: NotesStrings.saveAs, shortcut: "<Shift><Control>s", section: NotesStrings.noteSection,
                    isEnabled: hasNote, perform: onSaveAs),
            Command(id: "version-history", title: NotesStrings.versionHistoryMenu, shortcut: "<Control>h",
                    iconName: "document-open-recent-symbolic", section: NotesStrings.noteSection,
                    isEnabled: hasNote && onShowHistory != nil, perform: { onShowHistory?() }),
            // Delete where no widget takes the key itself (the list, not the editor or the search field).
            Command(id: "delete-note", title: NotesStrings.deleteNote, shortcut: "Delete", iconName: "user-trash-symbolic",
                    section: NotesStrings.noteSection, isEnabled: hasNote, perform: onDeleteNote),
            Command(id: "undo", title: NotesStrings.undo, shortcut: "<Control>z", section: NotesStrings.editorGroup,
                    showsInMenus: false, detailedAction: "text.undo"),
            Command(id: "redo", title: NotesStrings.redo, shortcut: "<Shift><Control>z", section: NotesStrings.editorGroup,
                    showsInMenus: false, detailedAction: "text.redo"),
            // The editor's own keys (NoteTextEditor), before the window's Ctrl+F while the focus is in it.
            Command(id: "find-in-note", title: NotesStrings.findInNote, shortcut: "<Control>f", section: NotesStrings.editorGroup,
                    showsInMenus: false, detailedAction: "editor.find"),
            Command(id: "search-all-notes", title: NotesStrings.searchAllNotes, shortcut: "<Shift><Control>f",
                    section: NotesStrings.editorGroup, showsInMenus: false, detailedAction: "editor.search-notes"),
            Command(id: "preferences", title: NotesStrings.preferences, shortcut: "<Control>comma", section: NotesStrings.appSection,
                    perform: onShowPreferences),
            .keyboardShortcuts(title: NotesStrings.keyboardShortcuts, section: NotesStrings.appSection, generalTitle: NotesStrings.general),
            Command(id: "close-window", title: NotesStrings.closeWindow, shortcut: "<Control>w", section: NotesStrings.appSection,
                    showsInMenus: false, detailedAction: "window.close"),
            Command(id: "quit", title: NotesStrings.quit, shortcut: "<Control>q", section: NotesStrings.appSection,
                    showsInMenus: false, detailedAction: "app.quit"),
            Command(id: "about", title: NotesStrings.about, section: NotesStrings.appSection, detailedAction: "app.about"),
        ]
    }

    /// The primary menu's own sections (the commands follow them): the list's order as a
    /// radio group and the editor's font as a check item, stateful actions whose marks follow
    /// the rendering.
    var menu: [AdaptivePageScreen.MenuSection] {
        [
            .init(title: NotesStrings.sortBy, items: NoteSortOrder.allCases.map { order in
                .choice(NotesStrings.title(of: order), isChosen: sortOrder == order) { onSortOrderChange(order) }
            }),
            .init(items: [
                .check(NotesStrings.monospaceFont, isChecked: isMonospace, action: onToggleMonospace),
            ]),
        ]
    }
}
