import Gtk

/// Elements drawn on top of each other (a `GtkOverlay`): the first is the main child,
/// which sizes the overlay; each later one is drawn over it, placed by its alignment.
///
/// ```swift
/// Overlay {
///     Image(iconName: "folder-symbolic", pixelSize: 64)
///     Spinner().alignment(horizontal: .end, vertical: .start)
/// }
/// ```
public struct Overlay: Element, ElementContent {
    /// The main child first, then the overlays, bottom to top.
    public var children: [AnyElement]

    /// The builder's first element, with the others drawn over it.
    public init(@ElementBuilder _ content: () -> [AnyElement]) {
        children = content()
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Overlay" }
    var container: ChildContainer? { OverlayContainer() }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        (Gtk.Overlay(), nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {}
}

/// Children of a `GtkOverlay`: the first is its child, the rest overlays, in order.
struct OverlayContainer: ChildContainer {
    func place(_ children: [ElementNode], removed: [ElementNode], in parent: Widget) {
        let overlay = parent as! Gtk.Overlay
        for node in removed where node.widget.parent === parent { remove(node, from: parent) }
        var previous: Widget?
        for (index, node) in children.enumerated() {
            let widget = node.widget
            if index == 0 {
                if overlay.child !== widget {
                    if widget.parent === parent { overlay.removeOverlay(widget: widget) }
                    overlay.child = widget
                }
            } else if widget.parent !== parent {
                overlay.addOverlay(widget: widget)
            } else if overlay.child === widget {
                overlay.child = nil
                overlay.addOverlay(widget: widget)
            }
            if widget.previousSibling !== previous { widget.moveAfter(previous, in: parent) }
            previous = widget
        }
    }

    func remove(_ child: ElementNode, from parent: Widget) {
        let overlay = parent as! Gtk.Overlay
        if overlay.child === child.widget { overlay.child = nil } else { overlay.removeOverlay(widget: child.widget) }
    }

    func add(_ child: ElementNode, after previous: Widget?, to parent: Widget) {
        preconditionFailure("OverlayContainer places its children itself")
    }
}
