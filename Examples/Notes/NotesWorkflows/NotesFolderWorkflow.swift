import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// The notes folder's reading and watching, a child of `NotesWorkflow`: reads the folder
/// (`LoadNotesWorker`: the listing, then the notes' texts in batches) from the start whenever
/// the parent opens a folder or the user asks (Reload), watches it for other programs'
/// changes once the parent has its listing (`FileMonitorWorker`), and reads again the notes
/// the parent asks for (`ReadNoteWorker`). It keeps where reading stands (which reading,
/// whether it runs); the parent keeps the notes, which it builds from the child's output.
public struct NotesFolderWorkflow: Workflow {
    /// The folder shown.
    public var folder: NotesFolder
    /// Counts the folders the parent opened: a new count reads `folder` from the start (the
    /// same folder opened again too).
    public var opening: Int
    /// The order the listing comes in (the parent's list's order).
    public var sortOrder: NoteSortOrder
    /// Whether the folder's notes are kept in its cache (`NotesFolderCache`), so that a
    /// reading opens only the notes that changed since the last.
    public var cachesFolder: Bool
    /// Whether the folder is watched now (the app watches once the folder is listed).
    public var watches: Bool
    /// The notes to read again (after a change on disk, or a write the file refused), each
    /// with the number of the request: a new number replaces the read running for the note.
    public var rereads: [String: Int]

    /// The reading and watching of `folder`, opened for the `opening`th time.
    public init(folder: NotesFolder, opening: Int = 0, sortOrder: NoteSortOrder = .newestFirst, cachesFolder: Bool = false,
                watches: Bool = false, rereads: [String: Int] = [:]) {
        self.folder = folder
        self.opening = opening
        self.sortOrder = sortOrder
        self.cachesFolder = cachesFolder
        self.watches = watches
        self.rereads = rereads
    }

    /// Where reading the folder stands.
    public struct State: Equatable {
        /// Bumped for each reading of the folder (Reload, or another folder opened).
        public var generation = 0
        /// Whether the folder is being read (listed, or its notes' contents).
        public var isReading = true
        /// The parent's `opening` of the folder being read.
        public var opening = 0

        /// The first reading of the parent's `opening`th folder.
        public init(opening: Int = 0) {
            self.opening = opening
        }
    }

    /// What the parent hears.
    public enum Output: Sendable {
        /// What reading the folder reported: the listing (or the folder's error), a batch of
        /// notes read, the end of reading.
        case loading(LoadNotesEvent)
        /// The user asked to read the folder again: its listing follows.
        case reloading
        /// The file monitor reported a change in the folder.
        case changed(Result<FileMonitor.Change, FileError>)
        /// A note asked for was read again (nil: it is gone, or no note).
        case reread(fileName: String, stamp: Int, NotesFolder.Entry?)
    }

    /// Whether the folder is being read, and the Reload button's callback.
    public struct Rendering {
        /// Whether the folder is being read.
        public var isReading: Bool
        /// Reads the folder again (Reload).
        public var onReload: () -> Void

        /// A rendering from its parts.
        public init(isReading: Bool = false, onReload: @escaping () -> Void = {}) {
            self.isReading = isReading
            self.onReload = onReload
        }
    }

    /// Starts reading the parent's folder.
    public func makeInitialState() -> State { State(opening: opening) }

    /// Reads from the start when the parent opened a folder.
    public func workflowDidChange(from previousWorkflow: NotesFolderWorkflow, state: inout State) {
        guard opening != state.opening else { return }
        state.opening = opening
        state.generation += 1
        state.isReading = true
    }

    /// Runs the reading while it lasts, the watch while the parent wants it, and a read of
    /// each note asked for.
    public func render(state: State, context: RenderContext<NotesFolderWorkflow>) -> Rendering {
        if state.isReading {
            LoadNotesWorker(folder: folder, generation: state.generation, sortOrder: sortOrder,
                            cacheFile: cachesFolder ? NotesFolderCache.location(of: folder) : nil)
                .running(in: context, key: "load") { NotesFolderAction.loading($0) }
        }
        if watches {
            FileMonitorWorker(path: folder.url.path)
                .running(in: context, key: "watch") { NotesFolderAction.changed($0) }
        }
        for (name, stamp) in rereads.sorted(by: { $0.key < $1.key }) {
            ReadNoteWorker(folder: folder, fileName: name, stamp: stamp)
                .running(in: context, key: "reread:" + name) { NotesFolderAction.reread(fileName: name, stamp: stamp, $0) }
        }
        let sink = context.makeSink(of: NotesFolderAction.self)
        return Rendering(isReading: state.isReading, onReload: { sink.send(.reload) })
    }
}
