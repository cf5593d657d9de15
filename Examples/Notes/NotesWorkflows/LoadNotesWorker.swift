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
