import NotesCore
import NotesWorkflows

/// The window's words in one place (ready for translation).
enum NotesStrings {
    static let appName = "Notes"
    static let mainMenu = "Main Menu"
    static let newNote = "New Note"
    static let copyText = "Copy Note Text"
    static let saveAs = "Save As…"
    static let deleteNote = "Delete Note"
    static let sortByTitle = "Sort by Title"
    static let sortNewestFirst = "Sort Newest First"
    static let monospaceFont = "Use Monospace Font"
    static let proportionalFont = "Use Proportional Font"
    static let openFolder = "Open Folder…"
    static let importNotes = "Import…"
    static let preferences = "Preferences"
    static let preferencesMenu = "Preferences"
    static let appSection = "Notes App"
    static let sortBy = "Sort By"
    static let editorGroup = "Editor"
    static let fontSize = "Font Size"
    static let fontSizeSubtitle = "Note text, in points"
    static let appearance = "Appearance"
    static let style = "Style"
    static let about = "About Notes"
    static let search = "Search Notes"
    static let keyboardShortcuts = "Keyboard Shortcuts"
    static let notesSection = "Notes"
    static let noteSection = "Note"
    static let notesList = "Notes"
    static let editor = "Note Text"
    static let loading = "Loading Notes…"
    static let noNotes = "No Notes"
    static let noNotesDescription = "Notes you write are kept as Markdown files in this folder."
    static let noMatches = "No Matching Notes"
    static let failed = "Cannot Read the Notes Folder"
    static let reload = "Try Again"
    static let noSelection = "No Note Selected"
    static let noSelectionDescription = "Choose a note in the list, or make a new one."
    static let tryAgain = "Try Again"
    static let keepMine = "Keep Mine"
    static let useTheirs = "Use Theirs"

    /// A sort order's name in the preferences.
    static func title(of order: NoteSortOrder) -> String {
        switch order {
        case .newestFirst: "Newest First"
        case .byTitle: "Title"
        }
    }

    /// A colour scheme's name in the preferences.
    static func title(of style: NoteStyle) -> String {
        switch style {
        case .followSystem: "Follow System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }

    /// "No notes hold “milk”."
    static func noMatchesDescription(_ query: String) -> String { "No note holds “\(query)”." }

    /// The banner's text.
    static func banner(_ banner: NotesRendering.Banner) -> String {
        switch banner {
        case .conflict:
            return "Another program changed this note while it held unsaved changes."
        case .saveFailed(let message):
            return "Your changes are not saved yet (\(message)). They are kept while the app runs."
        case .readOnly(let reason):
            switch reason {
            case .notUTF8: return "This note is not UTF-8 text: it is shown read-only and never rewritten."
            case .linkOutsideFolder(let target): return "This note links to \(target), outside the notes folder: it is shown read-only."
            case .tooLarge(let bytes): return "This note is too large to open (\(bytes / 1_048_576) MB)."
            case .notWritable: return "This note’s file cannot be written: it is shown read-only."
            }
        }
    }
}
