import Gtk
import WorkflowUI

/// Shows a `DragSourceScreen`: the content's controller, with a `GtkDragSource` offering
/// the screen's content (a copy) on this controller's view.
public final class DragSourceViewController<Content: Screen>: ScreenViewController<DragSourceScreen<Content>> {
    /// The content's controller holder.
    public let content: DescribedViewController
    /// The drag source on the view, once it is loaded.
    public private(set) var dragSource: DragSource?

    /// Builds the content's controller; no widget exists yet.
    public required init(screen: DragSourceScreen<Content>, environment: ViewEnvironment) {
        content = DescribedViewController(screen: screen.content, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    /// Adds the content's view and the drag source.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.append(content.view)
        let source = DragSource()
        source.actions = .copy
        source.setContent(screen.dragContent)
        view.addController(source)
        dragSource = source
    }

    /// Updates the content and, when it changed, what a drag carries.
    public override func screenDidChange(from previousScreen: DragSourceScreen<Content>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(screen: screen.content, environment: environment)
        if previousScreen.dragContent != screen.dragContent { dragSource?.setContent(screen.dragContent) }
    }
}
