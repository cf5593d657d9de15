import WorkflowUI

/// An empty state as an `AdwStatusPage`: a large icon, a title, a description, an optional
/// button (a pill, suggested) and an optional second button below it (a pill, for the
/// other way out: "Try Again" under "Open Folder…").
public struct StatusPageScreen: Screen, Equatable {
    /// The themed icon.
    public var iconName: String?
    /// The title (read as the page's heading and accessible name).
    public var title: String
    /// The explanation below the title.
    public var description: String
    /// The button's text, or nil for none.
    public var actionTitle: String?
    /// Called when the button is pressed.
    public var onAction: (() -> Void)?
    /// The second button's text, or nil for none.
    public var secondaryActionTitle: String?
    /// Called when the second button is pressed.
    public var onSecondaryAction: (() -> Void)?

    /// A status page saying `title`.
    public init(iconName: String?, title: String, description: String = "", actionTitle: String? = nil, onAction: (() -> Void)? = nil,
                secondaryActionTitle: String? = nil, onSecondaryAction: (() -> Void)? = nil) {
        self.iconName = iconName
        self.title = title
        self.description = description
        self.actionTitle = actionTitle
        self.onAction = onAction
        self.secondaryActionTitle = secondaryActionTitle
        self.onSecondaryAction = onSecondaryAction
    }

    /// Equal when they show the same (closures are not compared).
    public static func == (lhs: StatusPageScreen, rhs: StatusPageScreen) -> Bool {
        lhs.iconName == rhs.iconName && lhs.title == rhs.title && lhs.description == rhs.description && lhs.actionTitle == rhs.actionTitle
            && lhs.secondaryActionTitle == rhs.secondaryActionTitle
    }

    // MARK: - Screen

    /// Describes a `StatusPageViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        StatusPageViewController.description(for: self, environment: environment)
    }
}
