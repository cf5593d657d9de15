import Gtk
import Workflow

/// Puts a file ``TrashFileWorker`` moved to the trash back where it was, off the main actor
/// (``TrashedFile/restore()``): the Undo of a delete. Its output is success or a `FileError`
/// (its place in the trash unknown, gone from the trash, or its name taken again).
///
/// ```swift
/// RestoreTrashedFileWorker(file: trashed).rendered(in: context, key: "restore") { Action.restored($0) }
/// ```
public struct RestoreTrashedFileWorker: Worker, Equatable {
    /// The file put back.
    public var file: TrashedFile

    /// A worker putting `file` back.
    public init(file: TrashedFile) { self.file = file }

    /// Moves the file back.
    public func run() async -> Result<Void, FileError> {
        do throws(FileError) {
            try file.restore()
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
