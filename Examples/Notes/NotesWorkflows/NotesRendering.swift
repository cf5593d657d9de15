import Foundation
import Gtk
import NotesCore
import WorkflowPlatform

/// What the notes window shows: the list's state, its rows, the note in the editor and
/// what the user can do. Plain values and closures; the window binds them to widgets.
public struct NotesRendering {
    /// What the list area shows besides its rows.
    public enum Status: Equatable {
        /// The folder is being read (a spinner).
        case loading
        /// The folder could not be read (an error page with the message and Reload).
        case failed(message: String)
        /// The folder holds no notes (an empty-state page offering New Note).
        case empty
        /// The first search is running (the list keeps its rows until it answers).
        case searching
        /// The search found nothing.
        case noMatches(query: String)
        /// The rows are the list.
        case ready
    }

    /// One row of the sidebar. Its fields live in one shared immutable box, so copying a
    /// row (the list's 100,000 rows are copied whenever the rows change) is one retain, and
    /// two copies of a row compare by identity first.
    public struct Row: Hashable, Sendable {
        private struct Fields: Hashable, Sendable {
            var fileName: String, title: String, snippet: String
            var modified: Date
            var readOnlyReason: ReadOnlyReason?
        }

        private final class Box: Sendable {
            let fields: Fields
            init(_ fields: Fields) { self.fields = fields }
        }

        private var box: Box

        /// The note's file name (the row's identity).
        public var fileName: String {
            get { box.fields.fileName }
            set { change(\.fileName, to: newValue) }
        }
        /// Its title.
        public var title: String {
            get { box.fields.title }
            set { change(\.title, to: newValue) }
        }
        /// Its snippet.
        public var snippet: String {
            get { box.fields.snippet }
            set { change(\.snippet, to: newValue) }
        }
        /// When it last changed.
        public var modified: Date {
            get { box.fields.modified }
            set { change(\.modified, to: newValue) }
        }
        /// Why it is read-only, if it is.
        public var readOnlyReason: ReadOnlyReason? {
            get { box.fields.readOnlyReason }
            set { change(\.readOnlyReason, to: newValue) }
        }

        /// A new box with one field changed (the old box may be shared by other copies).
        private mutating func change<Value>(_ field: WritableKeyPath<Fields, Value>, to value: Value) {
            var fields = box.fields
            fields[keyPath: field] = value
            box = Box(fields)
        }

        /// A row from its parts.
        public init(fileName: String, title: String, snippet: String, modified: Date, readOnlyReason: ReadOnlyReason?) {
            box = Box(Fields(fileName: fileName, title: title, snippet: snippet, modified: modified, readOnlyReason: readOnlyReason))
        }

        /// The row of a note's summary.
        public init(summary: NoteSummary) {
            self.init(fileName: summary.fileName, title: summary.text.title, snippet: summary.text.snippet,
                      modified: summary.modified, readOnlyReason: summary.readOnlyReason)
        }

        /// Rows with the same fields are equal (the same box at once).
        public static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
        }

        /// Hashes the fields `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(box.fields)
        }
    }

    /// The note in the editor.
    public struct Editor: Equatable {
        /// Its file name (a new note without a file yet: the provisional name it is listed
        /// under, `NoteFileName.provisional`, until its first write names it after its title;
        /// its text stays the same then).
        public var fileName: String
        /// Its text (nil: not read yet, or too large to open).
        public var text: String?
        /// Why it cannot be edited, if it cannot.
        public var readOnlyReason: ReadOnlyReason?
        /// Whether its contents were read (false while the folder is still being read).
        public var isRead: Bool
        /// Whether it holds an edit not written to its file yet.
        public var hasUnsavedChanges: Bool
        /// The banner above the text, if any.
        public var banner: Banner?

        /// An editor value from its parts.
        public init(fileName: String, text: String?, readOnlyReason: ReadOnlyReason?, isRead: Bool = true,
                    hasUnsavedChanges: Bool = false, banner: Banner? = nil) {
            self.fileName = fileName
            self.text = text
            self.readOnlyReason = readOnlyReason
            self.isRead = isRead
            self.hasUnsavedChanges = hasUnsavedChanges
            self.banner = banner
        }

        /// Whether the user may type in it.
        public var isEditable: Bool { isRead && text != nil && readOnlyReason == nil }
    }

    /// A message above the editor's text.
    public enum Banner: Equatable {
        /// The note is shown but never written, and why.
        case readOnly(ReadOnlyReason)
        /// Writing the edit failed (the edit stays in memory): the reason; Try Again.
        case saveFailed(message: String)
        /// Another program changed the file while it held an unsaved edit: Keep Mine or Use Theirs.
        case conflict
        /// Another program deleted the file while the note was shown: Save Again (or typing)
        /// writes it again; selecting another note lets it go.
        case deletedElsewhere
    }

    /// A short message over the window (`AdwToast`), with an optional button.
    public struct Toast {
        /// A new number is a new toast.
        public var number: Int
        /// The message.
        public var title: String
        /// The button's text ("Undo"), if any.
        public var buttonLabel: String?
        /// The button's action.
        public var onButton: (() -> Void)?
        /// The toast went away.
        public var onDismiss: () -> Void
    }

    /// A note whose edit is not on disk yet: what a quit writes synchronously before exiting.
    public struct UnsavedNote: Equatable, Sendable {
        /// The file's path.
        public var path: String
        /// The text to write.
        public var text: String

        /// An unsaved note at `path` holding `text`.
        /// What its write may replace (the version last read or written; see `FileReplacement.Expectation`).
        public var expecting: FileReplacement.Expectation = .anything

        public init(path: String, text: String, expecting: FileReplacement.Expectation = .anything) {
            self.path = path
            self.text = text
            self.expecting = expecting
        }
    }

    /// The list's state.
    public var status: Status
    /// The rows, in the chosen order, narrowed by the search.
    public var rows: NoteRows
    /// The selected note, if any.
    public var selected: Editor?
    /// The search field's text.
    public var query: String
    /// The list's order.
    public var sortOrder: NoteSortOrder
    /// Selects a note by file name (nil: none).
    public var onSelect: (String?) -> Void
    /// The search field changed.
    public var onQueryChange: (String) -> Void
    /// The order changed.
    public var onSortOrderChange: (NoteSortOrder) -> Void
    /// Reads the folder again.
    public var onReload: () -> Void

    /// The notes folder's path.
    public var folderPath: String
    /// Whether a folded window shows the editor (else the list).
    public var showsEditorWhenFolded: Bool
    /// Whether the editor uses a monospace font.
    public var isMonospace: Bool
    /// Bumped when the search field should take the keyboard focus (Ctrl+F).
    public var searchFocusRequest: Int
    /// Bumped when the editor should take the keyboard focus (a new note).
    public var editorFocusRequest: Int
    /// The toast shown, if any.
    public var toast: Toast?
    /// The file chooser shown (Open Folder…, Save As…), if any.
    public var fileChooser: FileChooserRequest?
    /// The edits not written yet, newest text of each.
    public var unsavedNotes: [UnsavedNote]
    /// Whether a write of a note runs now (off the main thread): a quit waits for it before
    /// its last synchronous write, so an older text cannot land after the newest.
    public var writesInFlight: Bool
    /// The selected note's text changed in the editor.
    public var onEdit: (String) -> Void
    /// Makes a new empty note and selects it.
    public var onNewNote: () -> Void
    /// Moves the selected note to the trash (Undo in a toast).
    public var onDeleteNote: () -> Void
    /// Copies the selected note's text to the clipboard.
    public var onCopyNote: () -> Void
    /// Back from the editor to the list (a folded window).
    public var onBack: () -> Void
    /// Asks for the search field's focus (Ctrl+F).
    public var onFocusSearch: () -> Void
    /// Switches the editor between a monospace and a proportional font.
    public var onToggleMonospace: () -> Void
    /// Writes the failed edit again.
    public var onRetrySave: () -> Void
    /// Keeps the editor's text over another program's change.
    public var onKeepMine: () -> Void
    /// Takes another program's change, dropping the unsaved edit.
    public var onUseTheirs: () -> Void
    /// Asks for another notes folder (a file chooser).
    public var onOpenFolder: () -> Void
    /// Asks where to save a copy of the selected note (a file chooser).
    public var onSaveAs: () -> Void
    /// Imports files (dropped on the window) as new notes, by path.
    public var onImportFiles: ([String]) -> Void
    /// Asks for files to import (Import…, a file chooser).
    public var onImport: () -> Void
    /// The editor's font size in points.
    public var fontSize: Int
    /// The colour scheme.
    public var style: NoteStyle
    /// Whether the preferences show (a sheet over the window).
    public var showsPreferences: Bool
    /// Shows the preferences (Ctrl+,).
    public var onShowPreferences: () -> Void
    /// Closes the preferences.
    public var onClosePreferences: () -> Void
    /// The user chose another font size.
    public var onFontSizeChange: (Int) -> Void
    /// The user chose another colour scheme.
    public var onStyleChange: (NoteStyle) -> Void
    /// The question asked while a quit or close is held because edits cannot be written
    /// ("Changes to ‘Groceries’ could not be saved": Save As… / Discard / Cancel), or nil.
    public var endingQuestion: EndingQuestion? = nil
    /// An edit kept for recovery when the app last ended, offered (restore, Save As…, discard), or nil.
    public var recoveryQuestion: RecoveryQuestion? = nil
    /// Whether the user answered that question so that the app may end now.
    public var endingConfirmed = false
    /// Whether some edit cannot be written to its file now (a failed save, a conflict): a
    /// quit or close is held and asked about.
    public var hasUnwritableEdits = false
    /// Keeps both versions of a note in conflict: the other program's in the file, the edit as
    /// a new note beside it.
    public var onKeepBoth: () -> Void = {}
    /// Asks the question (a quit or close is held).
    public var onEndingRequested: () -> Void = {}
    /// Opens a folder and a note in it, as a launch with `--folder`, `--open` or a file
    /// asks (`open(folder:note:)`).
    public var onOpen: (_ folder: NotesFolder?, _ note: String?) -> Void = { _, _ in }

    /// Opens `folder` if given and not the one shown (as a folder chosen in Open Folder…
    /// does), then selects the note whose file name is `note` once it is listed (a note not
    /// listed yet is selected when the listing arrives). Either may be nil.
    public func open(folder: NotesFolder?, note: String?) {
        onOpen(folder, note)
    }
    /// The selected note's History dialog, while it shows (`NoteHistoryWorkflow`).
    public var history: NoteHistoryRendering? = nil
    /// Opens the selected note's History dialog; nil when there is no history to show (no
    /// note selected or read, or the app keeps none).
    public var onShowHistory: (() -> Void)? = nil

    /// An edit the app could not write when it last ended, kept in the recovery folder.
    public struct RecoveryQuestion {
        /// The note's title (from the edit's text).
        public var title: String
        /// The file it belongs to.
        public var path: String
        /// Why it could not be written then.
        public var reason: String
        /// When it was kept.
        public var savedAt: Date
        /// Writes it back to its file.
        public var onRestore: () -> Void
        /// Saves it elsewhere.
        public var onSaveAs: () -> Void
        /// Throws it away.
        public var onDiscard: () -> Void
    }

    /// The question about edits that cannot be written when the app is asked to end.
    public struct EndingQuestion {
        /// The titles of the notes whose edits cannot be written.
        public var titles: [String]
        /// How many of them changed on disk (a conflict) rather than failed to save.
        public var conflicts: Int
        /// Save As… the first of them.
        public var onSaveAs: () -> Void
        /// Throw their edits away and end.
        public var onDiscard: () -> Void
        /// Stay.
        public var onCancel: () -> Void

        /// The question about the notes titled `titles`.
        public init(titles: [String], conflicts: Int, onSaveAs: @escaping () -> Void, onDiscard: @escaping () -> Void,
                    onCancel: @escaping () -> Void) {
            self.titles = titles
            self.conflicts = conflicts
            self.onSaveAs = onSaveAs
            self.onDiscard = onDiscard
            self.onCancel = onCancel
        }
    }
}
