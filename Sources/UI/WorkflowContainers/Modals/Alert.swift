/// A short message with buttons, shown modally (see `AlertContainerScreen`).
public struct Alert {
    /// The heading.
    public var title: String
    /// The body text.
    public var message: String
    /// The buttons, in order.
    public var actions: [AlertAction]

    /// An alert with `actions`.
    public init(title: String, message: String = "", actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }

    /// The first action with the `.cancel` style (run by Escape and by closing the window).
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// The first action with the `.default` style (the suggested button, run by Enter).
    public var defaultAction: AlertAction? { actions.first { $0.style == .default } }
}

/// A button of an `Alert`.
public struct AlertAction {
    /// The role of a button.
    public enum Style: Hashable, Sendable {
        /// The suggested choice (highlighted, activated by Enter).
        case `default`
        /// Dismisses the alert without acting (activated by Escape and by closing the window).
        case cancel
        /// Destroys or discards something (shown in the destructive colour).
        case destructive
    }

    /// The button text.
    public var title: String
    /// The button's role.
    public var style: Style
    /// Called when the button is chosen; the workflow then renders without the alert.
    public var handler: () -> Void

    /// A button titled `title`.
    public init(title: String, style: Style = .default, handler: @escaping () -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
