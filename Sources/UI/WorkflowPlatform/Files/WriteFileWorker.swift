import Gtk
import Workflow

/// Writes a file off the main actor, atomically: the bytes go to a temporary file beside
/// it that replaces the file only once complete, so the file is the old one or the new one,
/// never a part, and a failed write leaves nothing behind. Its output is success or a
/// `FileError` naming the path and the reason.
///
/// The write runs once per rendered worker: to write again (a new save of the same bytes),
/// render it with a new `revision`.
public struct WriteFileWorker: Worker, Equatable {
    /// The file written.
    public var path: String
    /// What is written.
    public var bytes: [UInt8]
    /// Distinguishes two writes of the same bytes to the same path.
    public var revision: Int

    /// A worker writing `bytes` to `path`.
    public init(path: String, bytes: [UInt8], revision: Int = 0) {
        self.path = path
        self.bytes = bytes
        self.revision = revision
    }

    /// A worker writing `text` (as UTF-8) to `path`.
    public init(path: String, text: String, revision: Int = 0) {
        self.init(path: path, bytes: Array(text.utf8), revision: revision)
    }

    /// Writes the file.
    public func run() async -> Result<Void, FileError> {
        do throws(FileError) {
            try LocalFile.write(bytes, to: path)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
