import Gtk

/// Text the user reads (a `GtkLabel`).
///
/// ```swift
/// Label("Inbox").cssClass("title-2")
/// ```
public struct Label: Element, ElementContent, Equatable {
    /// The text shown.
    public var text: String
    /// Whether long text wraps onto more lines.
    public var wraps: Bool

    /// Text shown on one line, or wrapped when `wraps`.
    public init(_ text: String, wraps: Bool = false) {
        self.text = text
        self.wraps = wraps
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Label" }
    var derivedAccessibleLabel: String? { text }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let label = Gtk.Label(text)
        if wraps { label.wraps = true }
        return (label, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let label = unsafeDowncast(node.widget, to: Gtk.Label.self)
        if text != old.text { label.text = text }
        if wraps != old.wraps { label.wraps = wraps }
    }
}
