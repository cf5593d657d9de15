import DemoWorkflows
import Gtk
import WorkflowUI

/// The leading side of the library split: the item list (a view-side screen built from
/// `LibraryRendering`).
struct LibraryListScreen: Screen {
    var items: [LibraryItem]
    var selectedIndex: Int?
    var onSelect: (Int) -> Void
    var onClear: () -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        LibraryListViewController.description(for: self, environment: environment)
    }
}

/// Lists the library's items as buttons; the selected one is highlighted. Rows are rebuilt
/// only when the items change; a selection change only moves the highlight.
final class LibraryListViewController: ScreenViewController<LibraryListScreen> {
    private var rows: [Button] = []
    private var rowLabels: [Label] = []
    private var list: Box?
    private var clearButton: Button?

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 6)
        column.setMargins(12)
        let heading = Label("Library")
        heading.addCSSClass("heading")
        heading.xAlign = 0
        let list = Box(.vertical, spacing: 2)
        list.addCSSClass("library-list")
        let scroller = ScrolledWindow()
        scroller.scrollsHorizontally = false
        scroller.expandsVertically = true
        scroller.child = list
        let clearButton = Button(label: "Clear library")
        clearButton.onClicked { [weak self] in self?.screen.onClear() }
        for widget in [heading, scroller, clearButton] as [Widget] { column.append(widget) }
        view.append(column)
        self.list = list
        self.clearButton = clearButton
        rebuildRows()
    }

    override func screenDidChange(from previousScreen: LibraryListScreen, previousEnvironment: ViewEnvironment) {
        guard isViewLoaded else { return }
        if previousScreen.items != screen.items { rebuildRows() } else { highlightSelection() }
    }

    private func rebuildRows() {
        guard let list else { return }
        rows.forEach { list.remove($0) }
        var labels: [Label] = []
        rows = screen.items.enumerated().map { index, item in
            let row = Button()
            let label = Label(Self.rowText(item))
            row.setChild(label)
            labels.append(label)
            row.addCSSClass("flat")
            row.addCSSClass("library-row")
            row.onClicked { [weak self] in self?.screen.onSelect(index) }
            list.append(row)
            return row
        }
        rowLabels = labels
        clearButton?.isSensitive = !screen.items.isEmpty
        highlightSelection()
    }

    /// The selected row has a highlight (CSS) and bold text. The bold is the label's own
    /// markup, not an inherited CSS `font-weight`: GTK 4.8 restyles and re-lays out a label
    /// whose inherited weight changes (its Pango context and layout turn regular) but can
    /// keep drawing its cached bold text — a row that was bold when first shown stayed bold
    /// on X11. A label's own text change is always redrawn.
    private func highlightSelection() {
        for (index, (row, label)) in zip(rows, rowLabels).enumerated() {
            let selected = index == screen.selectedIndex
            guard row.hasCSSClass("selected-row") != selected else { continue }
            if selected { row.addCSSClass("selected-row") } else { row.removeCSSClass("selected-row") }
            let text = Label.escapingMarkup(Self.rowText(screen.items[index]))
            label.setMarkup(selected ? "<b>\(text)</b>" : text)
        }
    }

    /// A row's text, e.g. `Kind of Blue · Album`.
    private static func rowText(_ item: LibraryItem) -> String {
        let kind = if case .book = item.kind { "Book" } else { "Album" }
        return "\(item.title) · \(kind)"
    }

    /// The row buttons, in order (for tests).
    var rowButtons: [Button] { rows }
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
        view.append(DetailLayout.column(kind: "Book", title: title, lines: [author, pages]))
        apply()
    }

    override func screenDidChange(from previousScreen: BookDetailScreen, previousEnvironment: ViewEnvironment) {
        apply()
    }

    private func apply() {
        guard let titleLabel, let author, let pages else { return }
        titleLabel.text = screen.title
        author.text = "by \(screen.author)"
        pages.text = "\(screen.pages) pages"
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
        view.append(DetailLayout.column(kind: "Album", title: title, lines: [artist, tracks]))
        apply()
    }

    override func screenDidChange(from previousScreen: AlbumDetailScreen, previousEnvironment: ViewEnvironment) {
        apply()
    }

    private func apply() {
        guard let titleLabel, let artist, let tracks else { return }
        titleLabel.text = screen.title
        artist.text = "by \(screen.artist)"
        tracks.text = screen.tracks.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}

/// The shared layout of the detail panes.
@MainActor
enum DetailLayout {
    static func column(kind: String, title: Label, lines: [Label]) -> Box {
        let column = Box(.vertical, spacing: 8)
        column.setMargins(24)
        column.addCSSClass("detail")
        let badge = Label(kind)
        badge.addCSSClass("dim-label")
        badge.xAlign = 0
        title.addCSSClass("title-2")
        title.xAlign = 0
        column.append(badge)
        column.append(title)
        for line in lines { line.xAlign = 0; line.wraps = true; column.append(line) }
        return column
    }
}
