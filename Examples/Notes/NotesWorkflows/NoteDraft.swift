import Foundation

/// An edit of a note not on disk yet: the text typed, which revision it is, and how saving
/// it stands. The workflow keeps one per note path until the file holds its text.
public struct NoteDraft: Equatable, Sendable {
    /// The note's file name in the folder it belongs to.
    public var fileName: String
    /// The whole text typed.
    public var text: String
    /// Bumped by every edit (an autosave of an older revision is stale).
    public var revision: Int
    /// The revision being written now, and its text, if a write is running.
    public var writing: (revision: Int, text: String)?
    /// The last text a write put in the file (an echo of it from the file monitor is not a
    /// change by another program).
    public var savedText: String?
    /// Why the last write failed, until a write succeeds.
    public var failure: String?
    /// The revision whose write failed: it is not retried until the next edit or Try Again.
    public var failedRevision: Int?
    /// The text the file held when the edit began (read, or last written), and when it was
    /// saved: the first save of the edit keeps it as a version (nil: a new note, none).
    public var base: (text: String, savedAt: Date)?
    /// When the last write put `savedText` in the file (the next save keeps that text as a version).
    public var savedAt: Date?

    /// A draft of `fileName` holding `text` at `revision`.
    public init(fileName: String, text: String, revision: Int) {
        self.fileName = fileName
        self.text = text
        self.revision = revision
    }

    /// Equal drafts hold the same text, revision and saving state.
    public static func == (lhs: NoteDraft, rhs: NoteDraft) -> Bool {
        lhs.fileName == rhs.fileName && lhs.text == rhs.text && lhs.revision == rhs.revision
            && lhs.writing?.revision == rhs.writing?.revision && lhs.writing?.text == rhs.writing?.text
            && lhs.savedText == rhs.savedText && lhs.failure == rhs.failure && lhs.failedRevision == rhs.failedRevision
    }
}
