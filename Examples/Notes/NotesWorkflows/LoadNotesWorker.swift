import NotesCore
import Workflow

/// Reads the notes folder off the main thread: every note, or the folder's error.
public struct LoadNotesWorker: Worker, Equatable {
    /// The folder to read.
    public var folder: NotesFolder
    /// Bumped to read the same folder again (Reload).
    public var generation: Int

    /// A worker reading `folder`.
    public init(folder: NotesFolder, generation: Int) {
        self.folder = folder
        self.generation = generation
    }

    /// The notes read, or why the folder could not be read.
    public func run() async -> Result<[NotesFolder.Entry], NotesFolderError> {
        do {
            return .success(try folder.read())
        } catch let error as NotesFolderError {
            return .failure(error)
        } catch {
            return .failure(.unreadableFolder(path: folder.url.path, reason: "\(error)"))
        }
    }

    /// Workers for the same folder and generation do the same work.
    public static func == (lhs: LoadNotesWorker, rhs: LoadNotesWorker) -> Bool {
        lhs.folder.url == rhs.folder.url && lhs.generation == rhs.generation
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

    /// A worker searching `index` for `query`.
    public init(index: NoteSearchIndex, query: String, generation: Int) {
        self.index = index
        self.query = query
        self.generation = generation
    }

    /// The matching file names with the query they answer, or nil when cancelled.
    public func run() async -> SearchNotesResult? {
        guard let names = try? index.fileNames(matching: query) else { return nil }
        return SearchNotesResult(query: query, generation: generation, fileNames: Set(names))
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
    /// The notes that match.
    public var fileNames: Set<String>

    /// A result.
    public init(query: String, generation: Int, fileNames: Set<String>) {
        self.query = query
        self.generation = generation
        self.fileNames = fileNames
    }
}
