import Gtk
import GtkTesting

extension UITestHost {
    /// Every widget of the window and its open dialogs matching the conditions, in tree
    /// order, as `type`. A widget whose match is an ancestor's own text (the label inside a
    /// matching button) is left out, so a label finds the control that shows it.
    public func findAll<T: Widget>(_ type: T.Type = Widget.self, label: String? = nil, accessibleName: String? = nil,
                                   cssClass: String? = nil, includeHidden: Bool = false) -> [T] {
        let query = Self.query(type, label: label, accessibleName: accessibleName, cssClass: cssClass, includeHidden: includeHidden)
        return findAll(query).compactMap { $0.as(type) }
    }

    /// The one widget matching the conditions, as `type`. Throws when none or several
    /// match; the message shows the query and the widget tree.
    public func find<T: Widget>(_ type: T.Type = Widget.self, label: String? = nil, accessibleName: String? = nil,
                                cssClass: String? = nil, includeHidden: Bool = false) throws(UITestingError) -> T {
        let query = Self.query(type, label: label, accessibleName: accessibleName, cssClass: cssClass, includeHidden: includeHidden)
        let found = findAll(query)
        guard found.count == 1 else {
            throw UITestingError(.lookup, "UITestHost.find: \(found.count) widgets match \(query) (one expected). "
                + "Narrow the query (type, CSS class) or use findAll. The window shows:\n\(dumpTree())")
        }
        guard let typed = found[0].as(type) else {
            throw UITestingError(.lookup, "UITestHost.find: the \(found[0].typeName) matching \(query) is not a \(T.self).")
        }
        return typed
    }

    /// Every widget matching `query`, outermost first when a match contains another.
    public func findAll(_ query: WidgetQuery) -> [Widget] {
        var result: [Widget] = []
        for root in windows { collect(root, query, insideMatch: false, into: &result) }
        return result
    }

    private func collect(_ widget: Widget, _ query: WidgetQuery, insideMatch: Bool, into result: inout [Widget]) {
        if !query.includeHidden, !widget.isDrawable { return }
        let matches = query.matches(widget)
        // The label child of a matched button repeats the button's text: skip it.
        let repeatsAncestor = insideMatch && query.label != nil && widget.isA(typeNamed: "GtkLabel")
        if matches && !repeatsAncestor { result.append(widget) }
        for child in widget.children { collect(child, query, insideMatch: insideMatch || matches, into: &result) }
    }

    /// A query for `type` (any widget for `Widget`) and the other conditions.
    static func query<T: Widget>(_ type: T.Type, label: String?, accessibleName: String?, cssClass: String?,
                                 includeHidden: Bool) -> WidgetQuery {
        var query = WidgetQuery(label: label, accessibleName: accessibleName, cssClass: cssClass, includeHidden: includeHidden)
        if type != Widget.self { query.wrapperType = ("\(T.self)", { $0 is T }) }
        return query
    }
}
