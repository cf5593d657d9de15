import Gtk
import WorkflowUI

/// Shows a `ListScreen`: one child controller per row, their views in a vertical `Box`
/// inside a `ScrolledWindow`.
///
/// Complexity of an update, for N rows:
/// - rows changed in place (same count, same keys; e.g. `Rows.replacing(at:with:)`), same
///   environment: O(N/32 + 32 × changed chunks). Chunks shared with the previous screen are
///   skipped by identity; a chunk copied from the previous screen's by `replace(at:with:)`
///   (same key) updates its replaced row only, without comparing keys; each row of another
///   changed chunk is updated (an `Equatable` row equal to its previous value is skipped by
///   `ScreenViewController`), and a row whose kind changed is rebuilt in place.
/// - keys or row count changed, or a new environment: a keyed diff (`KeyedDiff`), O(N);
///   rows are matched by key + kind, so only inserted rows are built, removed rows dropped,
///   and moved rows' widgets moved in the box.
public final class ListViewController<RowScreen: Screen>: ScreenViewController<ListScreen<RowScreen>> {
    /// Names of this container's GtkStack pages (never reused here).
    private let pageNames = PageNames()
    private var rows: [KeyedChild] = []

    /// The scrolled window, once the view is loaded.
    public private(set) var scrolledWindow: ScrolledWindow?
    /// The vertical box of row views, once the view is loaded.
    public private(set) var box: Box?

    /// Builds the rows' controllers; no widget exists yet.
    public required init(screen: ListScreen<RowScreen>, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        rows = KeyedChildren.update([], with: descriptions(), names: pageNames).children
        rows.forEach { addChild($0.controller) }
    }

    /// The controllers of the rows, top first.
    public var rowViewControllers: [ViewController] { rows.map(\.controller) }

    // MARK: - View lifecycle

    /// Puts the rows' views in a vertical box inside a scrolled window.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let scrolled = ScrolledWindow()
        scrolled.scrollsHorizontally = false
        scrolled.expandsVertically = true
        scrolled.expandsHorizontally = true
        let box = Box(.vertical)
        for row in rows { box.append(row.controller.viewWidget) }
        scrolled.child = box
        view.append(scrolled)
        view.addCSSClass("workflow-list")
        (scrolledWindow, self.box) = (scrolled, box)
    }

    // MARK: - Updates

    /// Updates the rows of changed chunks only, or applies the keyed diff when keys, the
    /// row count or the environment changed (see the type's complexity notes).
    public override func screenDidChange(from previousScreen: ListScreen<RowScreen>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        guard environment.isEquivalent(to: previousEnvironment),
              let changed = Self.changedIndices(old: previousScreen.rows, new: screen.rows)
        else {
            applyKeyedDiff()
            return
        }
        for index in changed { updateRow(at: index) }
    }

    // MARK: - Private

    /// Indices of the rows in chunks not shared by `old` and `new`, or nil when the row
    /// count or a key changed (the keyed diff is needed then).
    private static func changedIndices(old: ListScreen<RowScreen>.Rows, new: ListScreen<RowScreen>.Rows) -> [Int]? {
        guard old.count == new.count, old.chunks.count == new.chunks.count else { return nil }
        var changed: [Int] = []
        let size = ListScreen<RowScreen>.Rows.chunkSize
        for chunk in new.chunks.indices where new.chunks[chunk] !== old.chunks[chunk] {
            if let offset = new.chunks[chunk].replacedOffset(since: old.chunks[chunk]) {
                // Copied from the previous chunk with the same keys: only this row changed.
                changed.append(chunk * size + offset)
                continue
            }
            let newRows = new.chunks[chunk].rows, oldRows = old.chunks[chunk].rows
            guard newRows.count == oldRows.count else { return nil }
            for offset in newRows.indices {
                guard newRows[offset].key == oldRows[offset].key else { return nil }
                changed.append(chunk * size + offset)
            }
        }
        return changed
    }

    /// Updates row `index` in place, or rebuilds it (same place) when its kind changed.
    private func updateRow(at index: Int) {
        let row = screen.rows[index]
        let description = row.screen.viewControllerDescription(environment: environment)
        let old = rows[index]
        if description.kind == old.identity.kind {
            description.update(viewController: old.controller)
            return
        }
        let new = KeyedChild(identity: .init(key: row.key, kind: description.kind),
                             controller: description.buildViewController(), pageName: pageNames.next())
        addChild(new.controller)
        if let box {
            box.insert(new.controller.viewWidget, after: index > 0 ? rows[index - 1].controller.viewWidget : nil)
        }
        old.controller.removeFromParent()
        rows[index] = new
    }

    /// Matches all rows by key + kind, then fixes the box: drops removed rows' widgets and
    /// places inserted and moved ones after their predecessor.
    private func applyKeyedDiff() {
        let result = KeyedChildren.update(rows, with: descriptions(), names: pageNames)
        rows = result.children
        result.removed.forEach { $0.controller.removeFromParent() }
        result.inserted.forEach { addChild($0.controller) }
        guard let box else { return }
        let placed = Set(result.diff.insertedIndices + result.diff.movedIndices).sorted()
        for index in placed {
            let view = rows[index].controller.viewWidget
            if view.parent != nil { box.remove(view) }
            box.insert(view, after: index > 0 ? rows[index - 1].controller.viewWidget : nil)
        }
    }

    private func descriptions() -> [(key: AnyHashable, description: ViewControllerDescription)] {
        screen.rows.map { ($0.key, $0.screen.viewControllerDescription(environment: environment)) }
    }
}
