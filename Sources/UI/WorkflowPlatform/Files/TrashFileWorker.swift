import Gtk
import Workflow

/// Moves a file or folder to the user's trash off the main actor (the user can restore it
/// from there). Its output is the ``TrashedFile`` (where the file now is in the trash, so
/// it can be put back with ``TrashedFile/restore()``), or a `FileError` naming the path and
/// the reason (a missing file, a file system without a trash).
///
/// Give the app's ``FileWriteQueue`` as `queue` when the app also writes the file: the move
/// then waits for the writes of it queued before, so an autosave in flight cannot recreate
/// the file after it went to the trash.
public struct TrashFileWorker: Worker, Equatable {
    /// The file or folder moved.
    public var path: String
    /// The queue the move waits in behind the writes queued before it, if any.
    public var queue: FileWriteQueue?

    /// A worker moving `path` to the trash (after the writes queued in `queue`, when given).
    public init(path: String, queue: FileWriteQueue? = nil) {
        self.path = path
        self.queue = queue
    }

    /// Equal workers move the same path (the queue orders the move, it does not change it).
    public static func == (lhs: TrashFileWorker, rhs: TrashFileWorker) -> Bool {
        lhs.path == rhs.path
    }

    /// Moves the file.
    public func run() async -> Result<TrashedFile, FileError> {
        guard let queue else { return Self.moveToTrash(path) }
        let path = path
        return await queue.perform { Self.moveToTrash(path) }
    }

    private static func moveToTrash(_ path: String) -> Result<TrashedFile, FileError> {
        do throws(FileError) {
            try LocalFile.moveToTrash(path)
            return .success(TrashedFile.find(originalPath: path) ?? TrashedFile(originalPath: path, trashPath: nil, infoPath: nil))
        } catch {
            return .failure(error)
        }
    }
}
