import BenchRows
import DemoWorkflows
import Gtk
import WorkflowContainers
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// `list-bench-app N --library`: the demo's library list (`LibraryCatalogue.generated`, a
/// title and "Book · author" below it in each row) against `raw-gtk-library`, with the same
/// steps: first frame, a page scrolled, a row on screen selected, and a query typed one
/// keystroke at a time (search as you type), then cleared. The rows are filtered as an app
/// author writes it: the rendering keeps the items whose lower-cased title contains the
/// lower-cased query, each keystroke from the whole catalogue.
@MainActor
enum LibraryBench {
    /// The query typed when none is given (`--query`), as `raw-gtk-library` types it.
    static let defaultQuery = "blue river 7"

    static func run(count: Int, repeats: Int, launch: Double, query: String) -> Int32 {
        let items = LibraryCatalogue.generated(count: count).items
        var rows = LibraryRows.rows(of: items, matching: "")
        var selection = ListViewSelection.single(nil)
        let controller = ListViewScreenController(screen: ListViewScreen(rows: rows, selection: selection), environment: .empty)
        let window = Window()
        window.title = "list-bench-app"
        window.setDefaultSize(width: 400, height: 600)
        window.child = controller.view
        window.present()
        ListBenchApp.waitForPaint(window)
        let firstFrame = Measurement.milliseconds(CLOCK_MONOTONIC) - launch / 1e6

        func show() { controller.update(screen: ListViewScreen(rows: rows, selection: selection), environment: .empty) }
        func measure(_ body: () -> Void) -> Double {
            let start = Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID)
            body()
            ListBenchApp.waitForPaint(window)
            return Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID) - start
        }
        guard let adjustment = controller.listView?.vadjustment else { return 1 }
        var scroll: [Double] = [], select: [Double] = [], search: [Double] = []
        for _ in 0..<repeats {
            scroll.append(measure { adjustment.value += adjustment.pageSize })
        }
        // The first row on screen (rows are the same height), then its neighbour.
        let top = Int(adjustment.value / (adjustment.upper / Double(count))) + 1
        for k in 0..<repeats {
            select.append(measure {
                selection = .single(rows[top + k % 2].key)
                show()
            })
        }
        var typed = ""
        for character in query {
            typed.append(character)
            search.append(measure { searchStep { rows = LibraryRows.rows(of: items, matching: typed); show() } })
        }
        let shownBySearch = rows.count
        let clear = measure { searchStep { rows = LibraryRows.rows(of: items, matching: ""); show() } }
        let peak = ProcessStatus.current().peakKiB
        let (format, median) = (Measurement.format, Measurement.median)
        print("first_frame_ms=\(format(firstFrame)) scroll_ms=\(format(median(scroll))) select_ms=\(format(median(select))) search_ms=\(format(median(search))) search_max_ms=\(format(search.max() ?? 0)) search_shown=\(shownBySearch) clear_ms=\(format(clear)) hwm_kb=\(peak) shown=\(rows.count) row_controllers=\(controller.liveRowControllerCount)")
        withExtendedLifetime((controller, window)) {}
        return 0
    }

    /// One keystroke of the search, to the next update (callgrind:
    /// `--toggle-collect='*searchStep*'`; the paint is measured around it).
    @inline(never)
    static func searchStep(_ body: () -> Void) { body() }
}

/// The library's rows for a query, as the demo's list shows them.
enum LibraryRows {
    /// The items whose title contains `query` (ignoring case; all for an empty query), keyed
    /// by their index in the catalogue.
    static func rows(of items: [LibraryItem], matching query: String) -> ListViewRows<LibraryRow> {
        if query.isEmpty {
            return ListViewRows(count: items.count) { .init(key: $0, value: LibraryRow(item: items[$0])) }
        }
        let needle = query.lowercased()
        let matches = items.indices.filter { items[$0].title.lowercased().contains(needle) }
        return ListViewRows(count: matches.count) { .init(key: matches[$0], value: LibraryRow(item: items[matches[$0]])) }
    }
}

/// One row of the library list: the item's title, and its kind with the author or artist
/// below (the demo's `LibraryRowScreen`).
struct LibraryRow: Screen, Equatable {
    var item: LibraryItem

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        LibraryRowController.description(for: self, environment: environment)
    }

    /// "Book · author" or "Album · artist".
    var subtitle: String {
        switch item.kind {
        case .book(let author, _): "Book · \(author)"
        case .album(let artist, _): "Album · \(artist)"
        }
    }
}

/// The demo's row: a column (2 px apart, 8 px margins) of the title and a dimmed caption.
final class LibraryRowController: ScreenViewController<LibraryRow> {
    private var title: Label?, subtitle: Label?

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 2)
        column.setMargins(8)
        let title = Label(), subtitle = Label()
        title.xAlign = 0
        subtitle.xAlign = 0
        subtitle.addCSSClass("dim-label")
        subtitle.addCSSClass("caption")
        column.append(title)
        column.append(subtitle)
        view.append(column)
        (self.title, self.subtitle) = (title, subtitle)
        apply()
    }

    override func screenDidChange(from previousScreen: LibraryRow, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply()
    }

    private func apply() {
        title?.text = screen.item.title
        subtitle?.text = screen.subtitle
    }
}
