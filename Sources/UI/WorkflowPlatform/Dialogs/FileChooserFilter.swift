/// A filter a file chooser offers: the files whose name matches one of `patterns`
/// (`*.txt`) or whose content type is one of `mimeTypes` (`text/plain`, `image/*`).
public struct FileChooserFilter: Hashable, Sendable {
    /// The name the chooser's filter menu shows (“Text files”).
    public var name: String
    /// Shell-style name patterns, such as `*.txt`.
    public var patterns: [String]
    /// Content types, such as `text/plain` or `image/*`.
    public var mimeTypes: [String]

    /// A filter named `name`.
    public init(name: String, patterns: [String] = [], mimeTypes: [String] = []) {
        self.name = name
        self.patterns = patterns
        self.mimeTypes = mimeTypes
    }
}
