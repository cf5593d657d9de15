import Gtk

/// Elements stacked top to bottom (a vertical `GtkBox`).
///
/// ```swift
/// Column(spacing: 6) {
///     Label("Title").heading(level: 1)
///     Label("Body", wraps: true)
/// }
/// ```
public struct Column: Element, ElementContent {
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
    var childAxis: ElementAxis { .vertical }
    var container: ChildContainer? { BoxContainer() }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        (Box(.vertical, spacing: spacing), nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        if spacing != old.spacing { node.widget.setProperty("spacing", spacing) }
    }
}

/// Elements side by side, leading first (a horizontal `GtkBox`).
public struct Row: Element, ElementContent {
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
    var childAxis: ElementAxis { .horizontal }
    var container: ChildContainer? { BoxContainer() }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        (Box(.horizontal, spacing: spacing), nil)
    }

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
