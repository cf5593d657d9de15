import Foundation
import NotesCore

/// A folder's notes as listed (names and dates, before their texts are read), with what the
/// workflow keeps of them: the entries by name, their order, the list's rows and each row's
/// place. The folder worker makes it off the main thread, so the listing of a large folder
/// reaches the state as a few assignments.
public struct NotesListing: Sendable {
    /// Each listed note by file name: a title from its file name, no text yet.
    public var notes: [String: NotesFolder.Entry]
    /// The file names not read yet (every listed one).
    public var unread: Set<String>
    /// The order `order` and `rows` are in.
    public var sortOrder: NoteSortOrder
    /// The file names in `sortOrder`.
    public var order: [String]
    /// One row per name of `order`.
    public var rows: [NotesRendering.Row]
    /// Each name's place in `order`.
    public var rowIndex: [String: Int]

    /// The listing of `notes` (a name listed twice counts once), in `sortOrder`.
    public init(_ notes: [NoteListing], sortOrder: NoteSortOrder = .newestFirst) {
        var entries: [String: NotesFolder.Entry] = [:]
        entries.reserveCapacity(notes.count)
        var summaries: [NoteSummary] = []
        summaries.reserveCapacity(notes.count)
        for note in notes where entries[note.fileName] == nil {
            let stem = String(note.fileName.dropLast(NoteFileName.pathExtension.count + 1))
            let summary = NoteSummary(fileName: note.fileName, modified: note.modified, text: NoteText(stem))
            entries[note.fileName] = NotesFolder.Entry(summary: summary, text: nil)
            summaries.append(summary)
        }
        let sorted = sortOrder.sorted(summaries)
        self.notes = entries
        unread = Set(entries.keys)
        self.sortOrder = sortOrder
        order = sorted.map(\.fileName)
        rows = sorted.map(NotesRendering.Row.init(summary:))
        var places: [String: Int] = [:]
        places.reserveCapacity(sorted.count)
        for (place, summary) in sorted.enumerated() { places[summary.fileName] = place }
        rowIndex = places
    }
}
