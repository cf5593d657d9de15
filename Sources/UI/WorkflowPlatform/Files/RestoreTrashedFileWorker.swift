import Gtk
import Workflow

/// Puts a file ``TrashFileWorker`` moved to the trash back where it was, off the main actor
/// (``TrashedFile/restore()``): the Undo of a delete. Its output is success or a `FileError`
/// (its place in the trash unknown, gone from the trash, or its name taken again).
///
/// ```swift
/// RestoreTrashedFileWorker(file: trashed).rendered(in: context, key: "restore") { Action.restored($0) }
/// ```
///
/// Give the app's ``FileWriteQueue`` as `queue` when the app also writes the file: the
/// restore then runs in order with the writes of it.
public struct RestoreTrashedFileWorker: Worker, Equatable {
    /// The file put back.
    public var file: TrashedFile
    /// The queue the restore waits in behind the writes queued before it, if any.
    public var queue: FileWriteQueue?

    /// A worker putting `file` back (after the writes queued in `queue`, when given).
    public init(file: TrashedFile, queue: FileWriteQueue? = nil) {
        self.file = file
        self.queue = queue
    }

    /// Equal workers put back the same file (the queue orders the move, it does not change it).
    public static func == (lhs: RestoreTrashedFileWorker, rhs: RestoreTrashedFileWorker) -> Bool {
        lhs.file == rhs.file
    }

    /// Moves the file back.
    public func run() async -> Result<Void, FileError> {
        guard let queue else { return Self.restore(file) }
        let file = file
        return await queue.perform { Self.restore(file) }
    }

    private static func restore(_ file: TrashedFile) -> Result<Void, FileError> {
        do throws(FileError) {
            try file.restore()
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
