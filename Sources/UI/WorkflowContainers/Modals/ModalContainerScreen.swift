import WorkflowUI

/// A base screen with modal screens over it, each in its own modal window kept above the
/// main window (the last modal on top). Modals are matched by key: a modal whose key stays
/// keeps its window (its content updates, or is replaced when its kind changes).
///
/// ```swift
/// ModalContainerScreen(baseScreen: inbox, modals: state.composing ? [
///     .init(key: "compose", screen: ComposeScreen(draft: state.draft), title: "New Message",
///           onClose: { sink.send(.cancelCompose) }),
/// ] : [])
/// ```
public struct ModalContainerScreen<BaseScreen: Screen>: Screen {
    /// The screen under the modals (in the main window).
    public var baseScreen: BaseScreen
    /// The modals, bottom first.
    public var modals: [ModalContainerScreenModal]

    /// `baseScreen` with `modals` over it.
    public init(baseScreen: BaseScreen, modals: [ModalContainerScreenModal] = []) {
        self.baseScreen = baseScreen
        self.modals = modals
    }

    // MARK: - Screen

    /// Describes a `ModalContainerViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ModalContainerViewController<BaseScreen>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}

/// One modal of a `ModalContainerScreen`.
public struct ModalContainerScreenModal {
    /// Identifies the modal (and its window) across updates.
    public var key: AnyHashable
    /// The screen shown in the modal window.
    public var screen: AnyScreen
    /// The window title.
    public var title: String
    /// The size the window opens with, or nil for its natural size.
    public var defaultSize: (width: Int, height: Int)?
    /// Called when the user asks to close the window (its close button, the window
    /// manager). The window stays until the workflow renders without this modal; with no
    /// handler the request is ignored.
    public var onClose: (() -> Void)?
    /// CSS classes added to the modal window (e.g. `dialog`).
    public var windowCSSClasses: [String]
    /// Whether Escape asks to close the window (as its close button does: `onClose`).
    public var closesOnEscape: Bool

    /// A modal showing `screen`.
    public init<ScreenType: Screen>(
        key: AnyHashable, screen: ScreenType, title: String = "",
        defaultSize: (width: Int, height: Int)? = nil, windowCSSClasses: [String] = [],
        closesOnEscape: Bool = true, onClose: (() -> Void)? = nil
    ) {
        self.key = key
        self.screen = AnyScreen(screen)
        self.title = title
        self.defaultSize = defaultSize
        self.windowCSSClasses = windowCSSClasses
        self.closesOnEscape = closesOnEscape
        self.onClose = onClose
    }
}
