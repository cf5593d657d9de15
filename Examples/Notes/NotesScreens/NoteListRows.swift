import NotesWorkflows
import WorkflowContainers

/// The virtualized list's rows, kept between updates: a new rendering whose rows differ from
/// the last in a few places (a keystroke changes one title or snippet) patches the kept
/// `ListViewRows` there, so the list's diff skips every chunk they still share; other
/// changes (a search, a new order) build the rows again.
@MainActor
final class NoteListRows {
    private var source: [NotesRendering.Row] = []
    private var rows = ListViewRows<NoteRowScreen>()
    /// The most rows patched in place; more than this builds the rows again.
    static let patchLimit = 8

    /// The list rows for `newRows`.
    func rows(for newRows: [NotesRendering.Row]) -> ListViewRows<NoteRowScreen> {
        if newRows.count == source.count, !source.isEmpty {
            var changed: [Int] = []
            for index in newRows.indices where newRows[index] != source[index] {
                guard newRows[index].fileName == source[index].fileName, changed.count < Self.patchLimit else {
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
