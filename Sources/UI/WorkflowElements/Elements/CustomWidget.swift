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

    /// A widget of class `W` made by `make` and brought up to date by `update`. When `make`
    /// has more than one statement, Swift cannot infer `W` from it: name the class
    /// (`CustomWidget(Calendar.self, make: { … })`); a widget of another class than `W` stops
    /// the program with a message saying so.
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
        // fatalError, not precondition: a release build drops a precondition's message, and this
        // mistake (a multi-statement `make:` closure, whose type Swift infers as `Widget`)
        // compiles without a word.
        if type(of: widget) != widgetType {
            let made = String(describing: type(of: widget))
            if widgetType == Widget.self {
                fatalError("CustomWidget: make() returned a \(made), but the element was declared for Widget: Swift inferred `make:`'s type as Widget (a closure of more than one statement does not infer its return type). Name the class: CustomWidget(\(made).self, make: { … }, update: { … }), or write make: { () -> \(made) in … }.")
            }
            fatalError("CustomWidget: make() returned a \(made), not a \(widgetType). Return an instance of the class the element names: CustomWidget(\(widgetType).self, make: { … }).")
        }
        updateWidget(widget)
        return (widget, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        updateWidget(node.widget)
    }
}
