import WorkflowUI

/// A keyed list that scales to millions of rows: shown by `ListViewScreenController` in a
/// `GtkListView`, which makes widgets only for the rows on screen.
///
/// Each row is a screen; rows of different kinds can be mixed (use an enum screen or
/// `AnyScreen` as `RowScreen`). A row controller is made for each row widget GTK creates,
/// never one per model row, and is updated with the row it is bound to. A new rendering is
/// diffed by key (`ListViewRowsDiff`): inserted, removed and moved rows become minimal
/// `items-changed` steps, and only the visible rows whose values changed are updated.
///
/// Selection is workflow state (`selection`, reported through `onSelectionChange`), a row's
/// activation (double click, Enter) is an event (`onActivate`), arrow keys, Page Up/Down,
/// Home and End move the focus, and `scrollTarget` scrolls to a key.
///
/// ```swift
/// let inbox = ListViewScreen(rows: rows, selection: .single(selectedKey),
///                            onSelectionChange: { selectedKey = $0.keys.first },
///                            onActivate: { opened = $0 })
/// ```
public struct ListViewScreen<RowScreen: Screen>: Screen {
    /// The rows' storage (structural sharing: edit it in your state, render it as is).
    public typealias Rows = ListViewRows<RowScreen>
    /// One row.
    public typealias Row = ListViewRows<RowScreen>.Row

    /// The rows, top first; keys are unique.
    public var rows: Rows
    /// The selection mode and the selected keys.
    public var selection: ListViewSelection
    /// Called with the new selection after the user changed it.
    public var onSelectionChange: ((ListViewSelection) -> Void)?
    /// Called with a row's key when the user activates it.
    public var onActivate: ((AnyHashable) -> Void)?
    /// When this key differs from the previous screen's, the list scrolls to its row.
    public var scrollTarget: AnyHashable?
    /// Called when the user drags row `from` to position `to` (both indices, `to` counted
    /// after `from` is taken out); nil: rows cannot be dragged. See ``reorderable(onMove:)``.
    public var onMove: ((_ from: Int, _ to: Int) -> Void)?

    /// A list of `rows`.
    public init(rows: Rows, selection: ListViewSelection = .none,
                onSelectionChange: ((ListViewSelection) -> Void)? = nil,
                onActivate: ((AnyHashable) -> Void)? = nil,
                scrollTarget: AnyHashable? = nil) {
        self.rows = rows
        self.selection = selection
        self.onSelectionChange = onSelectionChange
        self.onActivate = onActivate
        self.scrollTarget = scrollTarget
    }

    // MARK: - Screen

    /// Describes a `ListViewScreenController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ListViewScreenController<RowScreen>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
