import Adw
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

extension BookDetailScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        BookDetailViewController.description(for: self, environment: environment)
    }
}

/// A book's detail: title, author, pages.
final class BookDetailViewController: ScreenViewController<BookDetailScreen> {
    // Widgets are made in viewDidLoad, so the controller's logic runs without a display.
    private var author: Label?, pages: Label?
    /// The title label (for tests); nil until the view is loaded.
    private(set) var titleLabel: Label?

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = Label(), author = Label(), pages = Label()
        (titleLabel, self.author, self.pages) = (title, author, pages)
        view.append(DetailLayout.column(kind: localized("Book"), title: title, lines: [author, pages]))
        apply()
    }

    override func screenDidChange(from previousScreen: BookDetailScreen, previousEnvironment: ViewEnvironment) {
        apply()
    }

    private func apply() {
        guard let titleLabel, let author, let pages else { return }
        titleLabel.text = screen.title
        author.text = localized("by %s", screen.author)
        pages.text = Translation.string("%d page", plural: "%d pages", count: screen.pages).replacing("%d", with: String(screen.pages))
    }
}

extension AlbumDetailScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        AlbumDetailViewController.description(for: self, environment: environment)
    }
}

/// An album's detail: title, artist, track list.
final class AlbumDetailViewController: ScreenViewController<AlbumDetailScreen> {
    // Widgets are made in viewDidLoad, so the controller's logic runs without a display.
    private var artist: Label?, tracks: Label?
    /// The title label (for tests); nil until the view is loaded.
    private(set) var titleLabel: Label?

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = Label(), artist = Label(), tracks = Label()
        (titleLabel, self.artist, self.tracks) = (title, artist, tracks)
        tracks.xAlign = 0
        view.append(DetailLayout.column(kind: localized("Album"), title: title, lines: [artist, tracks]))
        apply()
    }

    override func screenDidChange(from previousScreen: AlbumDetailScreen, previousEnvironment: ViewEnvironment) {
        apply()
    }

    private func apply() {
        guard let titleLabel, let artist, let tracks else { return }
        titleLabel.text = screen.title
        artist.text = localized("by %s", screen.artist)
        tracks.text = screen.tracks.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}

/// The shared layout of the detail panes.
@MainActor
enum DetailLayout {
    /// The kind, the title (a heading) and the lines, in a column at most 600 px wide
    /// (centred, so lines stay readable on a wide window).
    static func column(kind: String, title: Label, lines: [Label]) -> Widget {
        let column = Box(.vertical, spacing: 8)
        column.setMargins(24)
        column.addCSSClass("detail")
        let badge = Label(kind)
        badge.addCSSClass("dim-label")
        badge.xAlign = 0
        title.addCSSClass("title-2")
        title.setAccessibleHeading(level: 2)
        title.xAlign = 0
        title.wraps = true
        column.append(badge)
        column.append(title)
        for line in lines { line.xAlign = 0; line.wraps = true; column.append(line) }
        let clamp = Clamp()
        clamp.maximumSize = 600
        clamp.child = column
        return clamp
    }
}
