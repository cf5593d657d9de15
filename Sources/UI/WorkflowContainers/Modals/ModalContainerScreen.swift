import WorkflowUI

/// A base screen with modal screens over it, the last one on top. Each modal has a style
/// (`ModalStyle`): its own modal window kept above the window below it (the default), a
/// sheet over the dimmed base in the same window, or a cover over the whole base. Modals are
/// matched by key: a modal whose key stays keeps its window or sheet (its content updates,
/// or is replaced when its kind changes).
///
/// ```swift
/// ModalContainerScreen(baseScreen: inbox, modals: state.composing ? [
///     .init(key: "compose", screen: ComposeScreen(draft: state.draft), title: "New Message",
///           style: .sheet, onClose: { sink.send(.cancelCompose) }),
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
    /// The modal's title: the window title, or the heading of a sheet or a cover (and its
    /// accessible name). An empty title takes the title of the window below.
    public var title: String
    /// How the modal is shown: its own window, a sheet or a cover.
    public var style: ModalStyle
    /// The size the window opens with, or a sheet's size (shrunk to fit its window); nil for
    /// the natural size of the content.
    public var defaultSize: (width: Int, height: Int)?
    /// Called when the user asks to close the modal (its window's close button, a sheet's or a
    /// cover's close button beside its heading, the window manager, Escape). The modal stays until the workflow renders without it; with no
    /// handler the request is ignored.
    public var onClose: (() -> Void)?
    /// CSS classes added to the modal window (e.g. `dialog`).
    public var windowCSSClasses: [String]
    /// Whether Escape asks to close the window (as its close button does: `onClose`).
    public var closesOnEscape: Bool

    /// A modal showing `screen`.
    public init<ScreenType: Screen>(
        key: AnyHashable, screen: ScreenType, title: String = "", style: ModalStyle = .window,
        defaultSize: (width: Int, height: Int)? = nil, windowCSSClasses: [String] = [],
        closesOnEscape: Bool = true, onClose: (() -> Void)? = nil
    ) {
        self.key = key
        self.screen = AnyScreen(screen)
        self.title = title
        self.style = style
        self.defaultSize = defaultSize
        self.windowCSSClasses = windowCSSClasses
        self.closesOnEscape = closesOnEscape
        self.onClose = onClose
    }
}
