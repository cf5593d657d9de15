import Adw
import Gtk
import WorkflowUI

/// Shows an `AdaptiveSplitScreen` in an `AdwLeaflet`: leading side, separator, trailing
/// side. Unfolded, both show; folded (below the width both sides need: their natural
/// widths, or the leading width and ``AdaptiveSplitScreen/trailingMinimumWidth``), the side the
/// workflow chose shows, and the way back goes to the window's header bar. The leaflet's
/// own swipe navigation is off: the workflow owns what shows. Both sides see
/// `ViewEnvironment.isInFoldedSplit`.
public final class AdaptiveSplitViewController<Leading: Screen, Trailing: Screen>: ScreenViewController<AdaptiveSplitScreen<Leading, Trailing>>, BackNavigating {
    /// The leading side's controller holder.
    public let leading: DescribedViewController
    /// The trailing side's controller holder.
    public let trailing: DescribedViewController
    /// The leaflet, once the view is loaded.
    public private(set) var leaflet: Leaflet?

    /// Builds both sides' controllers; no widget exists yet.
    public required init(screen: AdaptiveSplitScreen<Leading, Trailing>, environment: ViewEnvironment) {
        let sides = environment.setting(key: FoldedSplitKey.self, to: false)
        leading = DescribedViewController(screen: screen.leadingScreen, environment: sides)
        trailing = DescribedViewController(screen: screen.trailingScreen, environment: sides)
        super.init(screen: screen, environment: environment)
        addChild(leading)
        addChild(trailing)
    }

    /// Whether the split shows one side at a time now.
    public var isFolded: Bool { leaflet?.isFolded ?? false }

    /// Back to the leading side while a folded split shows the trailing one.
    public var backNavigation: BackNavigation? {
        guard isFolded, screen.showsTrailingWhenFolded else { return nil }
        return BackNavigation(title: screen.trailingTitle, action: screen.onBack)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let leaflet = Leaflet()
        leaflet.canNavigateBack = false
        leaflet.canNavigateForward = false
        leaflet.transition = .slide
        leaflet.expandsHorizontally = true
        leaflet.expandsVertically = true
        leading.view.expandsHorizontally = false
        trailing.view.expandsHorizontally = true
        _ = leaflet.append(leading.view)
        let separator = Separator(orientation: .vertical)
        leaflet.append(separator).isNavigatable = false
        _ = leaflet.append(trailing.view)
        view.append(leaflet)
        // GTK 4.8 would announce the leaflet by its type name: it is named by the detail's title.
        leaflet.setAccessibleLabel(screen.trailingTitle)
        self.leaflet = leaflet
        applyWidths()
        applyFoldedSide()
        leaflet.onNotifyIsFolded { [weak self] _ in
            self?.updateSides()
            self?.applyFoldedSide()
            // The leaflet folds while GTK allocates it. A header bar changed now (its back
            // button, its title) would miss this frame's allocation, and GTK would skip
            // drawing it ("Trying to snapshot AdwHeaderBar without a current allocation"):
            // refresh the way back once the frame is done.
            _ = MainLoop.addIdle { [weak self] in self?.backNavigationDidChange() }
        }
    }

    public override func screenDidChange(from previousScreen: AdaptiveSplitScreen<Leading, Trailing>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        updateSides()
        applyWidths()
        if previousScreen.trailingTitle != screen.trailingTitle { leaflet?.setAccessibleLabel(screen.trailingTitle) }
        applyFoldedSide()
        backNavigationDidChange()
    }

    /// The sides' widths and the fold threshold. Without a trailing minimum, the split folds
    /// when the sides do not fit at their natural widths (not only at their minimum ones): a
    /// detail squeezed to its minimum beside the list is hard to read. With one, the detail's
    /// minimum is that width, and the split folds at the minimum widths: the threshold no
    /// longer moves with what the sides hold.
    private func applyWidths() {
        guard let leaflet else { return }
        leading.view.setSizeRequest(width: screen.leadingWidth, height: -1)
        trailing.view.setSizeRequest(width: screen.trailingMinimumWidth ?? -1, height: -1)
        let policy: FoldThresholdPolicy = screen.trailingMinimumWidth == nil ? .natural : .minimum
        if leaflet.foldThresholdPolicy != policy { leaflet.foldThresholdPolicy = policy }
    }

    /// Both sides see the environment with `isInFoldedSplit` telling whether the split is folded.
    private func updateSides() {
        let sides = environment.setting(key: FoldedSplitKey.self, to: isFolded)
        leading.update(screen: screen.leadingScreen, environment: sides)
        trailing.update(screen: screen.trailingScreen, environment: sides)
    }

    private func applyFoldedSide() {
        guard let leaflet else { return }
        let side = screen.showsTrailingWhenFolded ? trailing.view : leading.view
        if leaflet.visibleChild !== side { leaflet.visibleChild = side }
    }
}
