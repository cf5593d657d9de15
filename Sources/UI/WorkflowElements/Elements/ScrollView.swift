import Gtk

/// Content that scrolls when it does not fit (a `GtkScrolledWindow`). Several elements
/// are stacked in a column.
///
/// ```swift
/// ScrollView {
///     for line in lines { Label(line) }
/// }
/// ```
public struct ScrollView: Element, ElementContent {
    /// Whether the content also scrolls sideways (otherwise it gets the view's width).
    public var scrollsHorizontally: Bool
    /// The scrolled element (one: several are put in a column).
    public var children: [AnyElement]

    /// A scrolled view of the builder's element (several are stacked in a column).
    public init(scrollsHorizontally: Bool = false, @ElementBuilder _ content: () -> [AnyElement]) {
        self.scrollsHorizontally = scrollsHorizontally
        let elements = content()
        children = elements.count == 1 ? elements : [Column(children: elements).anyElement]
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "ScrollView" }
    var childAxis: ElementAxis { .vertical }
    var container: ChildContainer? { ScrollContainer() }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let scrolled = ScrolledWindow()
        scrolled.scrollsHorizontally = scrollsHorizontally
        return (scrolled, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        if scrollsHorizontally != old.scrollsHorizontally {
            (node.widget as! ScrolledWindow).scrollsHorizontally = scrollsHorizontally
        }
    }

    /// The same scrolling: the scrolled window needs nothing set (its child is diffed).
    func showsSameApartFromCallbacksAndChildren(as other: any ElementContent) -> Bool {
        scrollsHorizontally == sameKind(other).scrollsHorizontally
    }
}

/// The one child of a `GtkScrolledWindow` (GTK puts a viewport around it).
struct ScrollContainer: ChildContainer {
    func place(_ children: [ElementNode], removed: [ElementNode], in parent: Widget) {
        let scrolled = parent as! ScrolledWindow
        guard let first = children.first else {
            scrolled.child = nil
            return
        }
        if !scrolled.contains(first.widget) { scrolled.child = first.widget }
    }

    func remove(_ child: ElementNode, from parent: Widget) {
        (parent as! ScrolledWindow).child = nil
    }

    func add(_ child: ElementNode, after previous: Widget?, to parent: Widget) {
        (parent as! ScrolledWindow).child = child.widget
    }
}
