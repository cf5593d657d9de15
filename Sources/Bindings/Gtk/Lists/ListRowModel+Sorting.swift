internal import CGtk

extension ListRowModel {
    /// A `GtkCustomSorter` over this model's items that orders them by their rows' keys
    /// with `areInIncreasingOrder` (e.g. a column's sorter in a `ColumnView`). Items of
    /// another model compare equal.
    public func makeSorter(_ areInIncreasingOrder: @escaping @MainActor (AnyHashable, AnyHashable) -> Bool) -> Sorter {
        final class Box {
            let state: State
            let less: @MainActor (AnyHashable, AnyHashable) -> Bool
            init(state: State, less: @escaping @MainActor (AnyHashable, AnyHashable) -> Bool) {
                self.state = state
                self.less = less
            }
        }
        let compare: GCompareDataFunc = { a, b, data in
            guard let a, let b, let data else { return 0 }
            let box = borrow(data, as: Box.self)
            let itemType = ListRowItemType.sharedType
            guard cgtk_is_a(UnsafeMutableRawPointer(mutating: a), itemType) != 0,
                  cgtk_is_a(UnsafeMutableRawPointer(mutating: b), itemType) != 0 else { return 0 }
            let first = ListRowItemType.serial(of: cast(UnsafeMutableRawPointer(mutating: a)))
            let second = ListRowItemType.serial(of: cast(UnsafeMutableRawPointer(mutating: b)))
            return MainActor.assumeIsolated {
                guard let left = box.state.keysBySerial[first], let right = box.state.keysBySerial[second] else { return 0 }
                if box.less(left.key, right.key) { return -1 }
                return box.less(right.key, left.key) ? 1 : 0
            }
        }
        let destroy: GDestroyNotify = { data in if let data { release(data) } }
        let sorter = gtk_custom_sorter_new(compare, retained(Box(state: state, less: areInIncreasingOrder)), destroy)!
        return Sorter(unsafeAdopting: untyped(sorter), ownership: .full)
    }
}
