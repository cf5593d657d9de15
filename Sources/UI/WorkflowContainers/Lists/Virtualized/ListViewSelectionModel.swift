import Gtk

/// The GTK selection model of a `ListViewScreen` or a `ColumnViewScreen` and its selection
/// mode, with the moves between GTK's selected positions and the screen's selected keys:
/// shared by `ListViewScreenController` and `ColumnViewScreenController`, which differ only
/// in how a position maps to a key (and a key to a position).
@MainActor
struct ListViewSelectionModel {
    /// The model the view shows.
    let model: any SelectionModel
    /// Its mode.
    let mode: ListViewSelection.Mode

    /// A selection model of `mode` over `items`; `onChange` runs when GTK's selection changes.
    init(mode: ListViewSelection.Mode, over items: some ListModel, onChange: @escaping @MainActor () -> Void) {
        switch mode {
        case .none: model = NoSelection(model: items)
        case .single: model = SingleSelection(model: items)
        case .multiple: model = MultiSelection(model: items)
        }
        self.mode = mode
        model.onSelectionChanged { _, _ in onChange() }
    }

    /// The keys of the selected positions (`key` maps a position to its row's key, nil for
    /// none).
    func selectedKeys(_ key: (Int) -> AnyHashable?) -> Set<AnyHashable> {
        Set(model.selectedPositions.compactMap(key))
    }

    /// Makes `wanted` GTK's selection, unless it already is: `positions` finds the positions
    /// of the keys (called only when they differ). No-op in mode `.none`.
    func apply(_ wanted: Set<AnyHashable>, key: (Int) -> AnyHashable?, positions: (Set<AnyHashable>) -> [Int]) {
        guard mode != .none, selectedKeys(key) != wanted else { return }
        let found = wanted.isEmpty ? [] : positions(wanted)
        if let single = model as? SingleSelection {
            single.selected = found.first ?? Int(UInt32.max)
        } else {
            model.setSelectedPositions(found)
        }
    }
}
