import NotesCore
import Workflow

/// Reads one note again off the main thread, after the file monitor reported a change to
/// it: its entry, or nil when the file is gone. A new `stamp` (another change meanwhile)
/// replaces the running read.
public struct ReadNoteWorker: Worker, Equatable {
    /// The folder.
    public var folder: NotesFolder
    /// The note's file name.
    public var fileName: String
    /// Counts the changes reported for the note.
    public var stamp: Int

    /// A worker reading `fileName` in `folder`.
    public init(folder: NotesFolder, fileName: String, stamp: Int) {
        self.folder = folder
        self.fileName = fileName
        self.stamp = stamp
    }

    /// The note as it is on disk now, or nil when it is gone or not a note.
    public func run() async -> NotesFolder.Entry? {
        let folder = folder
        let fileName = fileName
        return await Task.detached { folder.readEntry(named: fileName) }.value
    }

    /// Workers for the same note and change do the same work.
    public static func == (lhs: ReadNoteWorker, rhs: ReadNoteWorker) -> Bool {
        lhs.folder.url == rhs.folder.url && lhs.fileName == rhs.fileName && lhs.stamp == rhs.stamp
    }
}
