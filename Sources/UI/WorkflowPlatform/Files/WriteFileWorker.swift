import Gtk
import Workflow

/// Writes a file off the main actor, atomically: the bytes go to a temporary file beside
/// it that replaces the file only once complete, so the file is the old one or the new one,
/// never a part, and a failed write leaves nothing behind. Its output is the `FileVersion`
/// now on disk, or a `FileError` naming the path and the reason.
///
/// A write can be conditional: with `expecting: .version(v)` (the version the app last read,
/// `LocalFile.readVersioned`, or last wrote, this worker's output) it replaces the file only
/// if it is still that version, and with `.absent` only makes a new one; otherwise it fails
/// with a `FileError` whose `changedOnDisk` is true, and the other program's file stays as it
/// is: the app shows the conflict.
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
    /// What the file must be for the write to replace it (`FileReplacement.Expectation`, in Gtk):
    /// `.anything` (the default), `.absent`, or the version last read or written.
    public var expecting: FileReplacement.Expectation

    /// A worker writing `bytes` to `path` (through `queue` when given), only over what
    /// `expecting` says.
    public init(path: String, bytes: [UInt8], revision: Int = 0, queue: FileWriteQueue? = nil,
                expecting: FileReplacement.Expectation = .anything) {
        self.path = path
        self.bytes = bytes
        self.revision = revision
        self.queue = queue
        self.expecting = expecting
    }

    /// A worker writing `text` (as UTF-8) to `path` (through `queue` when given), only over
    /// what `expecting` says.
    public init(path: String, text: String, revision: Int = 0, queue: FileWriteQueue? = nil,
                expecting: FileReplacement.Expectation = .anything) {
        self.init(path: path, bytes: Array(text.utf8), revision: revision, queue: queue, expecting: expecting)
    }

    /// Equal workers write the same bytes to the same path at the same revision over the
    /// same expected version (the queue is not compared: it orders the write, it does not
    /// change it).
    public static func == (lhs: WriteFileWorker, rhs: WriteFileWorker) -> Bool {
        lhs.path == rhs.path && lhs.revision == rhs.revision && lhs.expecting == rhs.expecting && lhs.bytes == rhs.bytes
    }

    /// Writes the file; the version now on disk, or why not (`changedOnDisk` for a refused
    /// conditional write).
    public func run() async -> Result<FileVersion, FileError> {
        if let queue { return await queue.write(bytes, to: path, revision: revision, expecting: expecting) }
        do throws(FileError) {
            return .success(try LocalFile.write(bytes, to: path, expecting: expecting))
        } catch {
            return .failure(error)
        }
    }
}
