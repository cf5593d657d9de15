import Gtk
import WorkflowUI

/// Shows a `ModalContainerScreen`: the base screen in this controller's view, and each
/// modal in a modal window transient for the window below it (the main window for the
/// first). Modals are matched by key; windows are presented as soon as this view is in a
/// window, and destroyed when the workflow drops their modal.
public final class ModalContainerViewController<BaseScreen: Screen>: ScreenViewController<ModalContainerScreen<BaseScreen>> {
    /// The container screen type shown.
    public typealias ContainerScreen = ModalContainerScreen<BaseScreen>

    /// Hosts the base screen.
    public let baseViewController: DescribedViewController
    /// The modals, bottom first.
    public private(set) var presentations: [ModalPresentation] = []

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
        view.append(baseViewController.view)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The first allocation is the first moment the view is known to be in a window.
        presentPendingModals()
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
            case .reused(let oldIndex):
                let presentation = presentations[oldIndex]
                presentation.update(modal, environment: environment)
                updated.append(presentation)
            case .inserted:
                let presentation = ModalPresentation(modal: modal, environment: environment)
                addChild(presentation.contentViewController)
                updated.append(presentation)
            }
        }
        let removed = diff.removedIndices.map { presentations[$0] }
        presentations = updated
        // Re-parent the remaining windows first, so none is closed with a removed parent.
        presentPendingModals()
        removed.forEach { $0.dismiss() }
    }

    /// Presents every modal without a window, each over the window below it; re-parents
    /// the others after a removal or a move.
    private func presentPendingModals() {
        guard isViewLoaded, var parent = view.window else { return }
        for (index, presentation) in presentations.enumerated() {
            if presentation.window == nil {
                presentation.present(screen.modals[index], over: parent, presenter: view)
            } else {
                presentation.reparent(over: parent)
            }
            if let window = presentation.window { parent = window }
        }
    }
}
