import Foundation

/// An earlier text of a note, kept by the note's history when a save replaced it: what the
/// History dialog lists (its time and size) before its text is read.
public struct NoteVersion: Equatable, Hashable, Sendable, Identifiable {
    /// The version's name in the note's history folder (its file name without the extension).
    public var id: String
    /// When this text was saved to the note's file, as far as Notes knows (the file's date
    /// when it was read, or the time Notes wrote it): the time the dialog shows.
    public var savedAt: Date
    /// When a newer text replaced it and the history kept it: the order of the versions, and
    /// what the age limit counts from.
    public var keptAt: Date
    /// The text's length in bytes (UTF-8).
    public var size: Int

    /// A version named `id`, saved at `savedAt`, kept at `keptAt`, of `size` bytes.
    public init(id: String, savedAt: Date, keptAt: Date, size: Int) {
        self.id = id
        self.savedAt = savedAt
        self.keptAt = keptAt
        self.size = size
    }

    /// Newest first: the later `keptAt`, then the larger `id` (ids start with the time kept).
    public static func newestFirst(_ lhs: NoteVersion, _ rhs: NoteVersion) -> Bool {
        (lhs.keptAt, lhs.id) > (rhs.keptAt, rhs.id)
    }
}
