internal import CGtk

// Hand-written constructors and calls of the list widgets and their models that the
// generator does not emit yet (constructors taking objects, GtkBitset, parameterized
// actions). The generator can take them over later.

extension ListView {
    /// A list view showing `model` with widgets made by `factory`.
    public convenience init(model: some SelectionModel, factory: ListItemFactory) {
        g_object_ref(model.gobject)
        g_object_ref(factory.gobject)
        self.init(unsafeAdopting: untyped(gtk_list_view_new(opaque(model.gobject), opaque(factory.gobject))!), ownership: .floating)
    }

    /// The selection model the view shows.
    public var selectionModel: (any SelectionModel)? {
        guard let model = gtk_list_view_get_model(opaque(gobject)) else { return nil }
        return Object.wrapper(forUnsafePointer: untyped(model), as: Object.self) { Object(unsafeAdopting: $0, ownership: .borrowed) } as? any SelectionModel
    }

    /// Shows `model` instead of the current selection model.
    public func setModel(_ model: some SelectionModel) {
        gtk_list_view_set_model(opaque(gobject), opaque(model.gobject))
    }

    /// Scrolls so that the row at `position` is visible (the `list.scroll-to-item` action;
    /// GTK 4.8 has no scroll-to function).
    public func scrollTo(position: Int) {
        gtk_widget_activate_action_variant(cast(gobject), "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
    }
}

extension ColumnView {
    /// The selection model the view shows.
    public var selectionModel: (any SelectionModel)? {
        guard let model = gtk_column_view_get_model(opaque(gobject)) else { return nil }
        return Object.wrapper(forUnsafePointer: untyped(model), as: Object.self) { Object(unsafeAdopting: $0, ownership: .borrowed) } as? any SelectionModel
    }

    /// Shows `model` instead of the current selection model.
    public func setModel(_ model: some SelectionModel) {
        gtk_column_view_set_model(opaque(gobject), opaque(model.gobject))
    }

    /// A column view showing `model` (add columns with `appendColumn`).
    public convenience init(model: some SelectionModel) {
        g_object_ref(model.gobject)
        self.init(unsafeAdopting: untyped(gtk_column_view_new(opaque(model.gobject))!), ownership: .floating)
    }

    /// Scrolls so that the row at `position` is visible.
    public func scrollTo(position: Int) {
        guard let list = gtk_widget_get_first_child(cast(gobject)).flatMap({ first -> UnsafeMutablePointer<GtkWidget>? in
            var child: UnsafeMutablePointer<GtkWidget>? = first
            while let current = child, cgtk_is_a(untyped(current), gtk_list_view_get_type()) == 0 {
                child = gtk_widget_get_next_sibling(current)
            }
            return child
        }) else { return }
        gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
    }

    /// Sorts by `column` (`ascending` or descending), as a click on its header does.
    public func sort(by column: ColumnViewColumn?, ascending: Bool) {
        gtk_column_view_sort_by_column(opaque(gobject), column.map { opaque($0.gobject) },
                                       ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    }
}

extension ColumnViewColumn {
    /// A column titled `title` whose cells are made by `factory`.
    public convenience init(title: String, factory: ListItemFactory) {
        g_object_ref(factory.gobject)
        self.init(unsafeAdopting: untyped(gtk_column_view_column_new(title, opaque(factory.gobject))!), ownership: .full)
    }
}

extension NoSelection {
    /// A selection model over `model` that selects nothing.
    public convenience init(model: some ListModel) {
        g_object_ref(model.gobject)
        self.init(unsafeAdopting: untyped(gtk_no_selection_new(opaque(model.gobject))!), ownership: .full)
    }
}

extension SingleSelection {
    /// A selection model over `model` that selects at most one row; `autoselect` off and
    /// `can-unselect` on, so that nothing is selected until someone selects it.
    public convenience init(model: some ListModel) {
        g_object_ref(model.gobject)
        self.init(unsafeAdopting: untyped(gtk_single_selection_new(opaque(model.gobject))!), ownership: .full)
        isAutoselect = false
        canUnselect = true
    }
}

extension MultiSelection {
    /// A selection model over `model` that selects any set of rows.
    public convenience init(model: some ListModel) {
        g_object_ref(model.gobject)
        self.init(unsafeAdopting: untyped(gtk_multi_selection_new(opaque(model.gobject))!), ownership: .full)
    }
}

extension SortListModel {
    /// `model` sorted by `sorter` (nil: unsorted).
    public convenience init(model: some ListModel, sorter: Sorter?) {
        g_object_ref(model.gobject)
        if let sorter { g_object_ref(sorter.gobject) }
        self.init(unsafeAdopting: untyped(gtk_sort_list_model_new(opaque(model.gobject), sorter.map { cast($0.gobject) })!),
                  ownership: .full)
    }
}

extension SortListModel {
    /// The position, in this sorted model, of the item at `position` of `model` (the model it
    /// sorts), or nil when there is none. Unsorted (no sorter, or one that does not order),
    /// the position is the same; sorted, the item is found by binary search with the sorter
    /// (O(log N) comparisons), then among the items the sorter finds equal to it. Falls back
    /// to a scan when the sorter does not find it (a sorter whose order changed without a
    /// `changed` signal).
    public func sortedPosition(ofItemAt position: Int, in model: some ListModel) -> Int? {
        guard let item = g_list_model_get_item(opaque(model.gobject), guint(position)) else { return nil }
        defer { g_object_unref(item) }
        let sorted = opaque(gobject)
        let count = Int(g_list_model_get_n_items(sorted))
        func isItem(at index: Int) -> Bool {
            guard let other = g_list_model_get_item(sorted, guint(index)) else { return false }
            g_object_unref(other)
            return other == item
        }
        if position < count, isItem(at: position) { return position }
        if let sorter = gtk_sort_list_model_get_sorter(sorted), gtk_sorter_get_order(sorter) != GTK_SORTER_ORDER_NONE {
            func order(at index: Int) -> GtkOrdering {
                guard let other = g_list_model_get_item(sorted, guint(index)) else { return GTK_ORDERING_EQUAL }
                defer { g_object_unref(other) }
                return gtk_sorter_compare(sorter, other, item)
            }
            // The first index whose item is not ordered before `item`.
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if order(at: middle) == GTK_ORDERING_SMALLER { low = middle + 1 } else { high = middle }
            }
            var index = low
            while index < count, order(at: index) == GTK_ORDERING_EQUAL {
                if isItem(at: index) { return index }
                index += 1
            }
        }
        return (0..<count).first(where: isItem(at:))
    }
}

extension SelectionModel {
    /// The selected positions, ascending (reads the selection's `GtkBitset`; costs the
    /// number of selected positions, not the number of rows).
    public var selectedPositions: [Int] {
        guard let bitset = gtk_selection_model_get_selection(opaque(gobject)) else { return [] }
        defer { gtk_bitset_unref(bitset) }
        var positions: [Int] = []
        var iterator = GtkBitsetIter()
        var value: guint = 0
        var found = gtk_bitset_iter_init_first(&iterator, bitset, &value) != 0
        while found {
            positions.append(Int(value))
            found = gtk_bitset_iter_next(&iterator, &value) != 0
        }
        return positions
    }

    /// Selects exactly `positions` (ascending or not), unselecting the rest, in one change.
    public func setSelectedPositions(_ positions: [Int]) {
        let selected = gtk_bitset_new_empty()!, mask = gtk_bitset_new_empty()!
        defer { gtk_bitset_unref(selected); gtk_bitset_unref(mask) }
        for position in positions { gtk_bitset_add(selected, guint(position)) }
        let count = g_list_model_get_n_items(opaque(gobject))
        if count > 0 { gtk_bitset_add_range(mask, 0, count) }
        gtk_selection_model_set_selection(opaque(gobject), selected, mask)
    }
}
