import NotesCore

/// A note the parent took off its list for the trash child (`NotesTrashWorkflow`) to delete:
/// handed over as one of the child's props, numbered in the order the user deleted them.
public struct NoteDeletion: Equatable, Sendable {
    /// Counts the deletions (a later one is the one Undo puts back).
    public var number: Int
    /// The note as it was listed, its text the unsaved edit's when it held one.
    public var entry: NotesFolder.Entry
    /// Whether the note held an edit not on disk yet (written again after Undo).
    public var hadDraft: Bool
    /// The file moved to the trash; nil: a new note that has no file yet (only its text goes).
    public var path: String?

    /// The deletion numbered `number` of `entry`, whose file is at `path`.
    public init(number: Int, entry: NotesFolder.Entry, hadDraft: Bool, path: String?) {
        self.number = number
        self.entry = entry
        self.hadDraft = hadDraft
        self.path = path
    }

    /// The note's file name (its key in the parent's list).
    public var fileName: String { entry.summary.fileName }

    /// Deletions with the same number, note, text and file are equal.
    public static func == (lhs: NoteDeletion, rhs: NoteDeletion) -> Bool {
        lhs.number == rhs.number && lhs.fileName == rhs.fileName && lhs.entry.text == rhs.entry.text
            && lhs.hadDraft == rhs.hadDraft && lhs.path == rhs.path
    }
}
