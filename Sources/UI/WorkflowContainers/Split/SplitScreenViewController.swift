import Gtk
import WorkflowUI

/// Shows a `SplitScreen`: two `DescribedViewController`s as the start and end children of
/// a `GtkPaned`. The divider follows `SplitPositionPolicy`: the screen's ratio once the
/// paned has a size, on every resize and whenever the screen's ratio changes; a user's drag
/// is kept (as a ratio) until the screen asks for a different one. The position is set in
/// `viewWillLayoutSubviews`, before GTK allocates the paned, so every frame shows the
/// ratio for the new size (never a rescaled intermediate).
public final class SplitScreenViewController<LeadingScreenType: Screen, TrailingScreenType: Screen>:
    ScreenViewController<SplitScreen<LeadingScreenType, TrailingScreenType>>
{
    /// The split screen type shown.
    public typealias ContainerScreen = SplitScreen<LeadingScreenType, TrailingScreenType>

    /// Hosts the leading screen (its view is the paned's start child).
    public let leadingViewController: DescribedViewController
    /// Hosts the trailing screen (its view is the paned's end child).
    public let trailingViewController: DescribedViewController
    /// The paned, once the view is loaded.
    public private(set) var paned: Paned?
    /// Where the divider should be.
    public private(set) var policy: SplitPositionPolicy
    /// The name assistive technologies announce for a draggable divider (a fixed one takes
    /// no focus and needs none).
    public static var dividerName: String { "Resize the split" }

    private var isApplying = false
    private var isLayingOut = false

    /// Builds both sides' controllers; no widget exists yet.
    public required init(screen: ContainerScreen, environment: ViewEnvironment) {
        leadingViewController = DescribedViewController(
            screen: screen.leadingScreen, environment: Self.environment(environment, side: .leading))
        trailingViewController = DescribedViewController(
            screen: screen.trailingScreen, environment: Self.environment(environment, side: .trailing))
        policy = SplitPositionPolicy(ratio: screen.ratio, isDraggable: screen.isDividerDraggable)
        super.init(screen: screen, environment: environment)
        addChild(leadingViewController)
        addChild(trailingViewController)
    }

    /// `environment` with `splitScreenSide` set to `side`.
    public static func environment(_ environment: ViewEnvironment, side: SplitScreenSide) -> ViewEnvironment {
        environment.setting(key: SplitScreenSideKey.self, to: side)
    }

    // MARK: - View lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        let paned = Paned(Self.gtkOrientation(screen.orientation))
        paned.startChild = leadingViewController.view
        paned.endChild = trailingViewController.view
        // GtkPaned rescales a set position when its size changes unless only the end child
        // resizes; the split sets the exact position itself before each allocation.
        paned.configureStart(resize: false, shrink: true)
        paned.configureEnd(resize: true, shrink: true)
        paned.addCSSClass("workflow-split")
        paned.configureDividerAccessibility(label: Self.dividerName, isDraggable: screen.isDividerDraggable)
        paned.onNotify(.position) { [weak self] in self?.positionChanged() }
        self.paned = paned
        view.append(paned)
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        isLayingOut = true
        applyPosition()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        isLayingOut = false
    }

    // MARK: - Updates

    public override func screenDidChange(from previousScreen: ContainerScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        leadingViewController.update(screen: screen.leadingScreen, environment: Self.environment(environment, side: .leading))
        trailingViewController.update(screen: screen.trailingScreen, environment: Self.environment(environment, side: .trailing))
        let mustApply = policy.screenChanged(ratio: screen.ratio, isDraggable: screen.isDividerDraggable)
        guard let paned else { return }
        if screen.orientation != previousScreen.orientation {
            paned.orientation = Self.gtkOrientation(screen.orientation)
            paned.queueResize()
        }
        if screen.isDividerDraggable != previousScreen.isDividerDraggable {
            paned.configureDividerAccessibility(label: Self.dividerName, isDraggable: screen.isDividerDraggable)
        }
        if mustApply { applyPosition() }
    }

    // MARK: - Divider

    /// The length the two sides share (the paned's length less its divider), or nil
    /// before the first allocation.
    public var availableLength: Int? {
        guard let paned else { return nil }
        let bounds = view.bounds
        let length = screen.orientation == .horizontal ? bounds.width : bounds.height
        guard length > 0 else { return nil }
        return max(0, length - paned.handleThickness)
    }

    private func applyPosition() {
        guard let paned, let available = availableLength else { return }
        let wanted = policy.position(available: available)
        if paned.position != wanted { setPosition(wanted) }
    }

    private func setPosition(_ position: Int) {
        guard let paned else { return }
        isApplying = true
        paned.position = position
        isApplying = false
    }

    private func positionChanged() {
        guard !isApplying, !isLayingOut, let paned, let available = availableLength else { return }
        if let restore = policy.userMoved(to: paned.position, available: available) {
            setPosition(restore)
        }
    }

    private static func gtkOrientation(_ orientation: ContainerScreen.Orientation) -> Gtk.Orientation {
        orientation == .horizontal ? .horizontal : .vertical
    }
}
