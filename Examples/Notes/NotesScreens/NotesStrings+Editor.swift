import Gtk

/// The editor's search bar words (``NoteTextEditor``), and the shortcuts it lists.
extension NotesStrings {
    /// The search bar's field: its text while empty and its accessible name.
    static var findInNote: String { localized("Find in Note") }
    static var previousMatch: String { localized("Previous Match") }
    static var nextMatch: String { localized("Next Match") }
    static var closeSearch: String { localized("Close Search") }
    /// Beside the field when the note has no match.
    static var noMatchesInNote: String { localized("No matches") }
    /// The shortcuts window's row for Shift+Ctrl+F in the editor.
    static var searchAllNotes: String { localized("Search All Notes") }

    /// Beside the field: which match is selected, of how many ("2 of 5").
    static func match(_ position: Int, of count: Int) -> String {
        localized("%1$d of %2$d", String(position), String(count))
    }
}
