import WorkflowUI

/// A keyed, vertically scrolling list of row screens (shown by `ListScreenController`).
///
/// Rows are stored in `ListScreen.Rows`, whose keys and screens are `VersionedArray`s:
/// changing one row with `Rows.replacing(at:with:)` (or only its screen, with
/// `Rows.replacingScreen(at:with:)`) costs O(1), copies no other row and leaves the previous
/// value intact, and the next update calls `update` on that row's controller only. A rows
/// value built anew is compared row by row, O(N) (an `Equatable` row equal to its previous
/// value is then skipped by `ScreenViewController`). Rows are matched by key + kind: when
/// keys change (insert, remove, move) or the row count changes, the update falls back to a
/// keyed diff, O(N), that keeps every surviving row's controller and widget.
///
/// ```swift
/// var rows = ListScreen<TextScreen>.Rows(messages.map { .init(key: $0.id, screen: TextScreen(text: $0.subject)) })
/// rows = rows.replacing(at: 7, with: .init(key: messages[7].id, screen: TextScreen(text: "Read")))
/// rows.replaceScreen(at: 8, with: TextScreen(text: "Unread"))  // same key
/// let inbox = ListScreen(rows: rows)
/// ```
public struct ListScreen<RowScreen: Screen>: Screen {
    /// The rows, top first.
    public var rows: Rows
    /// Called when the user drags row `from` to position `to` (both indices, `to` counted
    /// after `from` is taken out); nil: rows cannot be dragged. See ``reorderable(onMove:)``.
    public var onMove: ((_ from: Int, _ to: Int) -> Void)?

    /// A list showing `rows`.
    public init(rows: Rows) {
        self.rows = rows
    }

    /// A list showing `rows` (O(N)).
    public init(rows: [Row]) {
        self.rows = Rows(rows)
    }

    // MARK: - Screen

    /// Describes a `ListScreenController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ListScreenController<RowScreen>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
