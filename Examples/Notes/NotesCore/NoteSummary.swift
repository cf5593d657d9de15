import Foundation

/// One note as the sidebar lists it: its file, when it changed, its title and snippet, and
/// whether the app may write it.
public struct NoteSummary: Hashable, Sendable, Identifiable {
    /// The file's name in the notes folder (its identity: unique in the folder).
    public var fileName: String
    /// When the file last changed.
    public var modified: Date
    /// The title and snippet.
    public var text: NoteText
    /// Why the app must not write the file, or nil when it may.
    public var readOnlyReason: ReadOnlyReason?

    /// The file name.
    public var id: String { fileName }

    /// A note summary.
    public init(fileName: String, modified: Date, text: NoteText, readOnlyReason: ReadOnlyReason? = nil) {
        self.fileName = fileName
        self.modified = modified
        self.text = text
        self.readOnlyReason = readOnlyReason
    }
}

/// Why a note is shown but never written.
public enum ReadOnlyReason: Hashable, Sendable {
    /// The file is not UTF-8 text: rewriting it would change its bytes.
    case notUTF8
    /// The file is a symbolic link to a place outside the notes folder.
    case linkOutsideFolder(target: String)
    /// The file is larger than the editor opens (`NotesFolder.largestNote` bytes).
    case tooLarge(bytes: Int)
    /// The file system refuses writes (permissions, a read-only mount).
    case notWritable
    /// A symbolic link whose target is missing (or a loop).
    case linkTargetMissing(target: String)
    /// A symbolic link to something that is not a note of the folder (a folder, a hidden file).
    case linkNotToNote(target: String)
    /// The file's name is not UTF-8 (shown with replacement characters).
    case nameNotUTF8(shownName: String)
    /// A line too long to edit (the editor shows it cut).
    case lineTooLong(characters: Int)
}
