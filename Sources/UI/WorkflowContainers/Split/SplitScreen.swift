import WorkflowUI

/// Two screens side by side (or one above the other) with a divider between them, shown
/// in a `GtkPaned`.
///
/// ```swift
/// SplitScreen(leadingScreen: InboxScreen(messages: state.messages),
///             trailingScreen: MessageScreen(message: message), ratio: .third)
/// ```
///
/// Each side's controller sees `environment.splitScreenSide` (`.leading` or `.trailing`).
public struct SplitScreen<LeadingScreenType: Screen, TrailingScreenType: Screen>: Screen {
    /// How the two sides are laid out.
    public enum Orientation: Hashable, Sendable {
        /// Leading on the left (start), trailing on the right.
        case horizontal
        /// Leading on top, trailing below.
        case vertical
    }

    /// The screen on the leading (start / top) side.
    public var leadingScreen: LeadingScreenType
    /// The screen on the trailing (end / bottom) side.
    public var trailingScreen: TrailingScreenType
    /// The leading side's share of the length.
    public var ratio: SplitRatio
    /// Side by side or stacked.
    public var orientation: Orientation
    /// Whether the user may drag the divider. A dragged position is kept until `ratio`
    /// changes.
    public var isDividerDraggable: Bool

    /// A split of `leadingScreen` and `trailingScreen`.
    public init(
        leadingScreen: LeadingScreenType,
        trailingScreen: TrailingScreenType,
        ratio: SplitRatio = .third,
        orientation: Orientation = .horizontal,
        isDividerDraggable: Bool = true
    ) {
        self.leadingScreen = leadingScreen
        self.trailingScreen = trailingScreen
        self.ratio = ratio
        self.orientation = orientation
        self.isDividerDraggable = isDividerDraggable
    }

    // MARK: - Screen

    /// Describes a `SplitScreenViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        SplitScreenViewController<LeadingScreenType, TrailingScreenType>.description(for: self, environment: environment)
    }
}
