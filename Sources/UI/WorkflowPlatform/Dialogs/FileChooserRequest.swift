/// A file chooser the workflow shows while it wants an answer: rendered in a
/// `FileChooserContainerScreen`, answered once through `onResult`, and gone when the workflow
/// renders without it.
///
/// ```swift
/// FileChooserContainerScreen(baseScreen: library, fileChooser: state.isImporting ? FileChooserRequest(
///     title: "Import Books", mode: .openFiles,
///     filters: [FileChooserFilter(name: "Text", patterns: ["*.txt", "*.md"])],
///     onResult: { result in sink.send(.imported(result)) }) : nil)
/// ```
///
/// A test answers it without a window: render, then call ``answer(_:)`` on the rendered
/// request, as the user's choice would.
public struct FileChooserRequest {
    /// What the user chooses.
    public enum Mode: Hashable, Sendable {
        /// One existing file.
        case openFile
        /// One or more existing files.
        case openFiles
        /// One existing folder.
        case openFolder
        /// A file to write: the chooser proposes `suggestedName` and asks before replacing.
        case save(suggestedName: String)
    }

    /// The chooser's title.
    public var title: String
    /// What the user chooses.
    public var mode: Mode
    /// The accept button's label (nil: the platform's, such as “Open” or “Save”).
    public var acceptLabel: String?
    /// The filters offered, the first one selected (empty: every file is shown).
    public var filters: [FileChooserFilter]
    /// The folder the chooser opens in (nil: the platform's choice, usually the last used).
    public var initialFolder: String?
    /// Called once with the user's answer; the workflow then renders without the request.
    public var onResult: (FileChooserResult) -> Void

    /// A request titled `title` for `mode`.
    public init(title: String, mode: Mode, acceptLabel: String? = nil, filters: [FileChooserFilter] = [],
                initialFolder: String? = nil, onResult: @escaping (FileChooserResult) -> Void) {
        self.title = title
        self.mode = mode
        self.acceptLabel = acceptLabel
        self.filters = filters
        self.initialFolder = initialFolder
        self.onResult = onResult
    }

    /// Answers the request as the user would: calls `onResult` with `result`.
    public func answer(_ result: FileChooserResult) { onResult(result) }

    /// Whether `other` asks the same question (everything but `onResult` is equal): a shown
    /// chooser stays up while the workflow renders the same request again.
    public func asksSameQuestion(as other: FileChooserRequest) -> Bool {
        title == other.title && mode == other.mode && acceptLabel == other.acceptLabel
            && filters == other.filters && initialFolder == other.initialFolder
    }
}
