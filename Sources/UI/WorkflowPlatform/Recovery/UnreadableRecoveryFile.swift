/// A file in a recovery folder that holds no edit the store can read (another program's
/// file, a damaged or cut-off file, a file of a newer format): left where it is, never
/// deleted, and reported so the app can tell the user where it is.
public struct UnreadableRecoveryFile: Equatable, Sendable {
    /// The file's path.
    public var path: String
    /// Why it was not read as an edit (“it is not a recovered edit …”, “it is empty …”).
    public var reason: String

    /// An unreadable file at `path`, for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
