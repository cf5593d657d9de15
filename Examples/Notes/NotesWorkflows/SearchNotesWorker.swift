import Foundation
import NotesCore
import Workflow

/// Searches the notes off the main thread; a worker with another query or generation
/// replaces (cancels) the running one, so each keystroke cancels the search before it.
public struct SearchNotesWorker: Worker {
    /// The notes' folded texts when the search started.
    public var index: NoteSearchIndex
    /// What the user typed.
    public var query: String
    /// Which version of the notes `index` holds.
    public var generation: Int
    /// Every row of that version, in the list's order; empty: the search goes through the
    /// index and answers with file names.
    public var rows: [NotesRendering.Row]
    /// The positions in `rows` to search: those of an answer this query narrows (a letter
    /// typed after "su" looks only at what "su" found); nil: every row. The search answers
    /// with the positions that match, so the main thread shows them without a pass over
    /// every note and without a copy of a row.
    public var candidates: [Int]?
    /// Where the rows' notes are in `index`, from an earlier search (used when they still hold;
    /// a search of every row finds them otherwise, and answers with them).
    public var rowEntries: NoteSearchRowEntries?

    /// A worker searching `index` for `query` among `rows` (those at `candidates`, if given).
    public init(index: NoteSearchIndex, query: String, generation: Int, rows: [NotesRendering.Row] = [], candidates: [Int]? = nil,
                rowEntries: NoteSearchRowEntries? = nil) {
        self.index = index
        self.query = query
        self.generation = generation
        self.rows = rows
        self.candidates = candidates
        self.rowEntries = rowEntries
    }

    /// The matching rows (or file names) with the query they answer, or nil when cancelled
    /// (the next keystroke's search replaced it). Many rows are searched in parts, one per
    /// processor core, at once.
    public func run() async -> SearchNotesResult? {
        guard !rows.isEmpty else {
            guard let names = try? index.fileNames(matching: query) else { return nil }
            return SearchNotesResult(query: query, generation: generation, fileNames: names)
        }
        let words = NoteSearchQuery(query), rows = rows, index = index, candidates = candidates
        let entries: NoteSearchRowEntries? = if let rowEntries, rowEntries.holds(for: rows, in: index) {
            rowEntries
        } else if candidates == nil {
            NoteSearchRowEntries.find(rows: rows, in: index)
        } else {
            nil
        }
        let total = candidates?.count ?? rows.count
        let parts = Parallel.parts(of: total, least: 10_000)
        let found = await withTaskGroup(of: (Int, [Int]?).self) { group in
            for part in 0..<parts {
                group.addTask {
                    let range = Parallel.range(of: part, in: parts, count: total)
                    return (part, Self.positions(range, of: candidates, in: rows, entries: entries?.entries, index: index, matching: words))
                }
            }
            var found = [[Int]?](repeating: nil, count: parts)
            for await (part, positions) in group { found[part] = positions }
            return found
        }
        guard !Task.isCancelled, found.allSatisfy({ $0 != nil }) else { return nil }
        let positions = parts == 1 ? (found[0] ?? []) : found.flatMap { $0 ?? [] }
        var result = SearchNotesResult(query: query, generation: generation, rows: NoteRows(all: rows, positions: positions))
        result.rowEntries = entries
        return result
    }

    /// The positions in `rows` (of `candidates[range]`, or `range` itself) whose notes match
    /// `words`, ascending, or nil when the task is cancelled. A note is read by its place in
    /// the index when `entries` gives it, else its place is looked up by file name first; a
    /// note the index lacks (not read yet) is matched by its row's title.
    private static func positions(_ range: Range<Int>, of candidates: [Int]?, in rows: [NotesRendering.Row], entries: [Int32]?,
                                  index: NoteSearchIndex, matching words: NoteSearchQuery) -> [Int]? {
        var found: [Int] = []
        // Without the rows' places, the candidates' places are looked up once, in list order
        // (the index answers those fastest in order).
        let places = entries == nil ? index.entryPositions(of: range.lazy.map { rows[candidates?[$0] ?? $0].fileName }) : []
        for offset in range {
            if offset % 4_096 == 0 && Task.isCancelled { return nil }
            let position = candidates?[offset] ?? offset
            let place = if let entries { entries[position] } else { places[offset - range.lowerBound] }
            // A note not read yet (not in the index) is found by its title (its file name).
            let matches = place >= 0 ? index.entry(at: place, matches: words) : NoteSearchIndex.text(rows[position].title, matches: words)
            if matches { found.append(position) }
        }
        return found
    }

    /// The same query over the same version of the notes.
    public func isEquivalent(to otherWorker: SearchNotesWorker) -> Bool {
        query == otherWorker.query && generation == otherWorker.generation
    }
}

/// What a search found, and for which query and version of the notes.
public struct SearchNotesResult: Hashable, Sendable {
    /// The query searched.
    public var query: String
    /// The version of the notes searched.
    public var generation: Int
    /// The matching rows among every row of that version, by position (empty when the search
    /// was given no rows: then `names` holds the matches).
    public var rows: NoteRows
    /// The matching notes' file names when the search was given no rows (index order).
    private var indexNames: [String]
    /// Where the rows' notes are in the index (for the next search of the same rows).
    public var rowEntries: NoteSearchRowEntries?

    /// Whether the search looked at the list's rows (and `rows` holds its matches among them).
    public var searchedRows: Bool { !rows.all.isEmpty }

    /// The matching notes' file names, in the list's order (the index's when the search was
    /// given no rows).
    public var names: [String] { searchedRows ? rows.map(\.fileName) : indexNames }

    /// The matching notes' file names, as a set (made on each call).
    public var fileNames: Set<String> { Set(names) }

    /// A result of a search through the index, by file name.
    public init(query: String, generation: Int, fileNames: [String]) {
        self.query = query
        self.generation = generation
        rows = NoteRows()
        indexNames = fileNames
    }

    /// A result of a search among the list's rows.
    public init(query: String, generation: Int, rows: NoteRows) {
        self.query = query
        self.generation = generation
        self.rows = rows
        indexNames = []
    }

    /// The same query, version and matches.
    public static func == (lhs: SearchNotesResult, rhs: SearchNotesResult) -> Bool {
        lhs.query == rhs.query && lhs.generation == rhs.generation && lhs.rows == rhs.rows && lhs.indexNames == rhs.indexNames
    }

    /// Hashes the query, version and number of matches (what `==` compares, in part).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(query)
        hasher.combine(generation)
        hasher.combine(rows.count)
        hasher.combine(indexNames.count)
    }
}

