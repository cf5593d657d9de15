import Gtk

/// A busy indicator (a `GtkSpinner`), turning while `isSpinning`.
public struct Spinner: Element, ElementContent, Equatable {
    /// Whether the spinner turns.
    public var isSpinning: Bool

    /// A spinner, turning by default.
    public init(isSpinning: Bool = true) {
        self.isSpinning = isSpinning
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Spinner" }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let spinner = Gtk.Spinner()
        spinner.isSpinning = isSpinning
        return (spinner, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        if isSpinning != old.isSpinning { (node.widget as! Gtk.Spinner).isSpinning = isSpinning }
    }
}
