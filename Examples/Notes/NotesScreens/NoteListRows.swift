import Gtk
import NotesWorkflows
import WorkflowContainers

/// The virtualized list's rows, kept between updates. Every note's rows are kept as list
/// rows: the same rows (a rendering for the editor) are the kept `ListViewRows` as they are;
/// rows that differ from the last in some places (a keystroke changes one title or snippet,
/// a batch of notes read fills in snippets) patch the kept `ListViewRows` there, so the
/// list's diff skips every chunk they still share; one row moved (a saved note going to the
/// top) moves in the kept rows; other changes (a new order) build the rows again. A search's
/// matches are taken from the kept rows by position (`ListViewRows.rows(at:)`), so the list
/// compares one search's matches with the next (or with every row) by position.
@MainActor
final class NoteListRows {
    private var source: [NotesRendering.Row] = []
    private var rows = ListViewRows<NoteRowScreen>()
    /// The rows last shown, and the positions they were taken at (nil: every row).
    private var shown = ListViewRows<NoteRowScreen>()
    private var shownPositions: [Int]?
    /// Bumped when every note's list rows change; `shownVersion`: the version `shown` was taken from.
    private var version = 0, shownVersion = 0
    /// Each note's list key: a number given to its file name when a row first shows it, kept
    /// while the list lives (an `Int` key costs the list 8 bytes a row and no reference to
    /// copy or release as a search takes rows).
    private var keys: [String: Int] = [:]
    /// The file name of each list key.
    private var fileNames: [String] = []

    /// Rows replaced, kept until the main loop is idle (after the frame showing the new rows
    /// has painted): releasing tens of thousands of rows is then not part of that frame.
    private var retired: [ListViewRows<NoteRowScreen>] = []

    /// Keeps `rows` until the main loop is idle.
    private func retire(_ rows: ListViewRows<NoteRowScreen>) {
        guard !rows.isEmpty else { return }
        retired.append(rows)
        guard retired.count == 1 else { return }
        MainLoop.addIdle(priority: 300) { [weak self] in self?.retired.removeAll() }
    }

    /// The list key of the note `fileName`, if a row showed it.
    func key(of fileName: String) -> Int? { keys[fileName] }

    /// The file name of the note whose row has list key `key`.
    func fileName(of key: AnyHashable) -> String? {
        guard let number = key.base as? Int, fileNames.indices.contains(number) else { return nil }
        return fileNames[number]
    }

    /// The list key of `fileName`, given now if it has none.
    private func key(for fileName: String) -> Int {
        // One lookup of the name: its key, or the next one stored in its place.
        let next = fileNames.count
        let key = Self.value(in: &keys[fileName, default: -1]) { $0 = next }
        if key == next { fileNames.append(fileName) }
        return key
    }

    /// `value` after `make` set it, when it was -1 (a key not given yet).
    private static func value(in value: inout Int, make: (inout Int) -> Void) -> Int {
        if value == -1 { make(&value) }
        return value
    }
    /// The most rows patched in place for `count` rows; more than this builds the rows again.
    /// A patch copies a chunk and a page of the kept rows; past 1,000 rows (or an eighth of
    /// them) building every row once is cheaper (a tenth of 100,000 notes read, 10,000 rows:
    /// the main thread's CPU for it about halved, `notes-bench --window`'s reading blocks).
    static func patchLimit(_ count: Int) -> Int { max(8, min(count / 8, 1_000)) }

    /// The list rows for `newRows`.
    func rows(for newRows: NoteRows) -> ListViewRows<NoteRowScreen> {
        let all = rows(for: newRows.all)
        // Every row (a search that matches every note): the kept rows themselves.
        guard let positions = newRows.positions, positions.count < newRows.all.count else {
            if shownPositions != nil { retire(shown) }
            (shown, shownPositions) = (all, nil)
            return all
        }
        // The same matches of the same rows: the rows shown already.
        if positions == shownPositions, shownVersion == version { return shown }
        retire(shown)
        (shown, shownPositions, shownVersion) = (all.rows(at: positions), positions, version)
        return shown
    }

    /// The list rows for every note's rows, `newRows`.
    func rows(for newRows: [NotesRendering.Row]) -> ListViewRows<NoteRowScreen> {
        // The same array (a rendering that left the rows alone) is compared by identity.
        if newRows == source, !source.isEmpty { return rows }
        if newRows.count == source.count, !source.isEmpty {
            var changed: [Int] = []
            let limit = Self.patchLimit(newRows.count)
            for index in newRows.indices where newRows[index] != source[index] {
                guard newRows[index].fileName == source[index].fileName, changed.count < limit else {
                    return moveOneRow(to: newRows) ?? rebuild(newRows)
                }
                changed.append(index)
            }
            for index in changed { rows.replace(at: index, with: row(newRows[index])) }
            if !changed.isEmpty { version += 1 }
            source = newRows
            return rows
        }
        return rebuild(newRows)
    }

    /// When `newRows` is the source with one row moved (a saved note going to the top, a
    /// renamed one to its new place), and maybe that row changed: the kept rows with that
    /// row moved, so the list's diff sees one removal and one insertion. Nil otherwise.
    private func moveOneRow(to newRows: [NotesRendering.Row]) -> ListViewRows<NoteRowScreen>? {
        guard let first = newRows.indices.first(where: { newRows[$0].fileName != source[$0].fileName }),
              let last = newRows.indices.last(where: { newRows[$0].fileName != source[$0].fileName }),
              first < last else { return nil }
        let (from, to): (Int, Int)
        if newRows[first].fileName == source[last].fileName,
           (first..<last).allSatisfy({ newRows[$0 + 1] == source[$0] }) {
            (from, to) = (last, first)      // moved up
        } else if newRows[last].fileName == source[first].fileName,
                  (first..<last).allSatisfy({ newRows[$0] == source[$0 + 1] }) {
            (from, to) = (first, last)      // moved down
        } else {
            return nil
        }
        guard newRows[..<first] == source[..<first], newRows[(last + 1)...] == source[(last + 1)...] else { return nil }
        rows.remove(at: from)
        rows.insert(row(newRows[to]), at: to)
        version += 1
        source = newRows
        return rows
    }

    private func rebuild(_ newRows: [NotesRendering.Row]) -> ListViewRows<NoteRowScreen> {
        source = newRows
        version += 1
        // Room for every note's key at once (the first listing gives 100,000 at a time).
        if keys.isEmpty {
            keys.reserveCapacity(newRows.count)
            fileNames.reserveCapacity(newRows.count)
        }
        rows = ListViewRows(count: newRows.count) { row(newRows[$0]) }
        return rows
    }

    private func row(_ row: NotesRendering.Row) -> ListViewRows<NoteRowScreen>.Row {
        .init(key: key(for: row.fileName), value: NoteRowScreen(row: row))
    }
}
