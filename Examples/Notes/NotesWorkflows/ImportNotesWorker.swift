import NotesCore
import Workflow

/// Copies files into the notes folder as new notes off the main thread (`NoteImport`): each
/// file's outcome, in order. One worker per drop or Import… answer (`number`).
public struct ImportNotesWorker: Worker, Equatable {
    /// The folder the notes go into.
    public var folder: NotesFolder
    /// The files to import.
    public var paths: [String]
    /// The names the workflow knows already (kept free besides the folder's files).
    public var taken: Set<String>
    /// Counts the imports asked for.
    public var number: Int

    /// A worker importing `paths` into `folder`.
    public init(folder: NotesFolder, paths: [String], taken: Set<String>, number: Int) {
        self.folder = folder
        self.paths = paths
        self.taken = taken
        self.number = number
    }

    /// Each file's outcome.
    public func run() async -> [NoteImport.Outcome] {
        let (folder, paths, taken) = (folder, paths, taken)
        return await Task.detached { NoteImport.importFiles(paths, into: folder, taken: taken) }.value
    }

    /// Workers for the same import do the same work.
    public static func == (lhs: ImportNotesWorker, rhs: ImportNotesWorker) -> Bool {
        lhs.folder.url == rhs.folder.url && lhs.paths == rhs.paths && lhs.number == rhs.number
    }
}
