import Gtk
import Workflow

/// Moves a file or folder to the user's trash off the main actor (the user can restore it
/// from there). Its output is the ``TrashedFile`` (where the file now is in the trash, so
/// it can be put back with ``TrashedFile/restore()``), or a `FileError` naming the path and
/// the reason (a missing file, a file system without a trash).
public struct TrashFileWorker: Worker, Equatable {
    /// The file or folder moved.
    public var path: String

    /// A worker moving `path` to the trash.
    public init(path: String) { self.path = path }

    /// Moves the file.
    public func run() async -> Result<TrashedFile, FileError> {
        do throws(FileError) {
            try LocalFile.moveToTrash(path)
            return .success(TrashedFile.find(originalPath: path) ?? TrashedFile(originalPath: path, trashPath: nil, infoPath: nil))
        } catch {
            return .failure(error)
        }
    }
}
