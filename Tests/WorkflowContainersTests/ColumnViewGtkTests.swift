import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// `ColumnViewScreen` on a real `GtkColumnView` under Xvfb.
@MainActor
@Suite("ColumnViewScreen on GTK", .gtk)
struct ColumnViewGtkTests {
    struct Book: Equatable {
        var title: String
        var year: Int
    }

    static func books(_ count: Int) -> ColumnViewScreen<Book>.Rows {
        .init((0..<count).map { index in
            let number = String((index * 7919) % count)
            return .init(key: index, value: Book(title: "Book " + String(repeating: "0", count: max(0, 5 - number.count)) + number, year: 1900 + index % 120))
        })
    }

    static func table(_ rows: ColumnViewScreen<Book>.Rows, selection: ListViewSelection = .none,
                      onSelectionChange: ((ListViewSelection) -> Void)? = nil) -> ColumnViewScreen<Book> {
        ColumnViewScreen(rows: rows, columns: [
            .init(title: "Title", text: { $0.title }, sortedBy: { $0.title < $1.title }),
            .init(title: "Year", text: { String($0.year) }, sortedBy: { $0.year < $1.year }),
        ], selection: selection, onSelectionChange: onSelectionChange)
    }

    @Test("the table example builds a sortable two-column table")
    func example() {
        let books = Self.books(3)
        let table = ColumnViewScreen(rows: books, columns: [
            .init(title: "Title", text: { $0.title }, sortedBy: { $0.title < $1.title }),
            .init(title: "Year", text: { String($0.year) }, sortedBy: { $0.year < $1.year }),
        ])
        #expect(table.columns.map(\.title) == ["Title", "Year"] && table.rows.count == 3)
    }

    @Test("cells show the rows; sorting by a column reorders the rows; a changed row updates its cells")
    func sortAndUpdate() async throws {
        var rows = Self.books(2000)
        let controller = ColumnViewScreenController(screen: Self.table(rows), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 500, height: 600)
        defer { host.close() }
        #expect(controller.boundCellTexts[0] == [rows[0].value.title, "1900"])
        #expect(controller.displayedKeys.prefix(3) == [0, 1, 2])
        let table = try #require(controller.columnView)
        table.sort(by: controller.viewColumns[0], ascending: true)
        try await host.settle()
        let sortedTitles = controller.displayedKeys.map { rows[$0.base as! Int].value.title }
        #expect(sortedTitles == sortedTitles.sorted() && sortedTitles.count == 2000)
        table.sort(by: controller.viewColumns[1], ascending: false)
        try await host.settle()
        let years = controller.displayedKeys.map { rows[$0.base as! Int].value.year }
        #expect(years == years.sorted(by: >))
        // A bound row (GTK keeps its anchor row in view across a sort, not the new top row).
        let topKey = try #require(controller.boundCellTexts.keys.first)
        let index = topKey.base as! Int
        rows.replace(at: index, with: .init(key: topKey, value: Book(title: "Renamed", year: rows[index].value.year)))
        controller.update(screen: Self.table(rows), environment: .empty)
        try await host.settle()
        #expect(controller.boundCellTexts[topKey]?.first == "Renamed")
        rows.insert(.init(key: "new", value: Book(title: "New", year: 3000)), at: 0)
        controller.update(screen: Self.table(rows), environment: .empty)
        try await host.settle()
        #expect(controller.displayedKeys.first == AnyHashable("new"), "the inserted row takes its sorted place")
        #expect(controller.displayedKeys.count == 2001)
    }

    @Test("selection is rendered from the screen and the user's changes are reported")
    func selection() async throws {
        let rows = Self.books(100)
        var reported: [ListViewSelection] = []
        let controller = ColumnViewScreenController(screen: Self.table(rows, selection: .multiple([3, 4]), onSelectionChange: { reported.append($0) }),
                                                    environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 500, height: 600)
        defer { host.close() }
        #expect(controller.displayedSelection == [3, 4])
        controller.update(screen: Self.table(rows, selection: .single(9), onSelectionChange: { reported.append($0) }), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [9])
        #expect(reported.isEmpty)
    }

    @Test("selection by key in a sorted table: the rows' sorted positions are selected, found without a scan; a mode change keeps the keys")
    func sortedSelection() async throws {
        var rows = Self.books(5000)
        var reported: [ListViewSelection] = []
        let onChange: (ListViewSelection) -> Void = { reported.append($0) }
        let controller = ColumnViewScreenController(screen: Self.table(rows, selection: .single(nil), onSelectionChange: onChange),
                                                    environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 500, height: 600)
        defer { host.close() }
        let table = try #require(controller.columnView)
        table.sort(by: controller.viewColumns[0], ascending: false)
        try await host.settle()
        let keys = controller.displayedKeys
        let model = try #require(table.selectionModel)
        for key in [AnyHashable(0), 4321, 4999, 17] {
            controller.update(screen: Self.table(rows, selection: .single(key), onSelectionChange: onChange), environment: .empty)
            try await host.settle()
            #expect(controller.displayedSelection == [key])
            #expect(model.selectedPositions == [try #require(keys.firstIndex(of: key))], "key \(key) at its sorted position")
        }
        // Single → multiple keeps the key; then several keys, sorted by year (equal years).
        controller.update(screen: Self.table(rows, selection: .multiple([17]), onSelectionChange: onChange), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [17], "single → multiple keeps the key selected")
        table.sort(by: controller.viewColumns[1], ascending: true)
        try await host.settle()
        let byYear = controller.displayedKeys
        let many: Set<AnyHashable> = Set((0..<40).map { AnyHashable($0 * 97) })
        controller.update(screen: Self.table(rows, selection: .multiple(many), onSelectionChange: onChange), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == many)
        let multiple = try #require(table.selectionModel)
        #expect(multiple.selectedPositions == many.compactMap { byYear.firstIndex(of: $0) }.sorted())
        // An insert above, then multiple → single keeps one key; → none clears.
        rows.insert(.init(key: "new", value: Book(title: "New", year: 1901)), at: 0)
        controller.update(screen: Self.table(rows, selection: .single(97), onSelectionChange: onChange), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [97], "multiple → single keeps the one key")
        controller.update(screen: Self.table(rows, selection: .none, onSelectionChange: onChange), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection.isEmpty, "→ none clears")
        #expect(reported.isEmpty, "renderings are not reported as the user's changes")
    }
}
