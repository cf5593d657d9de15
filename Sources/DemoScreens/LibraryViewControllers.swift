import DemoWorkflows
import Gtk
import WorkflowAdwaita
import WorkflowUI

/// The leading side of the library split: the item list (a view-side screen built from
/// `LibraryRendering`).
package struct LibraryListScreen: Screen {
    var items: [LibraryItem]
    var selectedIndex: Int?
    var onSelect: (Int) -> Void
    var onClear: () -> Void

    package func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        LibraryListViewController.description(for: self, environment: environment)
    }
}

/// The library's items as a boxed list with a real selection (`BoxedListScreen`), and a
/// Clear Library button below (Undo is offered in a toast, so it needs no confirmation).
final class LibraryListViewController: ScreenViewController<LibraryListScreen> {
    private let list: DescribedViewController
    private var clearButton: Button?

    required init(screen: LibraryListScreen, environment: ViewEnvironment) {
        list = DescribedViewController(screen: Self.listScreen(for: screen), environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(list)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 12)
        column.setMargins(12)
        let scroller = ScrolledWindow()
        scroller.setAccessibleLabel(localized("Library"))
        scroller.scrollsHorizontally = false
        scroller.expandsVertically = true
        scroller.child = list.view
        let clearButton = Button(label: localized("Clear Library"))
        clearButton.horizontalAlignment = .center
        clearButton.onClicked { [weak self] in self?.screen.onClear() }
        column.append(scroller)
        column.append(clearButton)
        view.append(column)
        self.clearButton = clearButton
    }

    override func screenDidChange(from previousScreen: LibraryListScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        list.update(screen: Self.listScreen(for: screen), environment: environment)
    }

    /// The rows: the title, and the kind with its author or artist below.
    static func listScreen(for screen: LibraryListScreen) -> BoxedListScreen {
        BoxedListScreen(rows: screen.items.map { BoxedListScreen.Row(title: $0.title, subtitle: subtitle(of: $0)) },
                        selectedIndex: screen.selectedIndex, accessibleName: localized("Library"), onSelect: screen.onSelect)
    }

    /// E.g. `Book · Martin Fowler`.
    static func subtitle(of item: LibraryItem) -> String {
        switch item.kind {
        case .book(let author, _): localized("Book") + " · " + author
        case .album(let artist, _): localized("Album") + " · " + artist
        }
    }

    /// The list's controller (for tests).
    var boxedList: BoxedListViewController? { list.currentViewController as? BoxedListViewController }
}
