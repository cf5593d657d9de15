import Gtk

/// The escape hatch: any GTK widget in an element tree. `make` builds it once; `update`
/// runs after it is made and on every later update, with the same widget. Widgets of the
/// same class at the same place are updated; another class replaces the widget. An
/// `accessibilityLabel` is set again after each `update` (which may change the text GTK
/// derives a label from); removing it makes a new widget, as GTK's derived label cannot
/// be restored in place.
///
/// ```swift
/// CustomWidget(make: { Calendar() }, update: { calendar in calendar.showsWeekNumbers = true })
/// ```
public struct CustomWidget: Element, ElementContent {
    private let widgetType: Widget.Type
    private let make: @MainActor () -> Widget
    private let updateWidget: @MainActor (Widget) -> Void

    /// A widget of class `W` made by `make` and brought up to date by `update`.
    public init<W: Widget>(_ type: W.Type = W.self, make: @escaping @MainActor () -> W,
                           update: @escaping @MainActor (W) -> Void = { _ in }) {
        widgetType = type
        self.make = make
        updateWidget = { update(unsafeDowncast($0, to: W.self)) }
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kind: ElementKind { ElementKind(CustomWidget.self, variant: widgetType) }
    var kindName: String { "CustomWidget<\(widgetType)>" }
    var hasUnknownAccessibleLabel: Bool { true }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let widget = make()
        precondition(type(of: widget) == widgetType,
                     "CustomWidget: make() returned a \(type(of: widget)), not a \(widgetType). Return an instance of the class the element names.")
        updateWidget(widget)
        return (widget, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        updateWidget(node.widget)
    }
}
