/// Why a file operation failed: the operation, the path, and the system's reason (GIO's
/// message, such as “No such file or directory”).
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was attempted: “read”, “write”, “move to the trash”, “watch”.
    public var operation: String
    /// The path it was attempted on.
    public var path: String
    /// The system's reason.
    public var reason: String

    /// A failure of `operation` on `path` for `reason`.
    public init(operation: String, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// “cannot read /home/me/a.txt: No such file or directory”.
    public var description: String { "cannot \(operation) \(path): \(reason)" }
}
