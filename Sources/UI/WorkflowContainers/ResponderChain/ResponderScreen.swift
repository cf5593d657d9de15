import WorkflowUI

/// Wraps a screen and handles the `Event`s sent up from anywhere inside it (as a central
/// controller receives responder-chain messages), handing them to the workflow.
///
/// ```swift
/// ResponderScreen(content: tabs) { (event: AppEvent) in
///     switch event { case .didTapScan: sink.send(.selectTab(1)) }
///     return .handled
/// }
/// ```
public struct ResponderScreen<Content: Screen, Event: ResponderEvent>: Screen {
    /// The screen shown.
    public var content: Content
    /// Called with every `Event` sent from inside `content` that nothing below handled.
    /// Return `.passToParent` to let an enclosing handler see it too.
    public var onEvent: (Event) -> ResponderResult

    /// Shows `content` and handles its `Event`s with `onEvent`.
    public init(content: Content, onEvent: @escaping (Event) -> ResponderResult) {
        self.content = content
        self.onEvent = onEvent
    }

    // MARK: - Screen

    /// Describes a `ResponderViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ResponderViewController<Content, Event>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
