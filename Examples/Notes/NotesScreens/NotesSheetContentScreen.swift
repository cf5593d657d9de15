import Gtk
import WorkflowUI

/// A sheet's content at a readable size: a sheet's card takes its content's natural size,
/// which for a scrolling preferences page is only a narrow column. This asks for at least
/// `width`×`height` (small enough for a 360×640 window, with the sheet's margins and padding).
struct NotesSheetContentScreen<Content: Screen>: Screen {
    /// The screen shown.
    var content: Content
    /// The least width, in pixels.
    var width = 260
    /// The least height, in pixels.
    var height = 420

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        NotesSheetContentViewController<Content>.description(for: self, environment: environment)
    }
}

/// Shows a `NotesSheetContentScreen`: its content, with the size request on this view.
final class NotesSheetContentViewController<Content: Screen>: ScreenViewController<NotesSheetContentScreen<Content>> {
    let content: DescribedViewController

    required init(screen: NotesSheetContentScreen<Content>, environment: ViewEnvironment) {
        content = DescribedViewController(screen: screen.content, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.view.expandsHorizontally = true
        content.view.expandsVertically = true
        view.append(content.view)
        applySize()
    }

    override func screenDidChange(from previousScreen: NotesSheetContentScreen<Content>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(screen: screen.content, environment: environment)
        applySize()
    }

    private func applySize() {
        view.setSizeRequest(width: screen.width, height: screen.height)
    }
}
