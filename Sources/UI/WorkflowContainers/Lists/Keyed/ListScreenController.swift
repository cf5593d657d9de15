import Gtk
import WorkflowUI

/// Shows a `ListScreen`: one child controller per row, their views in a vertical `Box`
/// inside a `ScrolledWindow`.
///
/// Complexity of an update, for N rows:
/// - rows replaced since the previous screen (`Rows.replace(at:with:)` under the same key,
///   `Rows.replaceScreen(at:with:)`), same environment: O(replacements). The rows value
///   keeps its keys and screens in `VersionedArray`s, which tell two versions apart by
///   the edits between them, so only those rows are updated and no other key is compared.
/// - other rows values with the same count and keys (e.g. built anew), same environment:
///   O(N): every key is compared and every row updated (an `Equatable` row equal to its
///   previous value is skipped by `ScreenViewController`); a row whose kind changed is
///   rebuilt in place.
/// - keys or row count changed, or a new environment: a keyed diff (`KeyedDiff`), O(N);
///   rows are matched by key + kind, so only inserted rows are built, removed rows dropped,
///   and moved rows' widgets moved in the box.
public final class ListScreenController<RowScreen: Screen>: ScreenViewController<ListScreen<RowScreen>> {
    /// Names of this container's GtkStack pages (never reused here).
    private let pageNames = PageNames()
    private var rows: [KeyedChild] = []

    /// The scrolled window, once the view is loaded.
    public private(set) var scrolledWindow: ScrolledWindow?
    /// The vertical box of row views, once the view is loaded.
    public private(set) var box: Box?
    /// The drag source and drop target that reorder rows, while the screen has `onMove`.
    var reordering: ListReordering?

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
        updateReordering()
    }

    // MARK: - Updates

    /// Updates the replaced rows only, or applies the keyed diff when keys, the
    /// row count or the environment changed (see the type's complexity notes).
    public override func screenDidChange(from previousScreen: ListScreen<RowScreen>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        if (previousScreen.onMove == nil) != (screen.onMove == nil) { updateReordering() }
        guard environment.isEquivalent(to: previousEnvironment),
              Self.forEachChangedRow(old: previousScreen.rows, new: screen.rows, { updateRow(at: $0) })
        else {
            applyKeyedDiff()
            return
        }
    }

    // MARK: - Private

    /// Calls `body` once with each row that may differ between `old` and `new`, ascending;
    /// false (no call) when the row count or a key changed (the keyed diff is needed then).
    /// When `new` was made from `old` by replacements (`replace(at:with:)`,
    /// `replaceScreen(at:with:)`), or both from a common value, the replaced rows, in
    /// O(replacements); otherwise every row, after comparing every key.
    private static func forEachChangedRow(old: ListScreen<RowScreen>.Rows, new: ListScreen<RowScreen>.Rows, _ body: (Int) -> Void) -> Bool {
        typealias Rows = ListScreen<RowScreen>.Rows
        guard old.count == new.count else { return false }
        if !new.keys.isSameVersion(as: old.keys) {
            var keysKept = true
            let related = new.keys.forEachChangedIndex(from: old.keys) { index in
                if keysKept, !Rows.isSameKey(new.keys[index], old.keys[index]) { keysKept = false }
            }
            guard keysKept else { return false }
            if !related {
                for index in 0..<new.count where !Rows.isSameKey(new.keys[index], old.keys[index]) { return false }
            }
        }
        // One replacement (the usual case) needs no list of indices.
        var first = -1, more: [Int] = []
        let related = new.screens.forEachChangedIndex(from: old.screens) { index in
            if first < 0 { first = index } else { more.append(index) }
        }
        guard related else {
            for index in 0..<new.count { body(index) }
            return true
        }
        if more.isEmpty {
            if first >= 0 { body(first) }
            return true
        }
        more.append(first)
        more.sort()
        var last = -1
        for index in more where index != last {
            body(index)
            last = index
        }
        return true
    }

    /// Updates row `index` in place, or rebuilds it (same place) when its kind changed.
    private func updateRow(at index: Int) {
        let description = screen.rows.screen(at: index).viewControllerDescription(environment: environment)
        let old = rows[index]
        if description.kind == old.identity.kind {
            description.update(viewController: old.controller)
            return
        }
        rebuildRow(at: index, with: description)
    }

    /// Replaces row `index`'s controller with one built from `description`, in the same place.
    @inline(never)
    private func rebuildRow(at index: Int, with description: ViewControllerDescription) {
        let old = rows[index]
        let new = KeyedChild(identity: .init(key: screen.rows[index].key, kind: description.kind),
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
        var old: [KeyedChild] = []
        swap(&old, &rows)
        // The rows that left go first, in one pass (a search per row is quadratic when many
        // leave), each freed as its widget leaves the box, before a new row is built.
        let result = KeyedChildren.update(consume old, with: descriptions(), names: pageNames) { removed in
            removeChildren(consume removed)
        }
        rows = result.children
        result.inserted.forEach { addChild($0.controller) }
        guard let box else { return }
        let placed = Set(result.diff.insertedIndices + result.diff.movedIndices).sorted()
        for index in placed {
            let view = rows[index].controller.viewWidget
            let previous = index > 0 ? rows[index - 1].controller.viewWidget : nil
            // A moved row is reordered in place (gtk_widget_insert_after), as a GTK developer
            // swaps rows with gtk_box_reorder_child_after: taking it out and adding it again
            // would restyle and re-measure its whole subtree.
            if view.parent === box {
                if view.previousSibling !== previous { view.moveAfter(previous, in: box) }
            } else {
                if view.parent != nil { view.removeFromParent() }
                box.insert(view, after: previous)
            }
        }
    }

    private func descriptions() -> [(key: AnyHashable, description: ViewControllerDescription)] {
        // Keys and screens read by index: no row value is made for each.
        let rows = screen.rows
        return rows.indices.map { (rows.keys[$0], rows.screen(at: $0).viewControllerDescription(environment: environment)) }
    }
}
