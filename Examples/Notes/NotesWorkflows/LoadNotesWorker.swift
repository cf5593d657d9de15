import Foundation
import NotesCore
import Workflow

/// Reads the notes folder off the main thread in two steps, so that the list shows at once
/// and fills in: first every note's name and date (`.listed`, sorted in `sortOrder` here),
/// then the notes' contents in batches (`.read`) from the top of the list down, or the
/// folder's error. Each batch is read on every core at once; a note whose file is unchanged
/// since the last launch comes from the folder's cache (`NotesFolderCache`, when `cacheFile`
/// is given), written again once every note is read.
public struct LoadNotesWorker: AsyncSequenceWorker, Equatable {
    /// How many notes the first `.read` carries (the top of a large list fills in at once).
    public static let batchSize = 1_000
    /// How many notes a later `.read` carries at most: each batch renders the list again, so
    /// a folder of 100,000 notes is read in about ten batches, not a hundred.
    public static let laterBatchSize = 10_000

    /// The folder to read.
    public var folder: NotesFolder
    /// Bumped to read the same folder again (Reload).
    public var generation: Int
    /// The order the listing comes in (a worker running in another order stays the same
    /// worker: the workflow sorts its listing again).
    public var sortOrder: NoteSortOrder
    /// The folder's cache (`NotesFolderCache.location(of:)`); nil: every note is read from disk.
    public var cacheFile: URL?

    /// A worker reading `folder`, listing it in `sortOrder`, through the cache at `cacheFile`.
    public init(folder: NotesFolder, generation: Int, sortOrder: NoteSortOrder = .newestFirst, cacheFile: URL? = nil) {
        self.folder = folder
        self.generation = generation
        self.sortOrder = sortOrder
        self.cacheFile = cacheFile
    }

    /// The listing, then the contents in batches as they are read; stops when cancelled.
    /// (The app's runtime calls `run(emitting:)`, which also waits for the main thread.)
    public func run() -> AsyncStream<LoadNotesEvent> {
        let worker = self
        return AsyncStream { continuation in
            let task = Task.detached {
                await worker.load(paced: false) { continuation.yield($0) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The listing, then the contents in batches paced by the main thread: after each batch
    /// the worker waits until the main queue has run it, leaves the main loop free as long
    /// again (at least 25 ms) for frames and keys, then sends what was read meanwhile (at most
    /// `laterBatchSize` notes). The main thread is so never busy with notes more than half the
    /// time, nor longer at once than one batch takes it; reading goes on meanwhile.
    public func run(emitting emit: @escaping @Sendable (LoadNotesEvent) -> Void) async {
        await load(paced: true, send: emit)
    }

    /// Lists the folder, then reads it in a task of its own while the batches are sent.
    private func load(paced: Bool, send: @escaping @Sendable (LoadNotesEvent) -> Void) async {
        let folder = folder
        let names: [String]
        do {
            names = try folder.noteNames()
        } catch {
            let failure = error as? NotesFolderError ?? .unreadableFolder(path: folder.url.path, reason: "\(error)")
            send(.listed(.failure(failure)))
            return
        }
        // The listing and the listed files are not kept while the notes are read (the state
        // holds the listing; a copy kept here would be copied again at the state's first change).
        let (order, keys) = Self.list(names, of: folder, sortOrder: sortOrder, send: send)
        let inbox = Inbox(), cacheFile = cacheFile
        let reader = Task.detached {
            Self.read(order, of: folder, keys: keys, cacheFile: cacheFile, into: inbox)
            inbox.finish()
        }
        await withTaskCancellationHandler {
            var sent = 0
            while !Task.isCancelled {
                let first = sent == 0
                let (batch, done) = await inbox.take(atLeast: first ? Self.batchSize : paced ? 1 : Self.laterBatchSize,
                                                     atMost: first ? Self.batchSize : Self.laterBatchSize)
                guard !Task.isCancelled else { break }
                if !batch.isEmpty {
                    send(.read(batch))
                    sent += batch.count
                }
                if done && inbox.isEmpty {
                    send(.finished)
                    break
                }
                if paced && !batch.isEmpty {
                    let start = DispatchTime.now().uptimeNanoseconds
                    await Self.mainQueueDrained()
                    let busy = DispatchTime.now().uptimeNanoseconds - start
                    try? await Task.sleep(nanoseconds: max(busy, 25_000_000))
                }
            }
        } onCancel: {
            reader.cancel()
        }
        reader.cancel()
    }

    /// Lists `names` (their dates and `lstat` keys) and sends the listing in `sortOrder`; returns
    /// the listing's order and each name's cache key in that order (nil for a link).
    private static func list(_ names: [String], of folder: NotesFolder, sortOrder: NoteSortOrder,
                             send: @Sendable (LoadNotesEvent) -> Void) -> (order: [String], keys: [NoteCacheKey?]) {
        let listed = folder.listedFiles(of: names)
        let listing = NotesListing(listed.map { NoteListing(fileName: $0.name, modified: $0.modified) }, sortOrder: sortOrder)
        send(.listed(.success(listing)))
        var byName: [String: NoteCacheKey] = [:]
        byName.reserveCapacity(listed.count)
        for file in listed { if let key = file.cacheKey { byName[file.name] = key } }
        return (listing.order, listing.order.map { byName[$0] })
    }

    /// Returns once the main queue has run every block enqueued before the call (the batch
    /// just sent is applied: its action is one of them).
    private static func mainQueueDrained() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Reads the notes `order` from the top down in steps (each note from the cache, else
    /// from disk on every core) into `inbox`; writes the cache again when every note was read
    /// and something changed.
    private static func read(_ order: [String], of folder: NotesFolder, keys: [NoteCacheKey?], cacheFile: URL?, into inbox: Inbox) {
        let cache = cacheFile.map { NotesFolderCache.load(from: $0, folder: folder) } ?? NotesFolderCache()
        let writer = cacheFile.flatMap { try? NotesFolderCache.Writer(folder: folder, file: $0) }
        var start = 0, hits = 0
        while start < order.count, !Task.isCancelled {
            // The first batch at once, then steps the cores read in some tens of milliseconds.
            let step = start..<min(start + (start == 0 ? batchSize : 2_000), order.count)
            start = step.upperBound
            var found: [NotesFolder.Entry] = [], missing: [String] = []
            var stepKeys: [String: NoteCacheKey] = [:]
            found.reserveCapacity(step.count)
            stepKeys.reserveCapacity(step.count)
            for position in step {
                let name = order[position]
                guard let key = keys[position] else {
                    missing.append(name)
                    continue
                }
                stepKeys[name] = key
                if let entry = cache.entry(named: name, key: key) {
                    found.append(entry)
                    hits += 1
                } else {
                    missing.append(name)
                }
            }
            found += folder.readEntries(named: missing)
            try? writer?.add(found, keys: stepKeys)
            inbox.put(found)
        }
        // Written again unless it holds exactly what it held (every note from it, none gone).
        guard !Task.isCancelled, let writer, writer.count != hits || hits != cache.count else { return }
        try? writer.finish()
    }

    /// The notes read and not sent yet, shared by the reading task and the sending one.
    private final class Inbox: @unchecked Sendable {
        /// The most notes read and not sent that the reader may get ahead by: a reader faster
        /// than the main thread (notes from the cache) then waits, instead of holding every
        /// note twice (read here, and listed in the state) at once.
        static let most = LoadNotesWorker.laterBatchSize
        private let condition = NSCondition()
        private var entries: [NotesFolder.Entry] = []
        private var done = false

        var isEmpty: Bool { condition.withLock { entries.isEmpty } }

        /// Adds `more`, once the inbox holds fewer than `most` notes (or the reading task is
        /// cancelled: then nothing is added).
        func put(_ more: [NotesFolder.Entry]) {
            condition.withLock {
                while entries.count >= Self.most {
                    if Task.isCancelled { return }
                    _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05))
                }
                entries += more
            }
        }

        func finish() { condition.withLock { done = true } }

        /// At most `most` notes once at least `least` are read (or every note is), and whether
        /// every note was read; looks every 2 ms.
        func take(atLeast least: Int, atMost most: Int) async -> (entries: [NotesFolder.Entry], done: Bool) {
            while !Task.isCancelled {
                let taken: ([NotesFolder.Entry], Bool)? = condition.withLock {
                    guard entries.count >= least || done else { return nil }
                    let count = min(most, entries.count)
                    let batch = Array(entries.prefix(count))
                    entries.removeFirst(count)
                    condition.signal()
                    return (batch, done)
                }
                if let taken { return taken }
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
            return ([], true)
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
