import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// The notes app's logic: reads the folder, lists the notes in the chosen order, narrows
/// the list to a search, keeps the selected note, and saves edits (debounced, atomic) so none
/// is lost: an edit stays a `NoteDraft` until its file holds it. Renders a `NotesRendering`.
public struct NotesWorkflow: Workflow {
    /// How long typing must pause before a note is written by default, in milliseconds.
    public static let autosaveDelay = 500

    /// The folder the notes live in (until the user opens another).
    public var folder: NotesFolder
    /// The order the list starts in (the setting's value).
    public var sortOrder: NoteSortOrder
    /// Whether the folder is watched for changes by other programs (`FileMonitorWorker`),
    /// once it was listed. The app watches; tests of other behaviour leave it off.
    public var watchesFolder: Bool
    /// How long typing must pause before the note is written, in milliseconds.
    public var autosaveDelay: Int
    /// The preferences kept in GSettings (`NotesSettings`), followed and written; nil: the
    /// defaults, kept for this run only (no schema installed, or a test).
    public var settings: SettingsStore?
    /// The editor's font size to start with (the setting's value).
    public var fontSize: Int
    /// The colour scheme to start with (the setting's value).
    public var style: NoteStyle
    /// Orders the autosaves (a later text of a note is never overtaken by an earlier one)
    /// and the moves to and from the trash (a delete waits for the autosave in flight, which
    /// cannot recreate the file after it); the app finishes it when it ends, before writing
    /// the unsaved edits.
    public var writes: FileWriteQueue
    /// Where the app keeps edits it could not write when it ended (read at launch and
    /// offered: restore, Save As…, discard); nil: none (tests of other behaviour).
    public var recovery: RecoveryStore?
    /// Where the notes' earlier versions are kept (each save keeps the text it replaced; the
    /// History dialog restores one); nil: no history (tests of other behaviour).
    public var history: NoteHistoryStore?
    /// Whether the folder's notes are kept in its cache (`NotesFolderCache`, under
    /// `$XDG_CACHE_HOME`) so that a launch reads only the notes that changed. The app caches;
    /// tests of other behaviour leave it off.
    public var cachesFolder = false

    /// The workflow for `folder`, listing in `sortOrder`.
    public init(folder: NotesFolder, sortOrder: NoteSortOrder = .newestFirst, watchesFolder: Bool = false,
                autosaveDelay: Int = NotesWorkflow.autosaveDelay, settings: SettingsStore? = nil,
                fontSize: Int = NotesSettings.defaultFontSize, style: NoteStyle = .followSystem,
                writes: FileWriteQueue = FileWriteQueue(), recovery: RecoveryStore? = nil, history: NoteHistoryStore? = nil) {
        self.folder = folder
        self.sortOrder = sortOrder
        self.watchesFolder = watchesFolder
        self.autosaveDelay = autosaveDelay
        self.settings = settings
        self.fontSize = fontSize
        self.style = style
        self.writes = writes
        self.recovery = recovery
        self.history = history
    }

    /// What the workflow remembers.
    public struct State {
        /// The folder shown (the workflow's, or the one the user opened).
        public var folder: NotesFolder?
        /// Whether the folder's notes are being listed, were listed, or could not be.
        public var phase: Phase = .loading
        /// Bumped for each folder opened (the folder child reads it from the start).
        public var folderOpenings = 0
        /// Every note listed, by file name (a note not read yet has a title from its file
        /// name and no text). An edited note holds the edited text.
        public var notes: [String: NotesFolder.Entry] = [:]
        /// The notes listed but not read yet.
        public var unread: Set<String> = []
        /// Notes read whose rows still show them as listed (their file names): the rows are
        /// brought up to date every tenth of the folder read, and when reading ends.
        public var rowsPending: [String] = []
        /// The notes' texts for search.
        public var index = NoteSearchIndex([])
        /// Bumped whenever the notes or their order change (a search of an older version is stale).
        public var notesGeneration = 0
        /// The list's order.
        public var sortOrder: NoteSortOrder
        /// Every note's file name in `sortOrder`: sorted again by the actions that can change
        /// the order, not on each keystroke in the editor (a render only looks it up).
        public var order: [String] = []
        /// The list's rows, one per name of `order`, kept with it: a render passes them on
        /// (or a search's answer) without a pass over the notes; an edit or a batch of notes
        /// read replaces its rows in place (`rowIndex`).
        public var rows: [NotesRendering.Row] = []
        /// Each note's place in `order` and `rows`.
        public var rowIndex: [String: Int] = [:]
        /// Bumped to empty the search field (a new note, an import): the search child's prop.
        public var searchClears = 0
        /// The note shown in the editor.
        public var selected: String?
        /// Edits not on disk yet, by file path.
        public var drafts: [String: NoteDraft] = [:]
        /// The last text the app wrote to each path this session (the file monitor's echo of
        /// a write is not another program's change).
        public var written: [String: String] = [:]
        /// The last draft revision given.
        public var lastRevision = 0
        /// Whether a folded window shows the editor.
        public var showsEditorWhenFolded = false
        /// Bumped to focus the editor.
        public var editorFocusRequest = 0
        /// The toast shown, if any.
        public var toast: ToastState?
        /// The last toast's number.
        public var lastToast = 0
        /// The notes taken off the list for the trash child (`NotesTrashWorkflow`), in order:
        /// those on their way to the trash until it reports, and the last one if it had no
        /// file (a new note). The child's props.
        public var deletions: [NoteDeletion] = []
        /// The last deletion's number (kept when another folder is opened).
        public var lastDeletion = 0
        /// The last deleted note's file name.
        public var lastDeletedName: String?
        /// The last deletion whose Undo toast went away (the trash child forgets it).
        public var undoWithdrawn = 0
        /// The deleted notes being put back from the trash (Undo), by file name.
        public var restoring: Set<String> = []
        /// The notes to read again (the file monitor reported a change, a write found the file
        /// changed, a note asked for is not listed), each with its request's number: the
        /// folder child reads them.
        public var rereads: [String: Int] = [:]
        /// Another program's version of a note that holds an unsaved edit (file name → entry).
        public var conflicts: [String: NotesFolder.Entry] = [:]
        /// The last text copied, with a number per Copy.
        public var copied: (number: Int, text: String)?
        /// The file chooser asked for, if any (Import… and Save As… are the transfer child's).
        public var chooser: Chooser?
        /// How many imports the transfer child runs (`NotesTransferWorkflow`): while one does,
        /// the parent gives it the names taken.
        public var importsRunning = 0
        /// What the next write of a path may replace, where it is not the version read
        /// (`NotesFolder.Entry.stamp`): the version this app wrote last, or nothing (a new note).
        public var expectedVersions: [String: FileReplacement.Expectation] = [:]
        /// A note to select once it is listed (`NotesRendering.onOpen`), by file name.
        public var pendingSelection: String?
        /// The new notes that have no file yet, by the provisional name they are listed under
        /// (`NoteFileName.provisional`): each gets its file name from its title at its first write.
        public var unnamed: Set<String> = []
        /// Notes whose file another program deleted while they were shown: each stays listed
        /// with its text while selected (a key typed meanwhile is not lost; the edit writes the
        /// file again) and leaves the list once another note is selected without an edit of it.
        public var vanished: Set<String> = []
        /// The file names new notes got at their first write, by the name they were listed
        /// under before (a provisional name, or a name a file took meanwhile).
        public var named: [String: String] = [:]
        /// The last new note's number (its provisional name).
        public var lastNewNote = 0
        /// Whether saves keep the text they replace as a version (the workflow has a history store).
        public var keepsHistory = false
        /// The versions to keep (texts saves replaced), by number.
        public var versionKeeps: [Int: VersionKeep] = [:]
        /// The last version-to-keep's number.
        public var lastVersionKeep = 0
        /// The note whose History dialog shows, if any.
        public var historyNote: String?
        /// The text the last restore replaced, while its toast offers Undo.
        public var restoreUndo: RestoreUndo?

        /// A state listing in `sortOrder`, before the folder is read.
        public init(sortOrder: NoteSortOrder) {
            self.sortOrder = sortOrder
        }

        /// The path of `fileName` in the folder shown (drafts are kept by path, so an edit
        /// made before another folder was opened is still written to its own file).
        public func path(of fileName: String) -> String {
            (folder?.url.path ?? "") + "/" + fileName
        }
    }

    /// A toast's content.
    public struct ToastState: Equatable {
        /// Its number (a new one is a new toast).
        public var number: Int
        /// Its message.
        public var message: String
        /// Whether it offers Undo (of the last delete, or of the restore when `undoesRestore`).
        public var offersUndo: Bool
        /// Whether its Undo takes back a restore of an earlier version (not a delete).
        public var undoesRestore = false
    }

    /// A file chooser the workflow asks for.
    public enum Chooser: Equatable {
        /// Open Folder…
        case openFolder
    }

    /// Where listing the folder stands (its reading and watching are the folder child's).
    public enum Phase: Equatable {
        /// The folder is being listed.
        case loading
        /// The folder was listed (its notes' texts may still be read).
        case loaded
        /// The folder could not be read.
        case failed(NotesFolderError)
    }

    /// Starts reading the folder, in the workflow's order.
    public func makeInitialState() -> State {
        var state = State(sortOrder: sortOrder)
        state.folder = folder
        state.keepsHistory = history != nil
        return state
    }

    /// Reads the folder again when it changes.
    public func workflowDidChange(from previousWorkflow: NotesWorkflow, state: inout State) {
        if previousWorkflow.folder.url != folder.url {
            let old = state
            state = State(sortOrder: old.sortOrder)
            state.folder = folder
            state.folderOpenings = old.folderOpenings + 1
            state.keepEdits(of: old)
        }
    }

    /// Lists the notes (narrowed by the current search) and copies as a side effect; renders
    /// its children (the folder's reading and watching, the saving, the search, the
    /// preferences, the recovery, the ending question, the trash, import and Save As, the
    /// History dialog) and assembles their renderings into the window's `NotesRendering`.
    public func render(state: State, context: RenderContext<NotesWorkflow>) -> NotesRendering {
        let folder = state.folder ?? self.folder
        renderClipboard(state: state, context: context)
        let children = renderChildren(state: state, folder: folder, context: context)
        let trash = children.trash
        renderVersionKeeps(state: state, context: context)
        let sink = context.makeSink(of: NotesAction.self)
        let historySink = context.makeSink(of: NotesHistoryAction.self)
        // The kept rows; made here only if an action left them out of step (never expected).
        var rows = NoteRows(state.rows.count == state.notes.count
            ? state.rows
            : state.sortOrder.sorted(state.notes.values.map(\.summary)).map(NotesRendering.Row.init(summary:)))
        let search = children.search
        if search.isSearching, let result = search.result {
            // The search's own rows when it answered for these rows; else its names applied to them.
            // (An answer over the same rows stands while notes are read: they change the rows
            // only every tenth of the folder, so no pass over every row is made per batch.)
            if result.searchedRows && result.rows.all == rows.all {
                rows = result.rows
            } else {
                let names = result.fileNames
                rows = NoteRows(all: rows.all, positions: rows.all.indices.filter { names.contains(rows.all[$0].fileName) })
            }
        }
        let selectedEntry = state.selected.flatMap { state.notes[$0] }
        // The callbacks capture the selected name, not the state: a rendering kept by the
        // window must not share the state's notes, or the next action's change copies them all.
        let selected = state.selected
        let preferences = children.preferences
        return NotesRendering(
            status: Self.status(state: state, search: search, rowCount: rows.count),
            rows: rows,
            selected: selectedEntry.map { editor(for: $0, state: state, folder: folder) },
            query: search.query,
            sortOrder: state.sortOrder,
            onSelect: { sink.send(.select($0)) },
            onQueryChange: search.onQueryChange,
            onSortOrderChange: preferences.onSortOrderChange,
            onReload: children.folder.onReload,
            folderPath: folder.url.path,
            showsEditorWhenFolded: state.showsEditorWhenFolded && selectedEntry != nil,
            isMonospace: preferences.isMonospace,
            searchFocusRequest: search.focusRequest,
            editorFocusRequest: state.editorFocusRequest,
            toast: state.toast.map { toast in
                NotesRendering.Toast(number: toast.number, title: toast.message,
                                     buttonLabel: toast.offersUndo ? "Undo" : nil,
                                     onButton: toast.offersUndo ? {
                                         if toast.undoesRestore { historySink.send(.undoRestore) } else { trash.onUndo() }
                                     } : nil,
                                     onDismiss: { sink.send(.toastDismissed(toast.number)) })
            },
            fileChooser: fileChooser(state: state, folder: folder, sink: sink) ?? children.transfer.fileChooser ?? children.ending.fileChooser
                ?? children.recovery.fileChooser,
            unsavedNotes: state.unsavedNotes,
            writesInFlight: state.drafts.values.contains { $0.writing != nil },
            onEdit: { text in if let name = selected { sink.send(.edit(fileName: name, text: text)) } },
            onNewNote: { sink.send(.newNote) },
            onDeleteNote: { if let name = selected { sink.send(.delete(fileName: name)) } },
            onCopyNote: { sink.send(.copySelected) },
            onBack: { sink.send(.back) },
            onFocusSearch: search.onFocusSearch,
            onToggleMonospace: preferences.onToggleMonospace,
            onRetrySave: { if let name = selected { sink.send(.retrySave(fileName: name)) } },
            onKeepMine: { if let name = selected { sink.send(.keepMine(fileName: name)) } },
            onUseTheirs: { if let name = selected { sink.send(.useTheirs(fileName: name)) } },
            onOpenFolder: { sink.send(.chooseFolder) },
            onSaveAs: children.transfer.onSaveAs,
            onImportFiles: children.transfer.onImportFiles,
            onImport: children.transfer.onImport,
            fontSize: preferences.fontSize,
            style: preferences.style,
            showsPreferences: preferences.showsPreferences,
            onShowPreferences: { preferences.onShowPreferences(true) },
            onClosePreferences: { preferences.onShowPreferences(false) },
            onFontSizeChange: preferences.onFontSizeChange,
            onStyleChange: preferences.onStyleChange,
            endingQuestion: state.chooser == nil && children.transfer.fileChooser == nil && children.recovery.fileChooser == nil
                ? children.ending.question : nil,
            recoveryQuestion: children.recovery.question,
            endingConfirmed: children.ending.confirmed,
            hasUnwritableEdits: !state.unwritableDrafts.isEmpty,
            onKeepBoth: { if let name = selected { sink.send(.keepBoth(fileName: name)) } },
            onEndingRequested: children.ending.onEndingRequested,
            onOpen: { sink.send(.open(folder: $0, note: $1)) },
            history: children.history,
            onShowHistory: history == nil || selectedEntry?.text == nil ? nil : { historySink.send(.show) })
    }

    /// The children's renderings.
    struct Children {
        /// The folder's reading (`NotesFolderWorkflow`).
        var folder: NotesFolderWorkflow.Rendering
        /// The question about edits that cannot be written (`NotesEndingWorkflow`).
        var ending: NotesEndingWorkflow.Rendering
        /// The search (`NotesSearchWorkflow`).
        var search: NotesSearchWorkflow.Rendering
        /// The preferences (`NotesPreferencesWorkflow`).
        var preferences: NotesPreferencesWorkflow.Rendering
        /// The edits kept for recovery (`NotesRecoveryWorkflow`).
        var recovery: NotesRecoveryWorkflow.Rendering
        /// Delete's trash and Undo (`NotesTrashWorkflow`).
        var trash: NotesTrashWorkflow.Rendering
        /// Import and Save As (`NotesTransferWorkflow`).
        var transfer: NotesTransferWorkflow.Rendering
        /// The selected note's History dialog, while it shows (`NoteHistoryWorkflow`; its
        /// outputs come back as `NotesHistoryAction`s).
        var history: NoteHistoryRendering?
    }

    /// Renders the children, each given what it needs of the parent's state as its props;
    /// their outputs come back as `NotesAction`s. A new child is one more line here and one
    /// more case of `NotesAction`.
    private func renderChildren(state: State, folder: NotesFolder, context: RenderContext<NotesWorkflow>) -> Children {
        let place = state.phase == .loaded ? state.folder.map { (folder: $0.url.path, note: state.selected) } : nil
        let unwritable = state.unwritableDrafts.map {
            NotesEndingWorkflow.Edit(path: $0.path, text: $0.draft.text, isConflict: state.isInConflict(path: $0.path, draft: $0.draft))
        }
        let selected = state.selected.flatMap { name in
            state.notes[name].flatMap { entry in
                entry.text.map { NotesTransferWorkflow.Note(fileName: name, title: entry.summary.text.title, text: $0) }
            }
        }
        // The names an import keeps free: made only while one runs (a set of every note).
        let transfer = NotesTransferWorkflow(folder: folder, isFolderRead: state.phase == .loaded,
                                             taken: state.importsRunning > 0 ? Set(state.notes.keys).union(state.trashing) : [],
                                             note: selected)
            .rendered(in: context, key: "transfer") { NotesAction.transfer($0) }
        let ending = NotesEndingWorkflow(unwritable: unwritable, folderPath: folder.url.path)
            .rendered(in: context, key: "ending") { NotesAction.ending($0) }
        NotesSavingWorkflow(saves: state.saves, writes: writes, delay: autosaveDelay)
            .rendered(in: context, key: "saving") { NotesAction.saving($0) }
        return Children(
            folder: NotesFolderWorkflow(folder: folder, opening: state.folderOpenings, sortOrder: state.sortOrder,
                                        cachesFolder: cachesFolder, watches: watchesFolder && state.phase == .loaded,
                                        rereads: state.rereads)
                .rendered(in: context, key: "folder") { NotesAction.folder($0) },
            ending: ending,
            search: NotesSearchWorkflow(index: state.index, generation: state.notesGeneration, rows: state.rows, clearRequest: state.searchClears)
                .rendered(in: context, key: "search") { NotesAction.search($0) },
            preferences: NotesPreferencesWorkflow(settings: settings, sortOrder: state.sortOrder, fontSize: fontSize, style: style, place: place)
                .rendered(in: context, key: "preferences") { NotesAction.preferences($0) },
            recovery: NotesRecoveryWorkflow(store: recovery, writes: writes,
                                            mayAsk: state.chooser == nil && transfer.fileChooser == nil && ending.question == nil
                                                && ending.fileChooser == nil,
                                            folderPath: folder.url.path)
                .rendered(in: context, key: "recovery") { NotesAction.recovery($0) },
            trash: state.trashWorkflow(writes: writes, folderPath: folder.url.path)
                .rendered(in: context, key: "trash") { NotesAction.trash($0) },
            transfer: transfer,
            history: renderHistory(state: state, folder: folder, context: context))
    }

    /// Copies the selected note's text (Copy) as a side effect.
    private func renderClipboard(state: State, context: RenderContext<NotesWorkflow>) {
        if let copied = state.copied {
            context.copyToClipboard(copied.text, key: "copy-\(copied.number)")
        }
    }

    private func editor(for entry: NotesFolder.Entry, state: State, folder: NotesFolder) -> NotesRendering.Editor {
        let name = entry.summary.fileName
        let draft = state.drafts[state.path(of: name)]
        let banner: NotesRendering.Banner?
        if state.conflicts[name] != nil {
            banner = .conflict
        } else if let failure = draft?.failure {
            banner = .saveFailed(message: failure)
        } else if draft == nil, state.vanished.contains(name) {
            banner = .deletedElsewhere
        } else {
            banner = entry.summary.readOnlyReason.map { .readOnly($0) }
        }
        return NotesRendering.Editor(fileName: name, text: entry.text, readOnlyReason: entry.summary.readOnlyReason,
                                     isRead: !state.unread.contains(name), hasUnsavedChanges: draft != nil, banner: banner)
    }

    private func fileChooser(state: State, folder: NotesFolder, sink: Sink<NotesAction>) -> FileChooserRequest? {
        switch state.chooser {
        case nil:
            return nil
        case .openFolder:
            return FileChooserRequest(title: "Open Notes Folder", mode: .openFolder, initialFolder: folder.url.path,
                                      onResult: { sink.send(.folderChosen($0)) })
        }
    }

    private static func status(state: State, search: NotesSearchWorkflow.Rendering, rowCount: Int) -> NotesRendering.Status {
        switch state.phase {
        case .loading: return .loading
        case .failed(let error): return .failed(message: error.description)
        case .loaded:
            if state.notes.isEmpty { return .empty }
            if search.isSearching && !search.isCurrent && search.result == nil { return .searching }
            if search.isSearching && rowCount == 0 { return .noMatches(query: search.query) }
            return .ready
        }
    }
}
