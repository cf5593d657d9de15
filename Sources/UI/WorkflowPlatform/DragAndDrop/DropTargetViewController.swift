import Gtk
import WorkflowUI

/// Shows a `DropTargetScreen`: the content's controller, with a `GtkDropTarget` for the
/// screen's kinds on this controller's view.
public final class DropTargetViewController<Content: Screen>: ScreenViewController<DropTargetScreen<Content>> {
    /// The content's controller holder.
    public let content: DescribedViewController
    /// The drop target on the view, once it is loaded.
    public private(set) var dropTarget: DropTarget?
    /// How many drops reached the workflow.
    public private(set) var acceptedDrops = 0

    /// Builds the content's controller; no widget exists yet.
    public required init(screen: DropTargetScreen<Content>, environment: ViewEnvironment) {
        content = DescribedViewController(screen: screen.content, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    /// Adds the content's view and the drop target.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.append(content.view)
        attachDropTarget()
    }

    /// Updates the content; a change of kinds replaces the drop target.
    public override func screenDidChange(from previousScreen: DropTargetScreen<Content>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(screen: screen.content, environment: environment)
        if isViewLoaded, previousScreen.kinds != screen.kinds { attachDropTarget() }
    }

    private func attachDropTarget() {
        if let dropTarget { view.removeController(dropTarget) }
        let target = DropTarget(accepting: screen.kinds, actions: .copy)
        target.onDrop { [weak self] content, _, _ in
            guard let self, self.screen.kinds.contains(content.kind) else { return false }
            self.acceptedDrops += 1
            self.screen.onDrop(content)
            return true
        }
        view.addController(target)
        dropTarget = target
    }
}
