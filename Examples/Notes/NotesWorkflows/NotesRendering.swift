import Foundation
import NotesCore

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

    /// One row of the sidebar.
    public struct Row: Hashable {
        /// The note's file name (the row's identity).
        public var fileName: String
        /// Its title.
        public var title: String
        /// Its snippet.
        public var snippet: String
        /// When it last changed.
        public var modified: Date
        /// Why it is read-only, if it is.
        public var readOnlyReason: ReadOnlyReason?
    }

    /// The note in the editor.
    public struct Editor: Equatable {
        /// Its file name.
        public var fileName: String
        /// Its text (nil: not read yet, or too large to open).
        public var text: String?
        /// Why it cannot be edited, if it cannot.
        public var readOnlyReason: ReadOnlyReason?
        /// Whether its contents were read (false while the folder is still being read).
        public var isRead: Bool

        /// An editor value from its parts.
        public init(fileName: String, text: String?, readOnlyReason: ReadOnlyReason?, isRead: Bool = true) {
            self.fileName = fileName
            self.text = text
            self.readOnlyReason = readOnlyReason
            self.isRead = isRead
        }
    }

    /// The list's state.
    public var status: Status
    /// The rows, in the chosen order, narrowed by the search.
    public var rows: [Row]
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
}
