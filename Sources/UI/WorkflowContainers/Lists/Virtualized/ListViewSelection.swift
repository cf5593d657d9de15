/// What is selected in a `ListViewScreen` or `ColumnViewScreen`, and how the user may
/// select: workflow state, rendered into the screen and reported back through the screen's
/// `onSelectionChange`.
///
/// ```swift
/// let screen = ListViewScreen(rows: rows, selection: .single(selectedKey)) { selection in
///     selectedKey = selection.keys.first
/// }
/// ```
public struct ListViewSelection: Equatable {
    /// How many rows the user may select.
    public enum Mode: Equatable, Sendable {
        /// Rows cannot be selected.
        case none
        /// At most one row.
        case single
        /// Any set of rows (Ctrl- and Shift-click, Ctrl+A).
        case multiple
    }

    /// How many rows the user may select.
    public var mode: Mode
    /// The keys of the selected rows (keys of rows the list does not have are ignored).
    public var keys: Set<AnyHashable>

    /// A selection of `keys` under `mode`.
    public init(mode: Mode, keys: Set<AnyHashable> = []) {
        self.mode = mode
        self.keys = mode == .none ? [] : keys
    }

    /// No selection possible.
    public static var none: Self { Self(mode: .none) }

    /// At most one row; `key` is selected (nil: none).
    public static func single(_ key: AnyHashable?) -> Self {
        Self(mode: .single, keys: key.map { [$0] } ?? [])
    }

    /// Any set of rows; `keys` are selected.
    public static func multiple(_ keys: Set<AnyHashable>) -> Self {
        Self(mode: .multiple, keys: keys)
    }
}
