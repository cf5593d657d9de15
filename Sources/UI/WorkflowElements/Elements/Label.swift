import Gtk

/// Text the user reads (a `GtkLabel`).
///
/// ```swift
/// Label("Inbox").cssClass("title-2")
/// ```
public struct Label: Element, ElementContent, Equatable {
    /// The text shown.
    public var text: String
    /// Whether long text wraps onto more lines: between words, and inside a word longer
    /// than the line (a long name or address never makes the label, and so its window,
    /// wider than the space it is given).
    public var wraps: Bool
    /// How the lines of wrapped text line up with each other (`.left` is the start side,
    /// mirrored in right-to-left languages). Where the label sits is `alignment(…)`'s.
    public var justification: Justification

    /// Text shown on one line, or wrapped when `wraps`, its lines lined up by `justification`.
    public init(_ text: String, wraps: Bool = false, justification: Justification = .left) {
        self.text = text
        self.wraps = wraps
        self.justification = justification
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Label" }
    var derivedAccessibleLabel: String? { text }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let label = Gtk.Label(text)
        if wraps { label.wraps = true }
        label.wrapsInsideWords = true
        if justification != .left { label.justification = justification }
        return (label, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let label = node.widget as! Gtk.Label
        if text != old.text { label.text = text }
        if wraps != old.wraps { label.wraps = wraps }
        if justification != old.justification { label.justification = justification }
    }
}
