import WorkflowUI

/// A screen with, while the workflow asks for files, a file chooser over it: the
/// platform's chooser (the desktop portal's inside a Flatpak, GTK's own dialog elsewhere),
/// transient for the base screen's window. The request's `onResult` receives the answer once;
/// the workflow then renders without it. Rendering without a request while the chooser is
/// up closes it without an answer.
///
/// ```swift
/// FileChooserContainerScreen(baseScreen: editor, fileChooser: state.isSaving ? FileChooserRequest(
///     title: "Save Note", mode: .save(suggestedName: "Untitled.txt"),
///     onResult: { result in sink.send(.saveDestination(result)) }) : nil)
/// ```
public struct FileChooserContainerScreen<BaseScreen: Screen>: DialogContainerScreen {
    /// The screen under the chooser.
    public var baseScreen: BaseScreen
    /// The chooser shown, or nil.
    public var fileChooser: FileChooserRequest?

    /// `baseScreen`, with `fileChooser` over it when set.
    public init(baseScreen: BaseScreen, fileChooser: FileChooserRequest? = nil) {
        self.baseScreen = baseScreen
        self.fileChooser = fileChooser
    }

    // MARK: - Screen

    /// Describes a `FileChooserContainerViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        FileChooserContainerViewController<BaseScreen>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
