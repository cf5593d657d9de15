/// The rows the list shows: every note's row in the list's order, or a search's matches
/// among them, by position (no row is copied). Two values taken from the same rows compare
/// by their positions, so the screens can tell a search narrowing the list from new rows.
public struct NoteRows: RandomAccessCollection, Equatable, Sendable {
    /// Every note's row, in the list's order.
    public let all: [NotesRendering.Row]
    /// The positions in `all` of the rows shown, ascending; nil: every row.
    public let positions: [Int]?

    /// Every row of `rows`.
    public init(_ rows: [NotesRendering.Row] = []) {
        all = rows
        positions = nil
    }

    /// The rows of `all` at `positions` (ascending).
    public init(all: [NotesRendering.Row], positions: [Int]) {
        self.all = all
        self.positions = positions
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of rows shown.
    public var endIndex: Int { positions?.count ?? all.count }

    /// The row shown at `index`.
    public subscript(index: Int) -> NotesRendering.Row {
        if let positions { return all[positions[index]] }
        return all[index]
    }

    /// The same rows shown (the same array of rows is compared without reading it).
    public static func == (lhs: NoteRows, rhs: NoteRows) -> Bool {
        lhs.positions == rhs.positions && lhs.all == rhs.all
    }
}
