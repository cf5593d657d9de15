import Gtk

/// The escape hatch: any GTK widget in an element tree. `make` builds it once; `update`
/// runs after it is made and on every later update, with the same widget. Elements of the
/// same widget class at the same place update one widget; another class replaces it. An
/// `accessibilityLabel` is set again after each `update` (which may change the text GTK
/// derives a label from); removing it makes a new widget, as GTK's derived label cannot
/// be restored in place.
///
/// The class is what `make` returns, also when `make` has several statements:
///
/// ```swift
/// CustomWidget(make: { Calendar() }, update: { calendar in calendar.showWeekNumbers = true })
/// CustomWidget(make: {
///     let calendar = Calendar()
///     calendar.addCSSClass("card")
///     return calendar
/// }, update: { calendar in calendar.showWeekNumbers = true })
/// ```
public struct CustomWidget: Element, ElementContent {
    private let widgetType: Widget.Type
    private let make: @MainActor () -> Widget
    private let updateWidget: @MainActor (Widget) -> Void

    /// A widget of class `W` made by `make` and brought up to date by `update`. `W` is
    /// inferred from `make`'s `return`s (or named: `CustomWidget(Calendar.self, make: …)`).
    public init<W: ElementWidget>(_ type: W.Type = W.self, make: @escaping @MainActor () -> W,
                                  update: @escaping @MainActor (W) -> Void = { _ in }) {
        widgetType = type
        self.make = make
        // Safe: the node's widget was made by an element of the same kind, whose `make`
        // returned a `W`.
        updateWidget = { update($0 as! W) }
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kind: ElementKind { ElementKind(CustomWidget.self, variant: widgetType) }
    var kindName: String { "CustomWidget<\(widgetType)>" }
    var hasUnknownAccessibleLabel: Bool { true }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let widget = make()
        updateWidget(widget)
        return (widget, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        updateWidget(node.widget)
    }
}

/// A widget class a `CustomWidget` can show: every GTK widget (`Gtk.Widget` and its
/// subclasses) is one. `CustomWidget` asks for this protocol rather than for `Widget` itself
/// because Swift settles a generic parameter bound by a superclass on that superclass before
/// it reads a closure of several statements: `make: { let c = Calendar(); …; return c }`
/// would declare a `Widget`, and `update` would receive a `Widget`. Bound by this protocol,
/// the parameter is the class `make` returns.
public protocol ElementWidget: Widget {}

extension Widget: ElementWidget {}
