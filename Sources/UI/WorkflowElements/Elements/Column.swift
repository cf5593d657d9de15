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
}

/// Children of a `GtkBox`, in order.
struct BoxContainer: ChildContainer {
    func remove(_ child: ElementNode, from parent: Widget) {
        unsafeDowncast(parent, to: Box.self).remove(child.widget)
    }

    func add(_ child: ElementNode, after previous: Widget?, to parent: Widget) {
        unsafeDowncast(parent, to: Box.self).insert(child.widget, after: previous)
    }
}
