import Adw
import NotesWorkflows
import WorkflowUI

/// A screen shown under the app's colour scheme: while it shows, libadwaita's style manager
/// follows the system, or forces light or dark (`NoteStyle`, a preference).
struct NotesStyleScreen<Content: Screen>: Screen {
    /// The screen shown.
    var content: Content
    /// The colour scheme.
    var style: NoteStyle

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        NotesStyleViewController<Content>.description(for: self, environment: environment)
    }
}

/// Shows a `NotesStyleScreen`: its content, and `Adw.StyleManager.default`'s colour scheme
/// set from the style whenever it changes.
final class NotesStyleViewController<Content: Screen>: ScreenViewController<NotesStyleScreen<Content>> {
    let content: DescribedViewController

    required init(screen: NotesStyleScreen<Content>, environment: ViewEnvironment) {
        content = DescribedViewController(screen: screen.content, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.append(content.view)
        applyStyle()
    }

    override func screenDidChange(from previousScreen: NotesStyleScreen<Content>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(screen: screen.content, environment: environment)
        if previousScreen.style != screen.style { applyStyle() }
    }

    private func applyStyle() {
        let scheme: Adw.ColorScheme = switch screen.style {
        case .followSystem: .default
        case .light: .forceLight
        case .dark: .forceDark
        }
        let manager = Adw.StyleManager.default
        if manager.colorScheme != scheme { manager.colorScheme = scheme }
    }
}
