import Gtk

/// How far a task has come (a `GtkProgressBar`), with an optional text on the bar.
public struct ProgressBar: Element, ElementContent, Equatable {
    /// The completed fraction, 0 to 1.
    public var fraction: Double
    /// Text shown on the bar; nil shows none.
    public var text: String?

    /// A bar filled to `fraction` (0 to 1), showing `text` when given.
    public init(fraction: Double, text: String? = nil) {
        self.fraction = fraction
        self.text = text
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "ProgressBar" }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let bar = Gtk.ProgressBar()
        bar.fraction = fraction
        if let text {
            bar.text = text
            bar.showText = true
        }
        return (bar, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let bar = node.widget as! Gtk.ProgressBar
        if fraction != old.fraction { bar.fraction = fraction }
        if text != old.text {
            bar.text = text
            bar.showText = text != nil
        }
    }
}
