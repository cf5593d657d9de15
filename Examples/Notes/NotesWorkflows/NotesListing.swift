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

    /// The listing of `notes` (a name listed twice counts once), in `sortOrder`. The
    /// summaries, and then the rows, the places and the unread names, are made on every core.
    public init(_ notes: [NoteListing], sortOrder: NoteSortOrder = .newestFirst) {
        // The file name without ".md", cut as bytes (cutting characters walks graphemes).
        let suffix = NoteFileName.pathExtension.utf8.count + 1
        let parts = Parallel.parts(of: notes.count, least: 10_000)
        let made = Parallel.map(parts) { part in
            notes[Parallel.range(of: part, in: parts, count: notes.count)].map { note in
                NoteSummary(fileName: note.fileName, modified: note.modified,
                            text: NoteText(String(decoding: note.fileName.utf8.dropLast(suffix), as: UTF8.self)))
            }
        }.flatMap { $0 }
        var entries: [String: NotesFolder.Entry] = [:]
        entries.reserveCapacity(made.count)
        var summaries: [NoteSummary] = []
        summaries.reserveCapacity(made.count)
        for summary in made where entries.updateValue(NotesFolder.Entry(summary: summary, text: nil), forKey: summary.fileName) == nil {
            summaries.append(summary)
        }
        if summaries.count < made.count {
            // A name listed twice: the first stays.
            for summary in summaries { entries[summary.fileName] = NotesFolder.Entry(summary: summary, text: nil) }
        }
        let listed = summaries
        let sorted = sortOrder.sortedIndices(listed)
        let order = sorted.map { listed[$0].fileName }
        let finished = Parallel.map(3) { part -> Finished in
            switch part {
            case 0: return .rows(sorted.map { NotesRendering.Row(summary: listed[$0]) })
            case 1:
                var places: [String: Int] = [:]
                places.reserveCapacity(order.count)
                for (place, name) in order.enumerated() { places[name] = place }
                return .places(places)
            default: return .unread(Set(order))
            }
        }
        self.notes = entries
        self.sortOrder = sortOrder
        self.order = order
        (rows, rowIndex, unread) = ([], [:], [])
        for part in finished {
            switch part {
            case .rows(let rows): self.rows = rows
            case .places(let places): rowIndex = places
            case .unread(let names): unread = names
            }
        }
    }

    /// One of the parts made at once after the sort.
    private enum Finished: Sendable {
        case rows([NotesRendering.Row])
        case places([String: Int])
        case unread(Set<String>)
    }
}
