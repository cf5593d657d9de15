import DemoWorkflows
import Gtk
import WorkflowAdwaita
import WorkflowContainers
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

/// The library's items with a real selection and a Clear Library button below (Undo is
/// offered in a toast, so it needs no confirmation). Up to ``largeListThreshold`` items show
/// as a boxed list (`BoxedListScreen`); a larger library (`workflow-demo --library-size`) as
/// a virtualized `ListViewScreen`, which makes widgets only for the rows on screen.
final class LibraryListViewController: ScreenViewController<LibraryListScreen> {
    /// The most items shown as a boxed list (one widget per item).
    static let largeListThreshold = 100

    private let list: DescribedViewController
    private var clearButton: Button?
    private var scroller: ScrolledWindow?
    private var column: Box?
    /// The virtualized list, once the library was large.
    private var largeList: DescribedViewController?
    /// The rows of the large list and the items they were made from (remade only when the
    /// items change: a selection keeps the same item array, compared in O(1)).
    private var largeRows: (items: [LibraryItem], rows: ListViewRows<LibraryRowScreen>)?
    /// The row the large list scrolls to: a new selection, unless the user chose it in the
    /// list (it is on screen already, and scrolling to a key looks it up, O(position)).
    private var largeScrollTarget: Int?
    /// The selection the large list was last given (`.none`: none given yet).
    private var largeSelection: Int?? = .none
    /// The index the user chose in the large list last.
    private var chosenInLargeList: Int?
    /// Whether the user chose a row in the large list (in a folded split it shows no
    /// selection before that, as the boxed list does).
    private var userHasChosenInLargeList = false

    required init(screen: LibraryListScreen, environment: ViewEnvironment) {
        list = DescribedViewController(screen: Self.listScreen(for: screen), environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(list)
        if Self.isLarge(screen) {
            let large = DescribedViewController(screen: largeListScreen(for: screen), environment: environment)
            addChild(large)
            largeList = large
        }
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
        (self.clearButton, self.scroller, self.column) = (clearButton, scroller, column)
        showLargeList()
    }

    override func screenDidChange(from previousScreen: LibraryListScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        list.update(screen: Self.listScreen(for: screen), environment: environment)
        if Self.isLarge(screen) {
            if let largeList {
                largeList.update(screen: largeListScreen(for: screen), environment: environment)
            } else {
                let large = DescribedViewController(screen: largeListScreen(for: screen), environment: environment)
                addChild(large)
                largeList = large
            }
        }
        showLargeList()
    }

    /// Shows the virtualized list instead of the boxed one while the library is large.
    private func showLargeList() {
        guard let column, let scroller else { return }
        let large = Self.isLarge(screen)
        scroller.isVisible = !large
        if let largeList {
            if largeList.view.parent == nil {
                largeList.view.expandsVertically = true
                column.insert(largeList.view, after: scroller)
                scrollToSelectionOnceLaidOut(largeList.view)
            }
            largeList.view.isVisible = large
            // Named as the boxed list's scroller is, for assistive technologies.
            if let list = largeList.currentViewController as? ListViewScreenController<LibraryRowScreen> {
                list.scrolledWindow?.setAccessibleLabel(localized("Library"))
                list.listView?.setAccessibleLabel(localized("Library"))
                // The boxed list's look (Resources/style.css): a card, a line between rows.
                list.listView?.showSeparators = true
                if let scrolled = list.scrolledWindow, !scrolled.hasCSSClass("card") {
                    scrolled.addCSSClass("card")
                    scrolled.addCSSClass("library-large-list")
                    scrolled.overflow = .hidden
                }
            }
        }
    }

    private static func isLarge(_ screen: LibraryListScreen) -> Bool { screen.items.count > largeListThreshold }

    /// GTK 4.8 drops a scroll to a row asked for before the list has a size (the selection
    /// restored at launch, far down): asks again at the first frame after the list was laid
    /// out.
    private func scrollToSelectionOnceLaidOut(_ widget: Widget) {
        widget.addTickCallback { [weak self] _ in
            guard let self, let list = self.virtualizedList?.listView else { return false }
            guard list.allocatedHeight > 0 else { return true }
            if let index = self.screen.selectedIndex, index < self.screen.items.count { list.scrollTo(position: index) }
            return false
        }
    }

    /// The rows: the title, and the kind with its author or artist below (none while the
    /// large list shows the items).
    static func listScreen(for screen: LibraryListScreen) -> BoxedListScreen {
        let rows = isLarge(screen) ? [] : screen.items.map { BoxedListScreen.Row(title: $0.title, subtitle: subtitle(of: $0)) }
        return BoxedListScreen(rows: rows, selectedIndex: screen.selectedIndex, accessibleName: localized("Library"), onSelect: screen.onSelect)
    }

    /// The virtualized list: rows keyed by index, the selection single, and the selected row
    /// scrolled to when the selection moves (a restored or scripted selection far down).
    private func largeListScreen(for screen: LibraryListScreen) -> ListViewScreen<LibraryRowScreen> {
        let rows: ListViewRows<LibraryRowScreen>
        if let cached = largeRows, cached.items == screen.items {
            rows = cached.rows
        } else {
            let items = screen.items
            rows = ListViewRows(count: items.count) { .init(key: $0, value: LibraryRowScreen(item: items[$0])) }
            largeRows = (screen.items, rows)
        }
        if largeSelection != .some(screen.selectedIndex) {
            largeScrollTarget = screen.selectedIndex == chosenInLargeList ? nil : screen.selectedIndex
            largeSelection = .some(screen.selectedIndex)
        }
        chosenInLargeList = nil
        let onSelect = screen.onSelect
        let showsSelection = userHasChosenInLargeList || !environment.isInFoldedSplit
        return ListViewScreen(
            rows: rows, selection: .single(showsSelection ? screen.selectedIndex : nil),
            onSelectionChange: { [weak self] selection in
                guard let index = selection.keys.first?.base as? Int else { return }
                self?.chosenInLargeList = index
                self?.userHasChosenInLargeList = true
                onSelect(index)
            },
            onActivate: { [weak self] key in
                guard let index = key.base as? Int else { return }
                self?.userHasChosenInLargeList = true
                onSelect(index)
            },
            scrollTarget: largeScrollTarget)
    }

    /// E.g. `Book · Martin Fowler`.
    static func subtitle(of item: LibraryItem) -> String {
        switch item.kind {
        case .book(let author, _): localized("Book · %s", author)
        case .album(let artist, _): localized("Album · %s", artist)
        }
    }

    /// The virtualized list's controller while the library is large (for tests and the frame probe).
    var virtualizedList: ListViewScreenController<LibraryRowScreen>? {
        Self.isLarge(screen) ? largeList?.currentViewController as? ListViewScreenController<LibraryRowScreen> : nil
    }
}

/// One row of the large library list: the item's title, and its kind with the author or
/// artist below (also the row `list-bench-app --library` measures).
package struct LibraryRowScreen: Screen, Equatable {
    /// The item shown.
    package var item: LibraryItem

    /// The row of `item`.
    package init(item: LibraryItem) {
        self.item = item
    }

    package func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        LibraryRowViewController.description(for: self, environment: environment)
    }
}

/// A row of the large library list (made only for the rows GTK shows, and rebound as the
/// list scrolls). Its column of labels is the controller's own view (`loadViewWidget()`):
/// no container widget per row for GTK to lay out and draw.
final class LibraryRowViewController: ScreenViewController<LibraryRowScreen> {
    private var title: Label?, subtitle: Label?

    override func loadViewWidget() -> Widget? {
        let column = Box(.vertical, spacing: 2)
        column.setMargins(8)
        let title = Label(), subtitle = Label()
        title.xAlign = 0
        subtitle.xAlign = 0
        subtitle.addCSSClass("dim-label")
        subtitle.addCSSClass("caption")
        column.append(title)
        column.append(subtitle)
        (self.title, self.subtitle) = (title, subtitle)
        apply()
        return column
    }

    override func screenDidChange(from previousScreen: LibraryRowScreen, previousEnvironment: ViewEnvironment) {
        apply()
    }

    private func apply() {
        guard let title, let subtitle else { return }
        title.text = screen.item.title
        subtitle.text = LibraryListViewController.subtitle(of: screen.item)
    }
}
