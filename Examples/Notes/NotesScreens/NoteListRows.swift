import NotesWorkflows
import WorkflowContainers

/// The virtualized list's rows, kept between updates: the same rows (a rendering for the
/// editor) are the kept `ListViewRows` as they are; rows that differ from the last in some
/// places (a keystroke changes one title or snippet, a batch of notes read fills in
/// snippets) patch the kept `ListViewRows` there, so the list's diff skips every chunk they
/// still share; other changes (a search, a new order) build the rows again.
@MainActor
final class NoteListRows {
    private var source: [NotesRendering.Row] = []
    private var rows = ListViewRows<NoteRowScreen>()
    /// The most rows patched in place for `count` rows; more than this builds the rows again.
    static func patchLimit(_ count: Int) -> Int { max(8, count / 8) }

    /// The list rows for `newRows`.
    func rows(for newRows: [NotesRendering.Row]) -> ListViewRows<NoteRowScreen> {
        // The same array (a rendering that left the rows alone) is compared by identity.
        if newRows == source, !source.isEmpty { return rows }
        if newRows.count == source.count, !source.isEmpty {
            var changed: [Int] = []
            let limit = Self.patchLimit(newRows.count)
            for index in newRows.indices where newRows[index] != source[index] {
                guard newRows[index].fileName == source[index].fileName, changed.count < limit else {
                    return rebuild(newRows)
                }
                changed.append(index)
            }
            for index in changed { rows.replace(at: index, with: Self.row(newRows[index])) }
            source = newRows
            return rows
        }
        return rebuild(newRows)
    }

    private func rebuild(_ newRows: [NotesRendering.Row]) -> ListViewRows<NoteRowScreen> {
        source = newRows
        rows = ListViewRows(count: newRows.count) { Self.row(newRows[$0]) }
        return rows
    }

    private static func row(_ row: NotesRendering.Row) -> ListViewRows<NoteRowScreen>.Row {
        .init(key: row.fileName, value: NoteRowScreen(title: row.title, snippet: row.snippet, isReadOnly: row.readOnlyReason != nil))
    }
}
