import NotesCore

/// Where each row's note is in the search index, for one version of the rows and one revision
/// of the index: a search over the same rows again reads each note's entry by its place
/// instead of looking its file name up (two of every five instructions of a search of
/// 100,000 rows).
public struct NoteSearchRowEntries: Sendable {
    /// The index revision the places are in.
    let revision: NoteSearchIndex.Revision
    /// The rows, in the list's order.
    let rows: [NotesRendering.Row]
    /// `entries[p]`: the place in the index of the note of `rows[p]` (-1: not in the index).
    let entries: [Int32]

    /// The places of `rows`' notes in `index`, found on every core in parts.
    static func find(rows: [NotesRendering.Row], in index: NoteSearchIndex) -> NoteSearchRowEntries {
        let parts = Parallel.parts(of: rows.count, least: 10_000)
        let found = Parallel.map(parts) { part in
            index.entryPositions(of: rows[Parallel.range(of: part, in: parts, count: rows.count)].lazy.map(\.fileName))
        }
        return NoteSearchRowEntries(revision: index.revision, rows: rows, entries: parts == 1 ? found[0] : found.flatMap { $0 })
    }

    /// Whether the places hold for `rows` in `index` (the same revision, the same rows).
    func holds(for rows: [NotesRendering.Row], in index: NoteSearchIndex) -> Bool {
        revision === index.revision && self.rows == rows
    }
}
