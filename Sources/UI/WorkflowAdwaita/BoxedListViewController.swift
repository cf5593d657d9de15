import Adw
import Gtk
import WorkflowUI

/// Shows a `BoxedListScreen`: a `GtkListBox` (single selection, `boxed-list`) of
/// `AdwActionRow`s. Rows are rebuilt only when the rows change; a selection change only
/// moves GTK's selection. In a folded split (`ViewEnvironment.isInFoldedSplit`) the list
/// shows no selection until the user chooses a row: nothing looks chosen that was not.
public final class BoxedListViewController: ScreenViewController<BoxedListScreen> {
    /// The list, once the view is loaded.
    public private(set) var listBox: ListBox?
    /// The rows, in order, once the view is loaded.
    public private(set) var rowWidgets: [ActionRow] = []
    private var isSelecting = false
    /// Whether the user chose a row in this list (a click or Enter).
    private var userHasChosen = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        let list = ListBox()
        list.selectionMode = .single
        list.addCSSClass("boxed-list")
        list.verticalAlignment = .start
        list.setAccessibleLabel(screen.accessibleName)
        // A click or Enter chooses a row (row-activated). GTK also moves the selection with
        // the keyboard focus; that is put back to the workflow's selection.
        list.onRowActivated { [weak self] row in self?.rowActivated(row) }
        list.onRowSelected { [weak self] _ in self?.selectionMoved() }
        view.append(list)
        listBox = list
        rebuildRows()
    }

    public override func screenDidChange(from previousScreen: BoxedListScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        guard isViewLoaded else { return }
        if previousScreen.rows != screen.rows { rebuildRows() } else { applySelection() }
        listBox?.setAccessibleLabel(screen.accessibleName)
    }

    private func rebuildRows() {
        guard let list = listBox else { return }
        isSelecting = true
        defer { isSelecting = false }
        rowWidgets.forEach { list.remove($0) }
        rowWidgets = screen.rows.map { row in
            let widget = ActionRow()
            widget.title = row.title
            widget.subtitle = row.subtitle
            widget.isActivatable = true
            // No accessible label: GTK 4.8 would announce it followed by the title again.
            list.append(widget)
            return widget
        }
        applySelection()
    }

    private func applySelection() {
        guard let list = listBox else { return }
        isSelecting = true
        defer { isSelecting = false }
        let showsSelection = userHasChosen || !environment.isInFoldedSplit
        if showsSelection, let index = screen.selectedIndex, rowWidgets.indices.contains(index) {
            list.selectRow(rowWidgets[index])
        } else {
            list.unselectAll()
        }
    }

    private func rowActivated(_ row: ListBoxRow) {
        guard let index = rowWidgets.firstIndex(where: { $0 === row }) else { return }
        userHasChosen = true
        // The workflow owns the selection: show its answer (this row, or the one it keeps).
        reportUserChoice({ screen.onSelect(index) }, thenApply: { [weak self] in self?.applySelection() })
    }

    private func selectionMoved() {
        guard !isSelecting else { return }
        restoreSelectionSoon()
    }

    /// The workflow owns the selection: show its row once GTK is done.
    private func restoreSelectionSoon() {
        MainLoop.addTimeout(milliseconds: 0) { [weak self] in
            self?.applySelection()
            return false
        }
    }
}
