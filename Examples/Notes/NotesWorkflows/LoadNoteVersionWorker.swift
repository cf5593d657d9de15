import Gtk
import NotesCore
import Workflow

/// Reads the text of one version of a note off the main thread (`NoteHistory.text(of:)`):
/// the text, or why it cannot be read.
public struct LoadNoteVersionWorker: Worker, Equatable {
    /// The note's history.
    public var history: NoteHistory
    /// The version read.
    public var id: NoteVersion.ID

    /// A worker reading the version `id` of `history`.
    public init(history: NoteHistory, id: NoteVersion.ID) {
        self.history = history
        self.id = id
    }

    /// The version's text, or why not.
    public func run() async -> Result<String, FileError> {
        let history = history, id = id
        return await Task.detached { () -> Result<String, FileError> in
            do throws(FileError) { return .success(try history.text(of: id)) } catch { return .failure(error) }
        }.value
    }
}
