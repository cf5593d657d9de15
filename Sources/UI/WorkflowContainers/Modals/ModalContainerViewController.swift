import Gtk
import WorkflowUI

/// Shows a `ModalContainerScreen`: the base screen in this controller's view, and each
/// modal by its style: in a modal window transient for the window below it (the main
/// window for the first), or in a layer over the base in this view (a sheet, a cover).
/// Modals are matched by key (and style); windows are presented as soon as this view is in
/// a window, layers as soon as the view is loaded, and both go when the workflow drops
/// their modal. While a sheet or a cover shows, the base and the layers below it can take
/// neither the focus nor the pointer, and the base is dimmed.
public final class ModalContainerViewController<BaseScreen: Screen>: ScreenViewController<ModalContainerScreen<BaseScreen>> {
    /// The container screen type shown.
    public typealias ContainerScreen = ModalContainerScreen<BaseScreen>

    /// Hosts the base screen.
    public let baseViewController: DescribedViewController
    /// The modals, bottom first.
    public private(set) var presentations: [ModalPresentation] = []
    /// The overlay holding the base and the sheets and covers, once the view is loaded.
    public private(set) var overlay: Overlay?
    /// The overlay's accessible name: its window's title.
    private var overlayName: String?
    /// How opaque the base (and a lower sheet) is drawn under a sheet.
    public static var dimmedOpacity: Double { 0.4 }

    /// Builds the base and modal controllers; no widget or window exists yet.
    public required init(screen: ContainerScreen, environment: ViewEnvironment) {
        baseViewController = DescribedViewController(screen: screen.baseScreen, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(baseViewController)
        updateModals()
    }

    isolated deinit {
        for presentation in presentations { presentation.dismiss() }
    }

    // MARK: - View lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        let overlay = Overlay()
        overlay.child = baseViewController.view
        overlay.expandsVertically = true
        overlay.expandsHorizontally = true
        view.append(overlay)
        self.overlay = overlay
        presentInWindowModals()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The first allocation is the first moment the view is known to be in a window.
        presentPendingModals()
        nameOverlay()
        for presentation in presentations where presentation.style == .sheet { presentation.fitSheet(in: view.bounds) }
    }

    /// Names the overlay after its window (GTK 4.8 would announce the unnamed generic
    /// accessible by its type name, "GtkOverlay").
    private func nameOverlay() {
        guard let overlay, let title = view.window?.title, !title.isEmpty, title != overlayName else { return }
        overlayName = title
        overlay.setAccessibleLabel(title)
    }

    // MARK: - Updates

    public override func screenDidChange(from previousScreen: ContainerScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        baseViewController.update(screen: screen.baseScreen, environment: environment)
        updateModals()
    }

    // MARK: - Private

    private func updateModals() {
        let diff = KeyedDiff(old: presentations.map(\.key), new: screen.modals.map(\.key))
        var updated: [ModalPresentation] = []
        for (index, source) in diff.sources.enumerated() {
            let modal = screen.modals[index]
            switch source {
            case .reused(let oldIndex) where presentations[oldIndex].style == modal.style:
                let presentation = presentations[oldIndex]
                presentation.update(modal, environment: environment)
                updated.append(presentation)
            case .reused, .inserted:
                let presentation = ModalPresentation(modal: modal, environment: environment)
                addChild(presentation.contentViewController)
                updated.append(presentation)
            }
        }
        let kept = Set(updated.map { ObjectIdentifier($0) })
        let removed = presentations.filter { !kept.contains(ObjectIdentifier($0)) }
        presentations = updated
        // Re-parent the remaining windows first, so none is closed with a removed parent.
        presentPendingModals()
        presentInWindowModals()
        removed.forEach { $0.dismiss() }
        trapFocusInTopLayer()
    }

    /// Presents every sheet and cover not shown yet, in order, over the base.
    private func presentInWindowModals() {
        guard let overlay else { return }
        for (index, presentation) in presentations.enumerated() where presentation.style.isInWindow && presentation.layer == nil {
            presentation.presentInWindow(screen.modals[index], in: overlay)
        }
        trapFocusInTopLayer()
    }

    /// Only the top sheet or cover can take the focus and the pointer; what is below it is
    /// dimmed.
    private func trapFocusInTopLayer() {
        guard isViewLoaded else { return }
        let layers = presentations.compactMap(\.layer)
        let base = baseViewController.view
        base.canFocus = layers.isEmpty
        base.canTarget = layers.isEmpty
        base.opacity = layers.isEmpty ? 1 : Self.dimmedOpacity
        for (index, layer) in layers.enumerated() {
            let isTop = index == layers.count - 1
            layer.canFocus = isTop
            layer.canTarget = isTop
            layer.opacity = isTop ? 1 : Self.dimmedOpacity
        }
    }

    /// Presents every modal without a window, each over the window below it; re-parents
    /// the others after a removal or a move.
    private func presentPendingModals() {
        guard isViewLoaded, var parent = view.window else { return }
        for (index, presentation) in presentations.enumerated() where presentation.style == .window {
            if presentation.window == nil {
                presentation.present(screen.modals[index], over: parent, presenter: view)
            } else {
                presentation.reparent(over: parent)
            }
            if let window = presentation.window { parent = window }
        }
    }
}
