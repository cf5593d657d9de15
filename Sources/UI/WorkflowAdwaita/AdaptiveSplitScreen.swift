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
    /// The narrowest the trailing side may be beside the leading one, in pixels: the split
    /// folds below `leadingWidth` + 1 (the separator) + this, whatever the sides hold (a long
    /// wrapping message does not fold it), unless a side's own minimum is larger. Nil: the
    /// split folds as soon as the sides do not get their natural widths, which a long
    /// wrapping label in either side widens. The trailing side is never narrower than this,
    /// folded either: the window's narrowest width is at least this.
    public var trailingMinimumWidth: Int?

    /// A split of `leadingScreen` and `trailingScreen`.
    public init(leadingScreen: Leading, trailingScreen: Trailing, trailingTitle: String,
                showsTrailingWhenFolded: Bool, onBack: @escaping () -> Void, leadingWidth: Int = 300,
                trailingMinimumWidth: Int? = nil) {
        self.leadingScreen = leadingScreen
        self.trailingScreen = trailingScreen
        self.trailingTitle = trailingTitle
        self.showsTrailingWhenFolded = showsTrailingWhenFolded
        self.onBack = onBack
        self.leadingWidth = leadingWidth
        self.trailingMinimumWidth = trailingMinimumWidth
    }

    // MARK: - Screen

    /// Describes an `AdaptiveSplitViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        AdaptiveSplitViewController<Leading, Trailing>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
