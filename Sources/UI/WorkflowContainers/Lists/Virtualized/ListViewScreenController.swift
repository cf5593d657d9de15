import Gtk
import WorkflowUI

/// Shows a `ListViewScreen` in a `GtkListView` inside a `ScrolledWindow`: row controllers
/// only for the list items GTK makes, updated by key, with a replacement for large updates.
/// <doc:VirtualizedLists> says how an update is applied and what it costs.
public final class ListViewScreenController<RowScreen: Screen>: ScreenViewController<ListViewScreen<RowScreen>> {
    /// The rows GTK reads, once the view is loaded.
    var store: ListViewRowStore<RowScreen>?
    /// The slots of the live list items, by list item.
    var slots: [ObjectIdentifier: ListViewRowSlot] = [:]
    /// The slots bound now, by row key.
    var boundSlots: [HashedKey: ListViewRowSlot] = [:]
    /// Row controllers whose list item GTK tore down, with their widgets (out of any list
    /// item), newest last: taken by the next list items GTK binds.
    private var spareControllers: [ViewController] = []
    /// Compares row values (`==` when `RowScreen` is `Equatable`, its conformance looked up once).
    private let equalValues = ListViewValues.Comparator<RowScreen>()
    /// Drops GTK's binds of a list item to the model item it shows already.
    var rebinds: ListItemRebindFilter?
    /// How many rows were shown in a list item (built or updated).
    private var shownRowCount = 0
    /// Counts updates, so that an update can tell the slots it showed a row in already.
    var updateGeneration = 0
    /// Slots a replacement rebound in place while they were off screen (`isStale`): shown a
    /// few a frame (`staleRowsPerFrame`), all at once when the list scrolls or reports steps.
    var staleSlots: [ListViewRowSlot] = []
    /// The tick callback showing stale slots, while there are some.
    var staleTick: TickCallback?
    /// The selection model shown now, and its mode.
    private var selection: ListViewSelectionModel?
    /// True while this controller changes the rows or the selection (GTK's selection
    /// signals are then not reported as the user's).
    private var isApplying = false

    /// The list view, once the view is loaded.
    public private(set) var listView: ListView?
    /// The drag source and drop target that reorder rows, while the screen has `onMove`.
    var reordering: ListReordering?
    /// The scrolled window around it, once the view is loaded.
    public private(set) var scrolledWindow: ScrolledWindow?
    /// The model the list view reads (one item per row on screen), once the view is loaded.
    public var rowModel: ListRowModel? { store?.model }

    /// How many row controllers are alive: one per list item GTK keeps, plus the spares
    /// (never one per row).
    public var liveRowControllerCount: Int {
        slots.values.reduce(0) { $0 + ($1.controller == nil ? 0 : 1) } + spareControllers.count
    }
    /// How many row controllers are kept as spares (their list items were torn down).
    public var spareRowControllerCount: Int { spareControllers.count }
    /// The most spare row controllers kept: GTK 4.8's list view keeps about 200 list items
    /// around the rows shown, and a change replacing every row shown (a search) tears them
    /// all down before it makes the new ones, which then take these spares.
    public static var spareRowControllerLimit: Int { 256 }
    /// How many stale rows (off screen after a replacement) are shown each frame.
    public static var staleRowsPerFrame: Int { 8 }
    /// How many list items show a row now.
    public var boundRowCount: Int { boundSlots.values.count { $0.isBound } }
    /// How many times a row was bound to a list item (GTK's binds, those dropped as repeats
    /// included, plus rebinds of changed rows).
    public var rowBindCount: Int { shownRowCount + (rebinds?.skippedBinds ?? 0) }
    /// How many `items-changed` steps updates have reported.
    public private(set) var itemsChangedCount = 0

    /// The row controllers of the rows bound now, by key.
    public var boundRowControllers: [AnyHashable: ViewController] {
        var controllers: [AnyHashable: ViewController] = [:]
        for (key, slot) in boundSlots where slot.isBound { controllers[key.key] = slot.controller }
        return controllers
    }

    // MARK: - View lifecycle

    /// Builds the list view over a `ListRowModel` of the rows, with a factory whose
    /// list items host row controllers.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let store = ListViewRowStore(rows: screen.rows)
        self.store = store
        let rebinds = ListItemRebindFilter(model: store.model)
        self.rebinds = rebinds
        let factory = SignalListItemFactory()
        factory.onSetup { [weak self] item in self?.setUp(item) }
        // No unbind handler: a slot reads whether its list item is bound from GTK.
        factory.onBind(filteredBy: rebinds) { [weak self] item in self?.bind(item) }
        factory.onTeardown { [weak self] item in self?.tearDown(item) }
        let selection = makeSelectionModel(screen.selection.mode)
        self.selection = selection
        let list = ListView(model: selection.model, factory: factory)
        list.onActivate { [weak self] position in self?.activate(position) }
        list.addCSSClass("workflow-list-view")
        let scrolled = ScrolledWindow()
        scrolled.scrollsHorizontally = false
        scrolled.expandsVertically = true
        scrolled.expandsHorizontally = true
        scrolled.child = list
        // A list item coming into view shows its row before the frame draws it.
        scrolled.verticalAdjustment.onValueChanged { [weak self] in self?.showStaleSlots(limit: .max) }
        view.append(scrolled)
        (listView, scrolledWindow) = (list, scrolled)
        applySelection()
        if let target = screen.scrollTarget { scroll(to: target) }
        updateReordering()
    }

    // MARK: - Updates

    /// Applies the new rows as minimal steps, updates the visible rows that changed, then
    /// the selection and the scroll target.
    public override func screenDidChange(from previousScreen: ListViewScreen<RowScreen>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        guard let store, let listView else { return }
        if (previousScreen.onMove == nil) != (screen.onMove == nil) { updateReordering() }
        isApplying = true
        defer { isApplying = false }
        if screen.selection.mode != selection?.mode {
            let selection = makeSelectionModel(screen.selection.mode)
            self.selection = selection
            listView.setModel(selection.model)
        }
        let old = store.rows
        updateGeneration += 1
        let signalsBefore = store.signalCount
        let sameEnvironment = environment.isEquivalent(to: previousEnvironment)
        let diff = store.update(to: screen.rows, rebindInPlace: sameEnvironment ? { [unowned self] in rebindInPlace(store: store) } : nil,
                                beforeSteps: { [unowned self] in showStaleSlots(limit: .max) })
        itemsChangedCount += store.signalCount - signalsBefore
        if sameEnvironment {
            let rows = store.rows
            let inserted = diff.steps.reduce(0) { if case .insert(_, let count) = $1 { $0 + count } else { $0 } }
            if diff.inPlace.count + inserted > boundSlots.count {
                // More changed rows than list items (a search narrowing or widening the list):
                // the slots look up their rows.
                refreshSlots(after: diff, old: old, rows: rows)
            } else {
                refreshChangedRows(after: diff, old: old, rows: rows)
            }
        } else {
            // Unbound slots show the old environment: their next bind updates them.
            if let rebinds { for slot in slots.values { rebinds.forget(slot.listItem) } }
            for slot in boundSlots.values where slot.isBound {
                let position = slot.listItem.position
                if position < store.count { show(store.row(at: position), in: slot) }
            }
        }
        applySelection()
        if let target = screen.scrollTarget, target != previousScreen.scrollTarget { scroll(to: target) }
    }

    /// After an update, same environment: shows each kept row whose value changed and each
    /// inserted (or moved) row in the slot bound to its key.
    private func refreshChangedRows(after diff: ListViewRowsDiff, old: ListViewRows<RowScreen>, rows: ListViewRows<RowScreen>) {
        for kept in diff.inPlace {
            let row = rows[kept.new]
            guard let slot = boundSlots[HashedKey(row.key)], !equalValues.equal(old.value(at: kept.old), row.value) else { continue }
            refresh(slot, with: row)
        }
        // Inserted and moved rows: GTK may have bound a moved row's list item again to the
        // same model item while the steps were reported (a bind the filter dropped).
        for case .insert(let position, let count) in diff.steps {
            for index in position..<position + count {
                let row = rows[index]
                guard let slot = boundSlots[HashedKey(row.key)], slot.shownGeneration != updateGeneration else { continue }
                refresh(slot, with: row)
            }
        }
    }

    /// After an update with more kept or inserted rows than list items, same environment: each
    /// bound slot not shown in this update finds its row by its list item's position and shows
    /// it when it was inserted (or moved) or kept with a changed value; unbound slots read
    /// their row at their next bind.
    private func refreshSlots(after diff: ListViewRowsDiff, old: ListViewRows<RowScreen>, rows: ListViewRows<RowScreen>) {
        for (key, slot) in boundSlots where slot.shownGeneration != updateGeneration {
            guard slot.isBound else {
                rebinds?.forget(slot.listItem)
                continue
            }
            // The new rows of the span are the kept ones and the inserted (or moved) ones: a
            // kept one is found by a binary search of the kept rows, not a pass over the steps
            // (a search narrowing 1,000,000 rows has hundreds of thousands), and its values are
            // compared before its row is read.
            let position = slot.listItem.position
            guard position >= diff.start, position < diff.start + diff.newLength,
                  rows.showsAgain(at: position, key: key, integer: slot.integerKey, after: diff, from: old,
                                  equal: equalValues.equal) else { continue }
            refresh(slot, with: rows[position])
        }
    }

    // MARK: - List items

    private func setUp(_ item: ListItem) {
        slots[ObjectIdentifier(item)] = ListViewRowSlot(listItem: item)
    }

    /// A bind GTK did not repeat (`ListItemRebindFilter` drops those): shows the row at the
    /// item's position.
    private func bind(_ item: ListItem) {
        guard let store, let slot = slots[ObjectIdentifier(item)] else { return }
        let position = item.position
        guard position < store.count else {
            rebinds?.forget(item)
            return
        }
        let row = store.row(at: position)
        // A slot's key always maps to that slot (a slot taking a key from another clears the
        // other's key, and makes the other read its row at its next bind), so the slot the
        // row's key mapped to is this one exactly when the slot shows that key already. One
        // lookup of the row's key either way.
        let key = HashedKey(row.key)
        let previous = boundSlots.updateValue(slot, forKey: key)
        if previous !== slot {
            if let previous {
                previous.key = nil
                rebinds?.forget(previous.listItem)
            }
            if let shown = slot.key { boundSlots.removeValue(forKey: shown) }
            slot.key = key
            slot.integerKey = row.storedKey.integer
        }
        show(row, in: slot)
    }

    /// After an update changed `row`'s value or place: shows it in `slot` if the slot is
    /// bound, else makes the slot read its row at its next bind.
    private func refresh(_ slot: ListViewRowSlot, with row: ListViewRows<RowScreen>.Row) {
        if slot.isBound {
            show(row, in: slot)
        } else {
            rebinds?.forget(slot.listItem)
        }
    }

    /// Keeps the item's controller as a spare (its widget taken out of the list item), or
    /// removes it when there are enough spares.
    private func tearDown(_ item: ListItem) {
        guard let slot = slots.removeValue(forKey: ObjectIdentifier(item)) else { return }
        if let key = slot.key { boundSlots[key] = nil }
        guard let controller = slot.controller else { return }
        slot.controller = nil
        retire(controller, takingWidgetFrom: slot)
    }

    /// Keeps `controller` as a spare (taking its widget out of `slot`'s list item, when
    /// given), or removes it when there are enough spares.
    private func retire(_ controller: ViewController, takingWidgetFrom slot: ListViewRowSlot?) {
        if spareControllers.count < Self.spareRowControllerLimit {
            slot?.listItem.child = nil
            spareControllers.append(controller)
        } else {
            controller.removeFromParent()
        }
    }

    /// A spare controller that `description` can update (searched newest first), taken out
    /// of the spares.
    private func takeSpare(for description: ViewControllerDescription) -> ViewController? {
        var index = spareControllers.count
        while index > 0 {
            index -= 1
            if description.canUpdate(viewController: spareControllers[index]) {
                return spareControllers.remove(at: index)
            }
        }
        return nil
    }

    /// Shows `row` in `slot`: at the first bind takes a spare controller that can show it
    /// (updated with the row) or builds one; updates it after.
    func show(_ row: ListViewRows<RowScreen>.Row, in slot: ListViewRowSlot) {
        shownRowCount += 1
        slot.isStale = false
        slot.shownGeneration = updateGeneration
        let description = row.value.viewControllerDescription(environment: environment)
        if let controller = slot.controller, description.canUpdate(viewController: controller) {
            description.update(viewController: controller)
            return
        }
        let controller: ViewController
        if let spare = takeSpare(for: description) {
            description.update(viewController: spare)
            controller = spare
        } else {
            controller = description.buildViewController()
            addChild(controller)
        }
        let previous = slot.controller
        slot.controller = controller
        slot.listItem.child = controller.viewWidget
        // The list item's child is the new widget already (the previous one left it).
        if let previous { retire(previous, takingWidgetFrom: nil) }
    }

    // MARK: - Selection, activation, scrolling

    private func makeSelectionModel(_ mode: ListViewSelection.Mode) -> ListViewSelectionModel {
        guard let model = store?.model else { preconditionFailure("ListViewScreenController: the row model is made in viewDidLoad.") }
        return ListViewSelectionModel(mode: mode, over: model) { [weak self] in self?.selectionDidChange() }
    }

    /// The keys of the rows GTK shows selected now.
    public var displayedSelection: Set<AnyHashable> { selectedKeys }

    /// The keys GTK shows selected now.
    private var selectedKeys: Set<AnyHashable> { selection?.selectedKeys(key(at:)) ?? [] }

    /// The key of the row the model shows at `position`.
    private func key(at position: Int) -> AnyHashable? {
        guard let store, position < store.count else { return nil }
        return store.row(at: position).key
    }

    /// Makes GTK's selection the screen's, when they differ: the keys are found by their
    /// hash values (`ListViewRows.indices(ofKeys:)`), no row before them is read.
    private func applySelection() {
        guard let store, let selection else { return }
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        selection.apply(screen.selection.keys, key: key(at:)) { positionsOnScreen(of: $0) ?? store.rows.indices(ofKeys: $0) }
    }

    /// The positions of `keys` (ascending) when each is the key of a row bound now (a
    /// selection of rows on screen, as a click makes), found through the slots without a
    /// pass over the rows; nil otherwise.
    private func positionsOnScreen(of keys: Set<AnyHashable>) -> [Int]? {
        guard let store, keys.count <= boundSlots.count else { return nil }
        var positions: [Int] = []
        for key in keys {
            guard let slot = boundSlots[HashedKey(key)], slot.isBound else { return nil }
            let position = slot.listItem.position
            guard position < store.count, store.row(at: position).key == key else { return nil }
            positions.append(position)
        }
        return positions.sorted()
    }

    private func selectionDidChange() {
        guard !isApplying, let onSelectionChange = screen.onSelectionChange else { return }
        let selection = ListViewSelection(mode: screen.selection.mode, keys: selectedKeys)
        if selection != screen.selection { onSelectionChange(selection) }
    }

    private func activate(_ position: Int) {
        guard let store, position < store.count else { return }
        screen.onActivate?(store.row(at: position).key)
    }

    private func scroll(to key: AnyHashable) {
        guard let listView, let position = store?.rows.firstIndex(ofKey: key) else { return }
        listView.scrollTo(position: position)
    }
}
