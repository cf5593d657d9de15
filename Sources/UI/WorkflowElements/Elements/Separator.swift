import Gtk

/// A thin line between elements (a `GtkSeparator`), across its container's axis: a
/// horizontal line in a `Column`, a vertical one in a `Row`.
public struct Separator: Element, ElementContent, Equatable {
    /// A separator line.
    public init() {}

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Separator" }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        (Gtk.Separator(orientation: axis == .horizontal ? .vertical : .horizontal), nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {}
}
