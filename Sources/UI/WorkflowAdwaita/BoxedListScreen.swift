import WorkflowUI

/// Rows in a GNOME boxed list (`GtkListBox` with the `boxed-list` style, `AdwActionRow`
/// rows) with a real selection: the selected row has GTK's selected state (drawn by the
/// theme, reported to accessibility). The workflow owns the selection: a click (or Enter on
/// the focused row) reports the row through `onSelect` — also the row already selected, so
/// a narrow window can show its detail again — and the rendered `selectedIndex` is what
/// shows.
public struct BoxedListScreen: Screen {
    /// One row.
    public struct Row: Equatable {
        /// The row's title (and accessible name).
        public var title: String
        /// The smaller line below, or empty.
        public var subtitle: String

        /// A row titled `title`.
        public init(title: String, subtitle: String = "") {
            self.title = title
            self.subtitle = subtitle
        }
    }

    /// The rows, in order.
    public var rows: [Row]
    /// The selected row, or nil.
    public var selectedIndex: Int?
    /// Called with the row the user chose.
    public var onSelect: (Int) -> Void
    /// The list's accessible name.
    public var accessibleName: String

    /// A list of `rows` showing `selectedIndex` selected.
    public init(rows: [Row], selectedIndex: Int?, accessibleName: String, onSelect: @escaping (Int) -> Void) {
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.accessibleName = accessibleName
        self.onSelect = onSelect
    }

    // MARK: - Screen

    /// Describes a `BoxedListViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        BoxedListViewController.description(for: self, environment: environment)
    }
}
