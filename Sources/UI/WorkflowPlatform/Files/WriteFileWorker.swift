import Gtk
import Workflow

/// Writes a file off the main actor, atomically: the bytes go to a temporary file beside
/// it that replaces the file only once complete, so the file is the old one or the new one,
/// never a part, and a failed write leaves nothing behind. Its output is success or a
/// `FileError` naming the path and the reason.
///
/// The write runs once per rendered worker: to write again (a new save of the same bytes),
/// render it with a new `revision`. Give the app's ``FileWriteQueue`` as `queue` to order
/// the writes of a path (a later revision is never overtaken by an earlier one) and to let
/// the app wait for the writes in flight when it ends.
public struct WriteFileWorker: Worker, Equatable {
    /// The file written.
    public var path: String
    /// What is written.
    public var bytes: [UInt8]
    /// Distinguishes two writes of the same bytes to the same path.
    public var revision: Int
    /// The queue ordering the write, if any (without one the file is written at once).
    public var queue: FileWriteQueue?

    /// A worker writing `bytes` to `path` (through `queue` when given).
    public init(path: String, bytes: [UInt8], revision: Int = 0, queue: FileWriteQueue? = nil) {
        self.path = path
        self.bytes = bytes
        self.revision = revision
        self.queue = queue
    }

    /// A worker writing `text` (as UTF-8) to `path` (through `queue` when given).
    public init(path: String, text: String, revision: Int = 0, queue: FileWriteQueue? = nil) {
        self.init(path: path, bytes: Array(text.utf8), revision: revision, queue: queue)
    }

    /// Equal workers write the same bytes to the same path at the same revision (the queue
    /// is not compared: it orders the write, it does not change it).
    public static func == (lhs: WriteFileWorker, rhs: WriteFileWorker) -> Bool {
        lhs.path == rhs.path && lhs.revision == rhs.revision && lhs.bytes == rhs.bytes
    }

    /// Writes the file.
    public func run() async -> Result<Void, FileError> {
        if let queue { return await queue.write(bytes, to: path, revision: revision) }
        do throws(FileError) {
            try LocalFile.write(bytes, to: path)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
