import WorkflowUI

/// An empty state as an `AdwStatusPage`: a large icon, a title, a description and an
/// optional button (a pill, suggested).
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

    /// A status page saying `title`.
    public init(iconName: String?, title: String, description: String = "", actionTitle: String? = nil, onAction: (() -> Void)? = nil) {
        self.iconName = iconName
        self.title = title
        self.description = description
        self.actionTitle = actionTitle
        self.onAction = onAction
    }

    /// Equal when they show the same (closures are not compared).
    public static func == (lhs: StatusPageScreen, rhs: StatusPageScreen) -> Bool {
        lhs.iconName == rhs.iconName && lhs.title == rhs.title && lhs.description == rhs.description && lhs.actionTitle == rhs.actionTitle
    }

    // MARK: - Screen

    /// Describes a `StatusPageViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        StatusPageViewController.description(for: self, environment: environment)
    }
}
