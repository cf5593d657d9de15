import Gtk
import WorkflowUI

/// What the controllers of a ``DialogContainerScreen`` share: the base screen's controller
/// as the only child, updated with each screen, and a dialog over the base's window that a
/// subclass shows, keeps or closes in ``applyDialog()``, called once the view is in a window
/// and after each update. The subclass also destroys a dialog still shown when it goes.
open class DialogContainerViewController<ScreenType: DialogContainerScreen>: ScreenViewController<ScreenType> {
    /// The base screen's controller holder.
    public let base: DescribedViewController

    /// Builds the base's controller; no widget exists yet.
    public required init(screen: ScreenType, environment: ViewEnvironment) {
        base = DescribedViewController(screen: screen.baseScreen, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(base)
    }

    /// Adds the base's view; the dialog is applied once the view is in a window.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.append(base.view)
        // The view is in a window only after this: apply on the next turn of the loop.
        MainLoop.addTimeout(milliseconds: 0) { [weak self] in
            self?.applyDialog()
            return false
        }
    }

    /// Updates the base, then applies the dialog for the new screen.
    open override func screenDidChange(from previousScreen: ScreenType, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        base.update(screen: screen.baseScreen, environment: environment)
        if isViewLoaded { applyDialog() }
    }

    /// Shows, keeps, updates or closes the dialog for the current screen (`view.window` is
    /// its parent). The default does nothing.
    open func applyDialog() {}
}
