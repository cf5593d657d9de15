import Gtk

/// Elements stacked top to bottom (a vertical `GtkBox`).
///
/// ```swift
/// Column(spacing: 6) {
///     Label("Title").heading(level: 1)
///     Label("Body", wraps: true)
/// }
/// ```
public struct Column: Element, BoxStack {
    /// Pixels between neighbouring children.
    public var spacing: Int
    /// The children, top first.
    public var children: [AnyElement]

    /// A column of the builder's elements, `spacing` pixels apart.
    public init(spacing: Int = 0, @ElementBuilder _ content: () -> [AnyElement]) {
        self.init(spacing: spacing, children: content())
    }

    /// A column of `children`, `spacing` pixels apart.
    public init(spacing: Int = 0, children: [AnyElement]) {
        self.spacing = spacing
        self.children = children
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Column" }
    static var orientation: Orientation { .vertical }
}

/// Elements side by side, leading first (a horizontal `GtkBox`).
public struct Row: Element, BoxStack {
    /// Pixels between neighbouring children.
    public var spacing: Int
    /// The children, leading first.
    public var children: [AnyElement]

    /// A row of the builder's elements, `spacing` pixels apart.
    public init(spacing: Int = 0, @ElementBuilder _ content: () -> [AnyElement]) {
        self.init(spacing: spacing, children: content())
    }

    /// A row of `children`, `spacing` pixels apart.
    public init(spacing: Int = 0, children: [AnyElement]) {
        self.spacing = spacing
        self.children = children
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Row" }
    static var orientation: Orientation { .horizontal }
}

/// What `Column` and `Row` share: a `GtkBox` of the children laid out along `orientation`,
/// `spacing` pixels apart.
protocol BoxStack: Element, ElementContent {
    /// The box's orientation, which is also the axis its children are laid out along.
    static var orientation: Orientation { get }
    /// Pixels between neighbouring children.
    var spacing: Int { get }
}

extension BoxStack {
    var childAxis: ElementAxis { Self.orientation == .vertical ? .vertical : .horizontal }
    var container: ChildContainer? { BoxContainer() }

    @MainActor
    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        (Box(Self.orientation, spacing: spacing), nil)
    }

    @MainActor
    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        if spacing != old.spacing { node.widget.setProperty("spacing", spacing) }
    }

    /// The same spacing: the box needs nothing set (its children are diffed).
    func showsSameApartFromCallbacksAndChildren(as other: any ElementContent) -> Bool {
        spacing == sameKind(other).spacing
    }
}

/// Children of a `GtkBox`, in order.
struct BoxContainer: ChildContainer {
    /// Removes what left (last first), adds what is new after its predecessor, and moves only
    /// the kept children outside a longest run that kept its order: swapping two of 1,000
    /// rows moves two widgets (`gtk_widget_insert_after`), not every row between them.
    func place(_ children: [ElementNode], removed: [ElementNode], oldIndices: [Int], in parent: Widget) {
        guard let box = parent.as(Box.self) else {
            preconditionFailure("BoxContainer: places children in a GtkBox, not a \(parent.typeName); make the element's widget a Box.")
        }
        for node in removed.reversed() where node.widget.parent === parent { box.remove(node.widget) }
        let stationary = KeptOrder.stationary(oldIndices)
        var previous: Widget?
        for index in children.indices {
            let widget = children[index].widget
            if oldIndices[index] < 0 {
                box.insert(widget, after: previous)
            } else if !stationary[index] {
                if widget.parent === parent { widget.moveAfter(previous, in: parent) } else { box.insert(widget, after: previous) }
            }
            previous = widget
        }
    }

    func remove(_ child: ElementNode, from parent: Widget) {
        (parent as! Box).remove(child.widget)
    }

    func add(_ child: ElementNode, after previous: Widget?, to parent: Widget) {
        (parent as! Box).insert(child.widget, after: previous)
    }
}
