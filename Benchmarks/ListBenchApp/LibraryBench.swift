import BenchRows
import DemoScreens
import DemoWorkflows
import Gtk
import SampleStatistics
import WorkflowContainers
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// `list-bench-app N --library`: the demo's library list (`LibraryCatalogue.generated`, in
/// the demo's own rows: `LibraryRowScreen`, a title and "Book · author" below it) against
/// `raw-gtk-library`, with the same steps: first frame, a page scrolled, a row on screen
/// selected, and a query typed one keystroke at a time (search as you type), then cleared.
/// The rows are filtered as an app author writes it (`LibraryRows`): the items whose title
/// contains the query, ignoring case, narrowed from the previous matches while the query
/// grows; the rows of every item made once and shown again when the query is cleared
/// (`search_filter_ms`, `clear_filter_ms`: the part of a step spent making the rows, the
/// app's share).
@MainActor
enum LibraryBench {
    /// The query typed when none is given (`--query`), as `raw-gtk-library` types it.
    static let defaultQuery = "blue river 7"

    static func run(count: Int, repeats: Int, launch: Double, query: String) -> Int32 {
        let library = LibraryRows(items: LibraryCatalogue.generated(count: count).items)
        var rows = library.rows(matching: "")
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
        /// Process CPU of `body` (a step that waits for the next painted frame).
        func measure(_ body: () -> Void) -> Double {
            let start = Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID)
            body()
            return Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID) - start
        }
        func paint() { ListBenchApp.waitForPaint(window) }
        guard let adjustment = controller.listView?.verticalAdjustment else { return 1 }
        var scroll: [Double] = [], select: [Double] = [], search: [Double] = [], filter: [Double] = []
        /// `LibraryRows.rows(matching:)` (the app's filter), its process CPU added to `filter`.
        func filtered(_ query: String) -> ListViewRows<LibraryRowScreen> {
            let start = Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID)
            defer { filter.append(Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID) - start) }
            return library.rows(matching: query)
        }
        for _ in 0..<repeats {
            scroll.append(measure { scrollStep { adjustment.value += adjustment.pageSize; paint() } })
        }
        // The first row on screen (rows are the same height), then its neighbour.
        let top = Int(adjustment.value / (adjustment.upper / Double(count))) + 1
        for k in 0..<repeats {
            select.append(measure {
                selectStep {
                    selection = .single(rows[top + k % 2].key)
                    show()
                    paint()
                }
            })
        }
        var typed = ""
        for character in query {
            typed.append(character)
            search.append(measure { searchStep { rows = filtered(typed); show(); paint() } })
        }
        let shownBySearch = rows.count
        let filterMedian = median(filter)
        let clear = measure { clearStep { rows = filtered(""); show(); paint() } }
        let peak = ProcessStatus.current().peakKiB
        let format = Measurement.format
        print("first_frame_ms=\(format(firstFrame)) scroll_ms=\(format(median(scroll))) select_ms=\(format(median(select))) search_ms=\(format(median(search))) search_max_ms=\(format(search.max() ?? 0)) search_filter_ms=\(format(filterMedian)) search_shown=\(shownBySearch) clear_ms=\(format(clear)) clear_filter_ms=\(format(filter.last ?? 0)) hwm_kb=\(peak) shown=\(rows.count) row_controllers=\(controller.liveRowControllerCount)")
        withExtendedLifetime((controller, window)) {}
        return 0
    }

    /// One page scrolled, to the painted frame (callgrind: `--toggle-collect='*scrollStep*'`,
    /// raw C's `scroll_step`).
    @inline(never)
    static func scrollStep(_ body: () -> Void) { body() }

    /// A row on screen selected, to the painted frame (callgrind: `--toggle-collect='*selectStep*'`,
    /// raw C's `select_step`).
    @inline(never)
    static func selectStep(_ body: () -> Void) { body() }

    /// One keystroke of the search, to the painted frame (callgrind:
    /// `--toggle-collect='*searchStep*'`, raw C's `search_step`).
    @inline(never)
    static func searchStep(_ body: () -> Void) { body() }

    /// The query cleared, to the painted frame (callgrind: `--toggle-collect='*clearStep*'`,
    /// raw C's `clear_step`).
    @inline(never)
    static func clearStep(_ body: () -> Void) { body() }
}

/// The library's rows for a query, as the demo's list shows them, keyed by the item's index
/// in the catalogue. The rows of every item are made once (as the demo keeps its rows while
/// the items stay the same); a query's matches are narrowed from the previous query's when
/// it contains that one (typing on), else found in the whole catalogue.
final class LibraryRows {
    let items: [LibraryItem]
    /// Every item's row, shown for an empty query.
    let all: ListViewRows<LibraryRowScreen>
    /// The last non-empty query (lower-cased) and the indices of its matches.
    private var last: (query: String, matches: [Int])?

    init(items: [LibraryItem]) {
        self.items = items
        all = ListViewRows(count: items.count) { .init(key: $0, value: LibraryRowScreen(item: items[$0])) }
    }

    /// The items whose title contains `query` (ignoring case; all for an empty query).
    func rows(matching query: String) -> ListViewRows<LibraryRowScreen> {
        guard !query.isEmpty else {
            last = nil
            return all
        }
        let folded = query.lowercased()
        let needle = Array(folded.utf8)
        let matches: [Int]
        if let last, folded.contains(last.query) {
            matches = last.matches.filter { Self.title(items[$0].title, contains: needle) }
        } else {
            matches = items.indices.filter { Self.title(items[$0].title, contains: needle) }
        }
        last = (folded, matches)
        return ListViewRows(count: matches.count) { .init(key: matches[$0], value: LibraryRowScreen(item: self.items[matches[$0]])) }
    }

    /// Whether `title` contains `needle` (lower-case UTF-8), ignoring the case of ASCII
    /// letters, as C's `strcasestr`: compares the title's bytes in place, no lower-cased copy.
    static func title(_ title: String, contains needle: [UInt8]) -> Bool {
        var title = title
        return title.withUTF8 { bytes in
            needle.withUnsafeBufferPointer { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= bytes.count else { return false }
                for start in 0...(bytes.count - needle.count) where folded(bytes[start]) == first {
                    var offset = 1
                    while offset < needle.count, folded(bytes[start + offset]) == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }

    /// `byte`, an ASCII capital made small.
    private static func folded(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }
}
