import Gtk
import NotesCore

extension FileVersion {
    /// The version a note was read at.
    public init(_ stamp: NoteFileStamp) {
        self.init(device: stamp.device, inode: stamp.inode, size: stamp.size,
                  modificationTimeNanoseconds: stamp.modificationTimeNanoseconds)
    }
}

extension NotesFolder.Entry {
    /// What a write of this note may replace: the version read (any, when it is not known).
    var expectation: FileReplacement.Expectation {
        stamp.map { .version(FileVersion($0)) } ?? .anything
    }
}

extension NotesWorkflow.State {
    /// Whether the edit at `path` waits for the user's choice between it and another
    /// program's version (no autosave meanwhile).
    func isInConflict(path: String, draft: NoteDraft) -> Bool {
        conflicts[draft.fileName] != nil && self.path(of: draft.fileName) == path
    }
}
