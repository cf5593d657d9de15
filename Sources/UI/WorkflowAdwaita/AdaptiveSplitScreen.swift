import WorkflowUI

/// Two screens side by side (`AdwLeaflet`) that fold into one at a time when the window
/// is too narrow for both. The workflow decides which side a folded split shows
/// (`showsTrailingWhenFolded`, e.g. true once an item was chosen); while it shows the
/// trailing side, the window's header bar offers back, which calls `onBack`.
public struct AdaptiveSplitScreen<Leading: Screen, Trailing: Screen>: Screen {
    /// The list side (start).
    public var leadingScreen: Leading
    /// The detail side (end).
    public var trailingScreen: Trailing
    /// The trailing side's title: the header bar's title while a folded split shows it.
    public var trailingTitle: String
    /// Whether a folded split shows the trailing side (else the leading one).
    public var showsTrailingWhenFolded: Bool
    /// Back from the trailing side of a folded split (the workflow sets
    /// `showsTrailingWhenFolded` to false).
    public var onBack: () -> Void
    /// The leading side's width when unfolded, in pixels.
    public var leadingWidth: Int

    /// A split of `leadingScreen` and `trailingScreen`.
    public init(leadingScreen: Leading, trailingScreen: Trailing, trailingTitle: String,
                showsTrailingWhenFolded: Bool, onBack: @escaping () -> Void, leadingWidth: Int = 300) {
        self.leadingScreen = leadingScreen
        self.trailingScreen = trailingScreen
        self.trailingTitle = trailingTitle
        self.showsTrailingWhenFolded = showsTrailingWhenFolded
        self.onBack = onBack
        self.leadingWidth = leadingWidth
    }

    // MARK: - Screen

    /// Describes an `AdaptiveSplitViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        AdaptiveSplitViewController<Leading, Trailing>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
