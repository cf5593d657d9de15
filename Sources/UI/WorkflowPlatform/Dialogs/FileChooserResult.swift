/// How the user answered a `FileChooserRequest`.
public enum FileChooserResult: Hashable, Sendable {
    /// The paths chosen (one for `.openFile`, `.openFolder` and `.save`; one or more for
    /// `.openFiles`). A location without a local path is given by its URI.
    case chosen([String])
    /// The user cancelled (Cancel, Escape, or the chooser closed).
    case cancelled

    /// The paths chosen; empty when cancelled.
    public var paths: [String] {
        if case .chosen(let paths) = self { return paths }
        return []
    }
}
