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
        var rows: Rows
        /// During an update: the middle of the rows as the steps so far left it.
        var transient: (start: Int, newLength: Int, working: [Rows.Row])?

        init(rows: Rows) { self.rows = rows }

        var count: Int {
            guard let transient else { return rows.count }
            return rows.count - transient.newLength + transient.working.count
        }

        func row(at position: Int) -> Rows.Row {
            guard let transient else { return rows[position] }
            if position < transient.start { return rows[position] }
            let offset = position - transient.start
            if offset < transient.working.count { return transient.working[offset] }
            return rows[position - transient.working.count + transient.newLength]
        }

        /// Where the row the model shows at `position` lives (`ListViewRows.location(of:)`),
        /// or nil while an update's steps are reported and the row is one of those in between.
        func location(at position: Int) -> (chunk: AnyObject, offset: Int)? {
            guard let transient else { return rows.location(of: position) }
            if position < transient.start { return rows.location(of: position) }
            if position - transient.start < transient.working.count { return nil }
            return rows.location(of: position - transient.working.count + transient.newLength)
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

    /// The row the model shows at `position` now.
    func row(at position: Int) -> Rows.Row { state.row(at: position) }

    /// Where the row the model shows at `position` now lives: the same location means the
    /// same row with the same value (nil: not known, read the row).
    func location(at position: Int) -> (chunk: AnyObject, offset: Int)? { state.location(at: position) }

    /// Shows `new`, reporting each step to GTK. Returns the diff (its `inPlace` rows are
    /// the ones a caller may have to bind again).
    @discardableResult
    func update(to new: Rows) -> ListViewRowsDiff {
        let diff = ListViewRowsDiff(old: state.rows, new: new)
        guard !diff.steps.isEmpty else {
            state.rows = new
            return diff
        }
        let old = state.rows
        var working = (diff.start..<diff.start + diff.oldLength).map { old[$0] }
        state.rows = new
        state.transient = (diff.start, diff.newLength, working)
        defer { state.transient = nil }
        for step in diff.steps {
            switch step {
            case .remove(let position, let count):
                working.removeSubrange(position - diff.start..<position - diff.start + count)
                state.transient?.working = working
                model.itemsChanged(position: position, removed: count, added: 0)
            case .insert(let position, let count):
                working.insert(contentsOf: (position..<position + count).map { new[$0] }, at: position - diff.start)
                state.transient?.working = working
                model.itemsChanged(position: position, removed: 0, added: count)
            }
        }
        return diff
    }
}
