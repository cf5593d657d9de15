import NotesCore

/// The History dialog of a note, as plain values and callbacks: its versions by time and
/// size, the selected one's text, and Restore.
public struct NoteHistoryRendering {
    /// The note's title.
    public var noteTitle: String
    /// The versions, newest first; nil while they are listed.
    public var versions: [NoteVersion]?
    /// The version selected.
    public var selected: NoteVersion.ID?
    /// The selected version's text, as far as it is read.
    public var preview: Preview
    /// Whether a restore is under way (the current text being kept first).
    public var isRestoring: Bool
    /// Whether Restore can be pressed: the selected version is read, differs from the note's
    /// text, and the note can be changed.
    public var canRestore: Bool
    /// Why the last restore could not be done.
    public var failure: String?
    /// Selects a version.
    public var onSelect: (NoteVersion.ID) -> Void
    /// Restores the selected version.
    public var onRestore: () -> Void
    /// Closes the dialog.
    public var onClose: () -> Void

    /// A dialog rendering; see the properties.
    public init(noteTitle: String, versions: [NoteVersion]?, selected: NoteVersion.ID?, preview: Preview,
                isRestoring: Bool, canRestore: Bool, failure: String?,
                onSelect: @escaping (NoteVersion.ID) -> Void, onRestore: @escaping () -> Void, onClose: @escaping () -> Void) {
        self.noteTitle = noteTitle
        self.versions = versions
        self.selected = selected
        self.preview = preview
        self.isRestoring = isRestoring
        self.canRestore = canRestore
        self.failure = failure
        self.onSelect = onSelect
        self.onRestore = onRestore
        self.onClose = onClose
    }

    /// The selected version's text.
    public enum Preview: Equatable, Sendable {
        /// No version is selected.
        case none
        /// The version `id` is being read.
        case loading(NoteVersion.ID)
        /// The version `id` holds `text`.
        case loaded(id: NoteVersion.ID, text: String)
        /// The version `id` cannot be read, for `reason`.
        case failed(id: NoteVersion.ID, reason: String)
    }
}
