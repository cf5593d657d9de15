import Gtk
import GtkTesting
import WorkflowUI

extension UITestHost {
    /// Every widget of the window and its open dialogs matching the conditions, in tree
    /// order, as `type`. A widget whose match is an ancestor's own text (the label inside a
    /// matching button) is left out, so a label finds the control that shows it.
    ///
    /// `within` limits the search to that widget's subtree (the widget itself included):
    /// pass a page's view (`find(controller:)`'s `viewWidget`) to leave out the containers'
    /// chrome around it (tab switcher buttons, a back stack's title) and the other pages.
    /// `excludingChrome` leaves out every container's chrome (`ContainerChrome`) in the window.
    public func findAll<T: Widget>(_ type: T.Type = Widget.self, label: String? = nil, accessibleName: String? = nil,
                                   cssClass: String? = nil, includeHidden: Bool = false, excludingChrome: Bool = false,
                                   within scope: Widget? = nil) -> [T] {
        var query = Self.query(type, label: label, accessibleName: accessibleName, cssClass: cssClass, includeHidden: includeHidden)
        query.excludesChrome = excludingChrome
        return findAll(query, within: scope).compactMap { $0.as(type) }
    }

    /// The one widget matching the conditions, as `type`, in the subtree of `within` when
    /// it is given (see `findAll(_:label:accessibleName:cssClass:includeHidden:excludingChrome:within:)`).
    /// Throws when none or several match; the message shows the query and the widget tree.
    public func find<T: Widget>(_ type: T.Type = Widget.self, label: String? = nil, accessibleName: String? = nil,
                                cssClass: String? = nil, includeHidden: Bool = false, excludingChrome: Bool = false,
                                within scope: Widget? = nil) throws(UITestingError) -> T {
        var query = Self.query(type, label: label, accessibleName: accessibleName, cssClass: cssClass, includeHidden: includeHidden)
        query.excludesChrome = excludingChrome
        let found = findAll(query, within: scope)
        guard found.count == 1 else {
            let place = scope.map { " within the \($0.typeName)" } ?? ""
            let hint = scope == nil && found.count > 1
                ? "Narrow the query (type, CSS class), leave out the containers' chrome with excludingChrome: true, scope it to a page with within: (a controller's viewWidget), or use findAll."
                : "Narrow the query (type, CSS class) or use findAll."
            throw UITestingError(.lookup, "UITestHost.find: \(found.count) widgets match \(query)\(place) (one expected). "
                + "\(hint) The window shows:\n\((scope.map { [$0] } ?? windows).map { $0.dumpTree() }.joined(separator: "\n"))")
        }
        guard let typed = found[0].as(type) else {
            throw UITestingError(.lookup, "UITestHost.find: the \(found[0].typeName) matching \(query) is not a \(T.self).")
        }
        return typed
    }

    /// Every widget matching `query`, outermost first when a match contains another: in
    /// the window and its open dialogs, or in the subtree of `within` when it is given.
    public func findAll(_ query: WidgetQuery, within scope: Widget? = nil) -> [Widget] {
        var result: [Widget] = []
        for root in scope.map({ [$0] }) ?? windows { collect(root, query, insideMatch: false, into: &result) }
        return result
    }

    private func collect(_ widget: Widget, _ query: WidgetQuery, insideMatch: Bool, into result: inout [Widget]) {
        if !query.includeHidden, !widget.isDrawable { return }
        if query.excludesChrome, widget.hasCSSClass(ContainerChrome.cssClass) { return }
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
