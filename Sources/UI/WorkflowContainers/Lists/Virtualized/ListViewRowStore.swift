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
        private var rowCount: Int
        /// During an update: where the rows that differ start, and how many the new version has.
        private var span: (start: Int, newLength: Int)?
        /// During an update: the rows that differ as the steps so far left them, as runs of
        /// the old version's rows and the new one's.
        private(set) var working = ListViewRowRuns(old: 0..<0)
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

    /// Above this many steps an update is reported as a replacement of the rows that differ
    /// (`replace(with:diff:)`; the diff then gives one remove and one insert of the whole
    /// span): GTK then rebinds the visible rows of that span; the selection and the focus are
    /// put back by key, as after any update.
    static var mostSteps: Int { 64 }

    /// Shows `new`, reporting each step to GTK. Returns the diff (its `inPlace` rows are
    /// the ones a caller may have to bind again). A replacement (above `mostSteps` steps, or
    /// the whole span removed and inserted) goes through `rebindInPlace` when given: the rows
    /// are replaced without a signal, `rebindInPlace` makes the list items GTK holds stand for
    /// the new rows at their positions (`ListRowModel.rekey(_:to:)`) and shows those rows, and
    /// only the rows added or removed at the end are reported. GTK then keeps every list item
    /// and widget it has, rather than tearing down and building the ~200 it keeps. Otherwise
    /// `beforeSteps` runs before the first signal.
    @discardableResult
    func update(to new: Rows, rebindInPlace: (() -> Void)? = nil, beforeSteps: () -> Void = {}) -> ListViewRowsDiff {
        let diff = ListViewRowsDiff(old: state.rows, new: new, mostSteps: Self.mostSteps)
        guard !diff.steps.isEmpty else {
            state.rows = new
            return diff
        }
        if isReplacement(diff) {
            if let rebindInPlace {
                let oldCount = state.rows.count
                state.rows = new
                rebindInPlace()
                if new.count != oldCount {
                    signalCount += 1
                    model.itemsChanged(position: Swift.min(oldCount, new.count), removed: Swift.max(0, oldCount - new.count),
                                       added: Swift.max(0, new.count - oldCount))
                }
            } else {
                beforeSteps()
                replace(with: new, diff: diff)
            }
            return diff
        }
        beforeSteps()
        state.beginSteps(from: state.rows, start: diff.start, oldLength: diff.oldLength, newLength: diff.newLength)
        state.rows = new
        defer { state.endSteps() }
        signalCount += diff.steps.count
        for step in diff.steps {
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

    /// Whether `diff` is applied as a replacement: more than `mostSteps` steps, or the whole
    /// span removed and inserted.
    func isReplacement(_ diff: ListViewRowsDiff) -> Bool {
        let isWholeSpan = diff.steps.count == 2
            && diff.steps[0] == .remove(position: diff.start, count: diff.oldLength)
            && diff.steps[1] == .insert(position: diff.start, count: diff.newLength)
        return diff.steps.count > Self.mostSteps || isWholeSpan
    }

    /// How many new rows the first signal of a replacement carries: about the list items GTK
    /// 4.8 keeps around the rows shown.
    static var replacementHead: Int { 256 }

    /// Many scattered changes (a search narrowing a long list) when the list items cannot be
    /// rebound in place (the environment changed too): the rows that differ are replaced in
    /// two signals rather than thousands of steps. The first replaces them with
    /// the new version's first `replacementHead` rows, the second inserts the others after
    /// them. One signal replacing them all would cost GTK a pass over every new row when the
    /// top row shown, the focused or the selected one is among those removed (GTK 4.8 then
    /// asks for each added item in turn, looking for the removed rows' items); this way it
    /// looks among the first new rows only: a row shown before that is still among them keeps
    /// its widget (and the top row shown stays in place), the others land near the top of the
    /// new rows, and the second signal inserts below them.
    private func replace(with new: Rows, diff: ListViewRowsDiff) {
        let old = state.rows
        state.rows = new
        let head = Swift.min(diff.newLength, Self.replacementHead)
        guard diff.oldLength > 0, diff.newLength > head else {
            signalCount += 1
            model.itemsChanged(position: diff.start, removed: diff.oldLength, added: diff.newLength)
            return
        }
        state.beginSteps(from: old, start: diff.start, oldLength: diff.oldLength, newLength: diff.newLength)
        state.remove(at: diff.start, count: diff.oldLength)
        state.insert(at: diff.start, count: head)
        signalCount += 2
        model.itemsChanged(position: diff.start, removed: diff.oldLength, added: head)
        state.endSteps()
        model.itemsChanged(position: diff.start + head, removed: 0, added: diff.newLength - head)
    }
}
