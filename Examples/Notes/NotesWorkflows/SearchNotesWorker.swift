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
    /// The rows to search, in the list's order: every row of that version, or the rows of an
    /// answer this query narrows (a letter typed after "su" looks only at what "su" found).
    /// The search answers with those that match, so the main thread shows them without a
    /// pass over every note. Without rows the search goes through the index.
    public var rows: [NotesRendering.Row]

    /// A worker searching `index` for `query` among `rows`.
    public init(index: NoteSearchIndex, query: String, generation: Int, rows: [NotesRendering.Row] = []) {
        self.index = index
        self.query = query
        self.generation = generation
        self.rows = rows
    }

    /// The matching rows and file names with the query they answer, or nil when cancelled
    /// (the next keystroke's search replaced it). Many rows are searched in parts, one per
    /// processor core, at once.
    public func run() async -> SearchNotesResult? {
        guard !rows.isEmpty else {
            guard let names = try? index.fileNames(matching: query) else { return nil }
            return SearchNotesResult(query: query, generation: generation, fileNames: names)
        }
        let words = NoteSearchQuery(query), rows = rows, index = index
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, rows.count / 10_000))
        let found = await withTaskGroup(of: (Int, [NotesRendering.Row]?).self) { group in
            for part in 0..<parts {
                group.addTask {
                    let range = (rows.count * part / parts)..<(rows.count * (part + 1) / parts)
                    return (part, Self.rows(rows[range], in: index, matching: words))
                }
            }
            var found = [[NotesRendering.Row]?](repeating: nil, count: parts)
            for await (part, rows) in group { found[part] = rows }
            return found
        }
        guard !Task.isCancelled, found.allSatisfy({ $0 != nil }) else { return nil }
        let matching = found.flatMap { $0 ?? [] }
        return SearchNotesResult(query: query, generation: generation, fileNames: matching.map(\.fileName), rows: matching)
    }

    /// The rows among `rows` whose notes match `words`, or nil when the task is cancelled.
    private static func rows(_ rows: ArraySlice<NotesRendering.Row>, in index: NoteSearchIndex,
                             matching words: NoteSearchQuery) -> [NotesRendering.Row]? {
        var found: [NotesRendering.Row] = []
        for (position, row) in zip(rows.indices, rows) {
            if position % 4_096 == 0 && Task.isCancelled { return nil }
            if index.note(row.fileName, matches: words) { found.append(row) }
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
    /// The matching notes' file names, in the list's order (the index's when the search was
    /// given no rows).
    public var names: [String]
    /// The list's rows of the matching notes, in the list's order (empty when the search was
    /// given no rows; then the render picks them).
    public var rows: [NotesRendering.Row]

    /// The matching notes' file names, as a set (made on each call).
    public var fileNames: Set<String> { Set(names) }

    /// A result.
    public init(query: String, generation: Int, fileNames: [String], rows: [NotesRendering.Row] = []) {
        self.query = query
        self.generation = generation
        names = fileNames
        self.rows = rows
    }

    /// The same query, version and notes (the rows follow from them).
    public static func == (lhs: SearchNotesResult, rhs: SearchNotesResult) -> Bool {
        lhs.query == rhs.query && lhs.generation == rhs.generation && lhs.names == rhs.names
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(query)
        hasher.combine(generation)
        hasher.combine(names)
    }
}
