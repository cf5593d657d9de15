import WorkflowUI

/// A keyed table on `GtkColumnView`: one row per value, one column per `Column`, sortable
/// by clicking a column's header (GTK sorts through a `GtkSortListModel`; the rows keep
/// their rendered order in the workflow). Shown by `ColumnViewScreenController`; like
/// `ListViewScreen`, only the rows on screen have widgets, a new rendering is applied as
/// minimal `items-changed` steps, and selection and activation are workflow state and events.
///
/// ```swift
/// let table = ColumnViewScreen(rows: books, columns: [
///     .init(title: "Title", text: { $0.title }, sortedBy: { $0.title < $1.title }),
///     .init(title: "Year", text: { String($0.year) }, sortedBy: { $0.year < $1.year }),
/// ])
/// ```
public struct ColumnViewScreen<Value>: Screen {
    /// The rows' storage.
    public typealias Rows = ListViewRows<Value>

    /// One column: its title, the text of its cells, and how it sorts (nil: not sortable).
    public struct Column {
        /// The header's title (columns are matched by title across renderings).
        public var title: String
        /// The text of a row's cell.
        public var text: (Value) -> String
        /// The ascending order of the column; nil makes the column not sortable.
        public var sortedBy: ((Value, Value) -> Bool)?

        /// A column titled `title` showing `text` of each row, sortable by `sortedBy`.
        public init(title: String, text: @escaping (Value) -> String, sortedBy: ((Value, Value) -> Bool)? = nil) {
            self.title = title
            self.text = text
            self.sortedBy = sortedBy
        }
    }

    /// The rows, in their unsorted order; keys are unique.
    public var rows: Rows
    /// The columns, left to right (their titles are fixed when the table is first shown).
    public var columns: [Column]
    /// The selection mode and the selected keys.
    public var selection: ListViewSelection
    /// Called with the new selection after the user changed it.
    public var onSelectionChange: ((ListViewSelection) -> Void)?
    /// Called with a row's key when the user activates it.
    public var onActivate: ((AnyHashable) -> Void)?

    /// A table of `rows` in `columns`.
    public init(rows: Rows, columns: [Column], selection: ListViewSelection = .none,
                onSelectionChange: ((ListViewSelection) -> Void)? = nil,
                onActivate: ((AnyHashable) -> Void)? = nil) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.onSelectionChange = onSelectionChange
        self.onActivate = onActivate
    }

    // MARK: - Screen

    /// Describes a `ColumnViewScreenController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ColumnViewScreenController<Value>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
