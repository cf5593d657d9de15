/// Why a file operation failed: the operation, the path and the system's reason (GIO's
/// message, such as “No such file or directory”).
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was attempted: “read”, “write”, “move to the trash”, “watch”.
    public var operation: String
    /// The path it was attempted on.
    public var path: String
    /// The system's reason (the reason alone: ``description`` adds the operation and path).
    public var reason: String
    /// Whether a conditional write (`expecting:`) was refused because another program
    /// changed, replaced, made or removed the file since the version the app expected: a
    /// conflict to show the user (both versions are still there: the file on disk and the
    /// app's text), not a failure of the disk.
    public var changedOnDisk: Bool

    /// A failure of `operation` on `path` for `reason` (`changedOnDisk`: a refused
    /// conditional write).
    public init(operation: String, path: String, reason: String, changedOnDisk: Bool = false) {
        self.operation = operation
        self.path = path
        self.reason = reason
        self.changedOnDisk = changedOnDisk
    }

    /// “cannot read /home/me/a.txt: No such file or directory”.
    public var description: String { "cannot \(operation) \(path): \(reason)" }
}
