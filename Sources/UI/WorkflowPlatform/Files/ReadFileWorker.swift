import Gtk
import Workflow

/// Reads a whole file off the main actor: its output is the bytes, or a `FileError` naming
/// the path and the reason (a missing file, a folder, no permission).
///
/// ```swift
/// ReadFileWorker(path: note.path).rendered(in: context, key: "read") { result in Action.loaded(result) }
/// ```
public struct ReadFileWorker: Worker, Equatable {
    /// The file read.
    public var path: String

    /// A worker reading the file at `path`.
    public init(path: String) { self.path = path }

    /// Reads the file.
    public func run() async -> Result<[UInt8], FileError> {
        do throws(FileError) {
            return .success(try LocalFile.read(path))
        } catch {
            return .failure(error)
        }
    }
}
