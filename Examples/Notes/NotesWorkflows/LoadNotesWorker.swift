import Foundation
import NotesCore
import Workflow

/// Reads the notes folder off the main thread in two steps, so that the list shows at once
/// and fills in: first every note's name and date (`.listed`, sorted in `sortOrder` here),
/// then the notes' contents in batches (`.read`) from the top of the list down, or the
/// folder's error.
public struct LoadNotesWorker: AsyncSequenceWorker, Equatable {
    /// How many notes the first `.read` carries (the top of a large list fills in at once).
    public static let batchSize = 1_000
    /// How many notes each later `.read` carries: each batch renders the list again, so a
    /// folder of 100,000 notes is read in 11 batches, not 100.
    public static let laterBatchSize = 10_000

    /// The folder to read.
    public var folder: NotesFolder
    /// Bumped to read the same folder again (Reload).
    public var generation: Int
    /// The order the listing comes in (a worker running in another order stays the same
    /// worker: the workflow sorts its listing again).
    public var sortOrder: NoteSortOrder

    /// A worker reading `folder`, listing it in `sortOrder`.
    public init(folder: NotesFolder, generation: Int, sortOrder: NoteSortOrder = .newestFirst) {
        self.folder = folder
        self.generation = generation
        self.sortOrder = sortOrder
    }

    /// The listing, then the contents in batches; stops when cancelled.
    public func run() -> AsyncStream<LoadNotesEvent> {
        let folder = folder, sortOrder = sortOrder
        return AsyncStream { continuation in
            let task = Task.detached {
                let names: [String]
                do {
                    names = try folder.noteNames()
                } catch {
                    let failure = error as? NotesFolderError
                        ?? .unreadableFolder(path: folder.url.path, reason: "\(error)")
                    continuation.yield(.listed(.failure(failure)))
                    continuation.finish()
                    return
                }
                let dated = folder.modificationDates(of: names).map { NoteListing(fileName: $0.name, modified: $0.modified) }
                let listing = NotesListing(dated, sortOrder: sortOrder)
                let order = listing.order
                continuation.yield(.listed(.success(listing)))
                var start = 0
                while start < order.count, !Task.isCancelled {
                    let size = start == 0 ? Self.batchSize : Self.laterBatchSize
                    let batch = order[start..<min(start + size, order.count)]
                    continuation.yield(.read(batch.compactMap { folder.readEntry(named: $0) }))
                    start += size
                }
                if !Task.isCancelled { continuation.yield(.finished) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Workers for the same folder and generation do the same work.
    public static func == (lhs: LoadNotesWorker, rhs: LoadNotesWorker) -> Bool {
        lhs.folder.url == rhs.folder.url && lhs.generation == rhs.generation
    }
}

/// What reading the folder reports, in order.
public enum LoadNotesEvent: Sendable {
    /// The folder's notes by name and date (listed before they are read), or its error.
    case listed(Result<NotesListing, NotesFolderError>)
    /// Some notes read (a note that went away meanwhile is left out).
    case read([NotesFolder.Entry])
    /// Every listed note was read (those not in any `.read` went away).
    case finished
}

/// A note known by its name and date before its contents are read.
public struct NoteListing: Hashable, Sendable {
    /// The file name.
    public var fileName: String
    /// When it last changed.
    public var modified: Date

    /// A listing.
    public init(fileName: String, modified: Date) {
        self.fileName = fileName
        self.modified = modified
    }
}

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
