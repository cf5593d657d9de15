import Gtk
import GtkTesting

/// What a lookup of `UITestHost` matches: a widget type, its text, its accessible name, a
/// CSS class. Every given condition must hold. Only widgets on screen are matched unless
/// `includeHidden` is set.
public struct WidgetQuery: Sendable, CustomStringConvertible {
    /// The GType the widget must be (or derive from), e.g. `GtkButton`; nil for any.
    public var typeName: String?
    /// The text the widget shows as its own (a label's text, a button's label).
    public var label: String?
    /// The name assistive technologies announce (`Widget.accessibleName`).
    public var accessibleName: String?
    /// A CSS class the widget has.
    public var cssClass: String?
    /// Whether hidden widgets (not drawn: an invisible widget, a stack's other pages) match.
    public var includeHidden: Bool
    /// Whether container chrome (`ContainerChrome`: a back stack's bar, a tab switcher, the
    /// window's header bar, a sheet's title) and everything in it is left out of the search.
    public var excludesChrome: Bool
    /// The Swift wrapper class the widget must be (set by the typed lookups of `UITestHost`).
    var wrapperType: (name: String, matches: @Sendable @MainActor (Widget) -> Bool)?

    /// Creates a query.
    public init(typeName: String? = nil, label: String? = nil, accessibleName: String? = nil,
                cssClass: String? = nil, includeHidden: Bool = false, excludesChrome: Bool = false) {
        self.excludesChrome = excludesChrome
        self.typeName = typeName
        self.label = label
        self.accessibleName = accessibleName
        self.cssClass = cssClass
        self.includeHidden = includeHidden
    }

    /// Whether `widget` matches.
    @MainActor
    public func matches(_ widget: Widget) -> Bool {
        if !includeHidden, !widget.isDrawable { return false }
        if let typeName, !widget.isA(typeNamed: typeName) { return false }
        if let wrapperType, !wrapperType.matches(widget) { return false }
        if let label, widget.displayedText != label { return false }
        if let cssClass, !widget.hasCSSClass(cssClass) { return false }
        if let accessibleName, widget.accessibleName != accessibleName { return false }
        return true
    }

    /// `type GtkButton, label "OK"`.
    public var description: String {
        var parts: [String] = []
        if let typeName { parts.append("type \(typeName)") }
        if let wrapperType { parts.append("type \(wrapperType.name)") }
        if let label { parts.append("label \"\(label)\"") }
        if let accessibleName { parts.append("accessible name \"\(accessibleName)\"") }
        if let cssClass { parts.append("CSS class .\(cssClass)") }
        if includeHidden { parts.append("hidden included") }
        if excludesChrome { parts.append("container chrome left out") }
        return parts.isEmpty ? "any widget" : parts.joined(separator: ", ")
    }
}
