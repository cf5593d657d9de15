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
        /// During an update: where the rows that differ start, and how many the new version has.
        @exclusivity(unchecked) private var span: (start: Int, newLength: Int)?
        /// During an update: the rows that differ as the steps so far left them, as runs of
        /// the old version's rows and the new one's.
        @exclusivity(unchecked) private(set) var working = ListViewRowRuns(old: 0..<0)
        /// During an update: the version before it.
        private var old: Rows?

        /// Starts an update's steps from `old`, whose rows `start..<start + oldLength` differ
        /// from `rows`' `start..<start + newLength`.
        func beginSteps(from old: Rows, start: Int, oldLength: Int, newLength: Int) {
            self.old = old
            span = (start, newLength)
            working = ListViewRowRuns(old: start..<start + oldLength)
        }

        /// Ends an update's steps: the model shows `rows`.
        func endSteps() {
            span = nil
            old = nil
            working = ListViewRowRuns(old: 0..<0)
        }

        /// Applies a remove step at `position` (no row is copied).
        func remove(at position: Int, count: Int) {
            guard let span else { return }
            working.remove(at: position - span.start, count: count)
        }

        /// Applies an insert step: the new version's rows `position..<position + count`.
        func insert(at position: Int, count: Int) {
            guard let span else { return }
            working.insertNew(position..<position + count, at: position - span.start)
        }

        init(rows: Rows) {
            self.rows = rows
            rowCount = rows.count
        }

        var count: Int {
            guard let span else { return rowCount }
            return rowCount - span.newLength + working.count
        }

        func row(at position: Int) -> Rows.Row {
            guard let span, position >= span.start else { return rows[position] }
            let offset = position - span.start
            guard offset < working.count else { return rows[position - working.count + span.newLength] }
            let (fromOld, index) = working.locate(offset)
            guard fromOld, let old else { return rows[index] }
            return old[index]
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

    /// Above this many steps an update is reported as the rows that differ removed and the new
    /// ones inserted (GTK then binds the visible rows of that span again; the selection and the
    /// focus are put back by key, as after any update): two `items-changed`, one when either
    /// side has no rows. Not one signal that removes and adds: GTK 4.8 looks for the items of
    /// removed rows that have widgets among the added ones, reading each added position until
    /// it finds them, and this model makes an item for each position read (a search cleared
    /// after a few matches of 1,000,000 rows would make up to a million).
    static var mostSteps: Int { 64 }

    /// Shows `new`, reporting each step to GTK. Returns the diff (its `inPlace` rows are
    /// the ones a caller may have to bind again).
    @discardableResult
    func update(to new: Rows) -> ListViewRowsDiff {
        let diff = ListViewRowsDiff(old: state.rows, new: new, mostSteps: Self.mostSteps)
        guard !diff.steps.isEmpty else {
            state.rows = new
            return diff
        }
        // Many scattered changes (a search narrowing a long list): replacing the rows that
        // differ costs GTK less than thousands of signals.
        var steps = diff.steps
        if steps.count > Self.mostSteps {
            steps = (diff.oldLength > 0 ? [.remove(position: diff.start, count: diff.oldLength)] : [])
                + (diff.newLength > 0 ? [.insert(position: diff.start, count: diff.newLength)] : [])
        }
        state.beginSteps(from: state.rows, start: diff.start, oldLength: diff.oldLength, newLength: diff.newLength)
        state.rows = new
        defer { state.endSteps() }
        signalCount += steps.count
        for step in steps {
            switch step {
            case .remove(let position, let count):
                state.remove(at: position, count: count)
                model.itemsChanged(position: position, removed: count, added: 0)
            case .insert(let position, let count):
                state.insert(at: position, count: count)
                model.itemsChanged(position: position, removed: 0, added: count)
            }
        }
        return diff
    }
}
