import Adw
import Gtk

/// Content kept to a readable width (an `AdwClamp`): up to `maximumWidth` pixels wide,
/// centred in a wider space, and as wide as the space when that is narrower. GNOME's boxed
/// lists and detail pages sit in a clamp of about 600 pixels. Several elements are stacked
/// in a column.
///
/// ```swift
/// Clamp(maximumWidth: 600) {
///     Label(title).heading(level: 2)
///     for line in lines { Label(line) }
/// }
/// ```
public struct Clamp: Element, ElementContent {
    /// The widest the content gets, in pixels.
    public var maximumWidth: Int
    /// The clamped element (one: several are put in a column).
    public var children: [AnyElement]

    /// The builder's element (several are stacked in a column), at most `maximumWidth` wide.
    public init(maximumWidth: Int = 600, @ElementBuilder _ content: () -> [AnyElement]) {
        self.maximumWidth = maximumWidth
        let elements = content()
        children = elements.count == 1 ? elements : [Column(children: elements).anyElement]
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Clamp" }
    var childAxis: ElementAxis { .vertical }
    var container: ChildContainer? { ClampContainer() }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let clamp = Adw.Clamp()
        clamp.maximumSize = maximumWidth
        // Narrower than the maximum, the content takes the whole width at once.
        clamp.tighteningThreshold = maximumWidth
        return (clamp, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        guard maximumWidth != sameKind(old).maximumWidth else { return }
        let clamp = node.widget as! Adw.Clamp
        clamp.maximumSize = maximumWidth
        clamp.tighteningThreshold = maximumWidth
    }
}

extension Element {
    /// This element kept to at most `maximumWidth` pixels wide, centred (a ``Clamp``).
    public func clamped(maximumWidth: Int = 600) -> AnyElement {
        Clamp(maximumWidth: maximumWidth) { anyElement }.anyElement
    }
}

/// The one child of an `AdwClamp`.
struct ClampContainer: ChildContainer {
    func place(_ children: [ElementNode], removed: [ElementNode], in parent: Widget) {
        let clamp = parent as! Adw.Clamp
        guard let first = children.first else {
            clamp.child = nil
            return
        }
        if clamp.child !== first.widget { clamp.child = first.widget }
    }

    func remove(_ child: ElementNode, from parent: Widget) {
        (parent as! Adw.Clamp).child = nil
    }

    func add(_ child: ElementNode, after previous: Widget?, to parent: Widget) {
        (parent as! Adw.Clamp).child = child.widget
    }
}
