internal import CGtk

extension Widget {
    /// Every widget under this one (the widget itself excluded), depth first: each child
    /// comes before its own children, and siblings in GTK's child order
    /// (`gtk_widget_get_first_child` / `gtk_widget_get_next_sibling`). Hidden widgets and the
    /// internal children GTK builds (a button's label, a scrolled window's scroll bars) are
    /// included; the subtree is read now, so a widget added later is not in the result.
    public var descendants: [Widget] {
        var result: [Widget] = []
        appendDescendants(to: &result)
        return result
    }

    /// The widgets under this one (itself excluded) whose wrapper is a `T`, depth first as
    /// in `descendants`, e.g. `view.descendants(of: Button.self)`.
    public func descendants<T: Widget>(of type: T.Type) -> [T] {
        descendants.compactMap { $0 as? T }
    }

    private func appendDescendants(to result: inout [Widget]) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let wrapper: Widget = Object.wrapper(of: current) {
                result.append(wrapper)
                wrapper.appendDescendants(to: &result)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
