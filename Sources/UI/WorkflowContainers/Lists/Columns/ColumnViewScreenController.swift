import Gtk
import WorkflowUI

/// Shows a `ColumnViewScreen` in a `GtkColumnView` inside a `ScrolledWindow`: the rows'
/// `ListRowModel`, sorted by the column view's sorter (a `SortListModel`), under a
/// selection model of the screen's mode. Each cell is a `Label` made in the column
/// factory's setup and set at bind.
///
/// The table keeps a dictionary from key to value for its cells and sorters, updated with
/// the rows each update inserts, removes or changes (O(changed), plus the diff's cost; see
/// `ListViewScreenController`). Sorting by a column costs what GTK's sort does: it reads
/// every row. GTK 4.8 does not tell which header the user sorted by, so the sort order is
/// not reported to the workflow.
public final class ColumnViewScreenController<Value>: ScreenViewController<ColumnViewScreen<Value>> {
    /// A bound cell: its column, its label and the key of its row.
    private struct Cell {
        let column: Int
        let label: Label
        var key: AnyHashable?
    }

    private var store: ListViewRowStore<Value>?
    private var values: [AnyHashable: Value] = [:]
    private var cells: [ObjectIdentifier: Cell] = [:]
    private var sortModel: SortListModel?
    private var selection: ListViewSelectionModel?
    private var isApplying = false

    /// The column view, once the view is loaded.
    public private(set) var columnView: ColumnView?
    /// Its columns, left to right, once the view is loaded.
    public private(set) var viewColumns: [ColumnViewColumn] = []
    /// The scrolled window around it, once the view is loaded.
    public private(set) var scrolledWindow: ScrolledWindow?

    /// The keys of the rows GTK shows selected now.
    public var displayedSelection: Set<AnyHashable> {
        selection?.selectedKeys(key(at:)) ?? []
    }

    /// The keys of the rows in the order GTK shows them now (sorted or not): O(N).
    public var displayedKeys: [AnyHashable] {
        guard let sortModel else { return [] }
        return (0..<sortModel.nItems).compactMap { key(at: $0) }
    }

    /// The texts of the cells bound now, by row key, left to right.
    public var boundCellTexts: [AnyHashable: [String]] {
        var result: [AnyHashable: [(Int, String)]] = [:]
        for cell in cells.values { if let key = cell.key { result[key, default: []].append((cell.column, cell.label.text)) } }
        return result.mapValues { $0.sorted { $0.0 < $1.0 }.map(\.1) }
    }

    // MARK: - View lifecycle

    /// Builds the column view, its columns and their sorters.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let store = ListViewRowStore(rows: screen.rows)
        self.store = store
        for row in screen.rows { values[row.key] = row.value }
        let sortModel = SortListModel(model: store.model, sorter: nil)
        self.sortModel = sortModel
        let selection = makeSelectionModel(screen.selection.mode)
        self.selection = selection
        let model = selection.model
        let table = ColumnView(model: model)
        table.onActivate { [weak self] position in
            guard let self, let key = self.key(at: position) else { return }
            self.screen.onActivate?(key)
        }
        for (index, column) in screen.columns.enumerated() {
            let factory = SignalListItemFactory()
            factory.onSetup { [weak self] item in self?.setUp(item, column: index) }
            factory.onBind { [weak self] item in self?.bind(item) }
            factory.onUnbind { [weak self] item in self?.cells[ObjectIdentifier(item)]?.key = nil }
            factory.onTeardown { [weak self] item in self?.cells[ObjectIdentifier(item)] = nil }
            let viewColumn = ColumnViewColumn(title: column.title, factory: factory)
            viewColumn.expand = true
            if column.sortedBy != nil {
                viewColumn.sorter = store.model.makeSorter { [weak self] a, b in
                    guard let self, let less = self.screen.columns[index].sortedBy,
                          let left = self.values[a], let right = self.values[b] else { return false }
                    return less(left, right)
                }
            }
            table.appendColumn(viewColumn)
            viewColumns.append(viewColumn)
        }
        sortModel.sorter = table.sorter
        let scrolled = ScrolledWindow()
        scrolled.expandsVertically = true
        scrolled.expandsHorizontally = true
        scrolled.child = table
        view.append(scrolled)
        (columnView, scrolledWindow) = (table, scrolled)
        applySelection()
    }

    // MARK: - Updates

    /// Applies the new rows as minimal steps, updates the bound cells of changed rows, then
    /// the selection.
    public override func screenDidChange(from previousScreen: ColumnViewScreen<Value>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        guard let store, let columnView else { return }
        isApplying = true
        defer { isApplying = false }
        if screen.selection.mode != selection?.mode {
            let selection = makeSelectionModel(screen.selection.mode)
            self.selection = selection
            columnView.setModel(selection.model)
        }
        let old = store.rows
        let diff = ListViewRowsDiff(old: old, new: screen.rows)
        // The values first: GTK binds and sorts inserted rows while the steps are reported.
        for position in diff.start..<diff.start + diff.oldLength { values[old[position].key] = nil }
        for position in diff.start..<diff.start + diff.newLength { values[screen.rows[position].key] = screen.rows[position].value }
        store.update(to: screen.rows)
        let changed = Set(diff.inPlace.map { screen.rows[$0.new].key })
        if !changed.isEmpty {
            for (id, cell) in cells { if let key = cell.key, changed.contains(key) { show(id) } }
        }
        applySelection()
    }

    // MARK: - Cells

    private func setUp(_ item: ListItem, column: Int) {
        let label = Label("")
        label.xAlign = 0
        item.child = label
        cells[ObjectIdentifier(item)] = Cell(column: column, label: label, key: nil)
    }

    private func bind(_ item: ListItem) {
        let id = ObjectIdentifier(item)
        guard let key = store?.model.key(of: item) else { return }
        cells[id]?.key = key
        show(id)
    }

    private func show(_ id: ObjectIdentifier) {
        guard let cell = cells[id], let key = cell.key, let value = values[key], cell.column < screen.columns.count else { return }
        cell.label.text = screen.columns[cell.column].text(value)
    }

    // MARK: - Selection

    private func key(at position: Int) -> AnyHashable? {
        guard let store, let sortModel else { return nil }
        return store.model.key(at: position, in: sortModel)
    }

    private func makeSelectionModel(_ mode: ListViewSelection.Mode) -> ListViewSelectionModel {
        guard let sortModel else { preconditionFailure("ColumnViewScreenController: the models are made in viewDidLoad.") }
        return ListViewSelectionModel(mode: mode, over: sortModel) { [weak self] in self?.selectionDidChange() }
    }

    /// Makes GTK's selection the screen's, when they differ: the keys are found by their hash
    /// values (`ListViewRows.indices(ofKeys:)`, as `ListViewScreenController` does), then
    /// each row's place in the sorted model by binary search with the column view's sorter
    /// (`SortListModel.sortedPosition(ofItemAt:in:)`): no scan of the displayed rows.
    private func applySelection() {
        guard let selection, let sortModel, let store else { return }
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        selection.apply(screen.selection.keys, key: key(at:)) { wanted in
            store.rows.indices(ofKeys: wanted).compactMap { sortModel.sortedPosition(ofItemAt: $0, in: store.model) }.sorted()
        }
    }

    private func selectionDidChange() {
        guard !isApplying, let onSelectionChange = screen.onSelectionChange else { return }
        let selection = ListViewSelection(mode: screen.selection.mode, keys: displayedSelection)
        if selection != screen.selection { onSelectionChange(selection) }
    }
}
