import Gtk

/// The rows a `ListRowModel` reads, and the application of a new version as minimal
/// `items-changed` steps: while the steps are reported, the model sees the rows as they
/// are after each step (GTK reads them during the signal), then the new version.
@MainActor
final class ListViewRowStore<Value> {
    typealias Rows = ListViewRows<Value>

    /// What the model reads. The model's closures hold it, so GTK sees consistent rows for
    /// as long as it holds the model (also while it disposes the list after this store went).
    private final class State {
        /// The rows the model shows once the current update is done.
        var rows: Rows {
            didSet { rowCount = rows.count }
        }
        /// `rows.count`, as a plain value read without generic metadata (GTK asks for the
        /// count far more often than the rows change).
        @exclusivity(unchecked) private var rowCount: Int
        /// During an update: where the rows that differ start, how many the new version has,
        /// and how many `working` has now (plain values: reading them needs no generic metadata).
        @exclusivity(unchecked) private var span: (start: Int, newLength: Int, workingCount: Int)?
        /// During an update: the middle of the rows as the steps so far left it.
        @exclusivity(unchecked) private var working: [Rows.Row] = []

        /// Starts (or, with nil, ends) an update's steps with `working` as the middle rows.
        func setTransient(start: Int, newLength: Int, working: [Rows.Row]?) {
            guard let working else {
                span = nil
                self.working = []
                return
            }
            span = (start, newLength, working.count)
            self.working = working
        }

        /// Removes `count` middle rows at `offset` (in place: the one copy of the rows is here).
        func removeWorking(at offset: Int, count: Int) {
            working.removeSubrange(offset..<offset + count)
            span?.workingCount = working.count
        }

        /// Inserts `rows` into the middle rows at `offset`.
        func insertWorking(_ rows: [Rows.Row], at offset: Int) {
            working.insert(contentsOf: rows, at: offset)
            span?.workingCount = working.count
        }

        init(rows: Rows) {
            self.rows = rows
            rowCount = rows.count
        }

        var count: Int {
            guard let span else { return rowCount }
            return rowCount - span.newLength + span.workingCount
        }

        func row(at position: Int) -> Rows.Row {
            guard let span else { return rows[position] }
            if position < span.start { return rows[position] }
            let offset = position - span.start
            if offset < span.workingCount { return working[offset] }
            return rows[position - span.workingCount + span.newLength]
        }
    }

    private let state: State
    /// The model GTK reads.
    let model: ListRowModel

    init(rows: Rows) {
        let state = State(rows: rows)
        self.state = state
        model = ListRowModel(count: { state.count }, key: { state.row(at: $0).key })
    }

    /// The rows the model shows once the current update is done.
    var rows: Rows { state.rows }

    /// The number of rows the model shows now.
    var count: Int { state.count }

    /// How many `items-changed` signals updates have sent.
    private(set) var signalCount = 0

    /// The row the model shows at `position` now.
    func row(at position: Int) -> Rows.Row { state.row(at: position) }

    /// Above this many steps an update is reported as one `items-changed` over the rows that
    /// differ (GTK then rebinds the visible rows of that span; the selection and the focus are
    /// put back by key, as after any update).
    static var mostSteps: Int { 64 }

    /// Shows `new`, reporting each step to GTK. Returns the diff (its `inPlace` rows are
    /// the ones a caller may have to bind again).
    @discardableResult
    func update(to new: Rows) -> ListViewRowsDiff {
        let diff = ListViewRowsDiff(old: state.rows, new: new)
        guard !diff.steps.isEmpty else {
            state.rows = new
            return diff
        }
        if diff.steps.count > Self.mostSteps {
            // Many scattered changes (a search narrowing a long list): one signal replacing the
            // rows that differ costs GTK less than thousands, and the rows need no working copy.
            state.rows = new
            signalCount += 1
            model.itemsChanged(position: diff.start, removed: diff.oldLength, added: diff.newLength)
            return diff
        }
        let old = state.rows
        state.rows = new
        state.setTransient(start: diff.start, newLength: diff.newLength, working: (diff.start..<diff.start + diff.oldLength).map { old[$0] })
        defer { state.setTransient(start: 0, newLength: 0, working: nil) }
        signalCount += diff.steps.count
        for step in diff.steps {
            switch step {
            case .remove(let position, let count):
                state.removeWorking(at: position - diff.start, count: count)
                model.itemsChanged(position: position, removed: count, added: 0)
            case .insert(let position, let count):
                state.insertWorking((position..<position + count).map { new[$0] }, at: position - diff.start)
                model.itemsChanged(position: position, removed: 0, added: count)
            }
        }
        return diff
    }
}
