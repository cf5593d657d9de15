import Gtk

/// The widget-level values modifiers set. Every field's default is GTK's default for a
/// new widget, so an element without modifiers sets nothing.
struct ModifierValues: Equatable {
    var margins = Margins()
    var horizontalAlignment: Align = .fill
    var verticalAlignment: Align = .fill
    var expandsHorizontally: Bool?
    var expandsVertically: Bool?
    var cssClasses = CSSClasses()
    var accessibleLabel: String?
    var role: AccessibleRole?
    var headingLevel: Int?
    var isSensitive = true
    var isVisible = true
    var tooltip: String?
    var gridCell: GridCell?

    /// Sets on `widget` the values of `new` that differ from `old` (nil: defaults). The
    /// accessible label is not set here: see `ElementNode.applyAccessibleLabel`.
    @MainActor
    static func apply(_ new: ModifierBox?, over old: ModifierBox?, to widget: Widget, defaultExpand: ExpandDefaults) {
        if new == nil, old == nil { return }
        let empty = ModifierValues()
        let new = new?.values ?? empty
        let old = old?.values ?? empty
        if new.margins != old.margins { widget.margins = new.margins }
        if new.horizontalAlignment != old.horizontalAlignment { widget.horizontalAlignment = new.horizontalAlignment }
        if new.verticalAlignment != old.verticalAlignment { widget.verticalAlignment = new.verticalAlignment }
        if new.expandsHorizontally != old.expandsHorizontally {
            if let value = new.expandsHorizontally ?? defaultExpand.horizontal {
                widget.expandsHorizontally = value
            } else {
                widget.setProperty("hexpand-set", false)
            }
        }
        if new.expandsVertically != old.expandsVertically {
            if let value = new.expandsVertically ?? defaultExpand.vertical {
                widget.expandsVertically = value
            } else {
                widget.setProperty("vexpand-set", false)
            }
        }
        if new.cssClasses != old.cssClasses {
            for name in old.cssClasses where !new.cssClasses.contains(name) { widget.removeCSSClass(name) }
            for name in new.cssClasses where !old.cssClasses.contains(name) { widget.addCSSClass(name) }
        }
        if new.headingLevel != old.headingLevel { widget.setAccessibleLevel(new.headingLevel) }
        if new.isSensitive != old.isSensitive { widget.isSensitive = new.isSensitive }
        if new.isVisible != old.isVisible { widget.isVisible = new.isVisible }
        if new.tooltip != old.tooltip { widget.tooltip = new.tooltip }
    }
}

/// The modifier values of one element, shared by its copies (an element without
/// modifiers stores nil, so plain elements stay small and compare quickly).
final class ModifierBox {
    /// Changed only through the one reference to a new box (`Element.modified`): an
    /// applied element's box is never changed.
    var values: ModifierValues
    init(_ values: ModifierValues) { self.values = values }
}

/// Where a child sits in a `Grid`: its column and row, and how many of each it spans.
public struct GridCell: Equatable, Sendable {
    /// The column of the child's leading edge (0 is the first).
    public var column: Int
    /// The row of the child's top edge (0 is the first).
    public var row: Int
    /// How many columns the child spans.
    public var width: Int
    /// How many rows the child spans.
    public var height: Int

    /// A cell at `column`, `row`, spanning `width` × `height`.
    public init(column: Int, row: Int, width: Int = 1, height: Int = 1) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }
}

/// An element's CSS classes, in the order they were added. The first is stored without an
/// array: most elements have one class at most, and the rows a `for` loop re-describes on
/// every update then allocate nothing for it.
struct CSSClasses: Equatable, Sequence {
    private var first: String?
    private var rest: [String] = []

    /// Whether `name` is one of the classes.
    func contains(_ name: String) -> Bool { first == name || rest.contains(name) }

    /// Adds `name` after the others.
    mutating func append(_ name: String) {
        if first == nil { first = name } else { rest.append(name) }
    }

    func makeIterator() -> Iterator { Iterator(first: first, rest: rest.makeIterator()) }

    /// The classes in order.
    struct Iterator: IteratorProtocol {
        var first: String?
        var rest: IndexingIterator<[String]>

        mutating func next() -> String? {
            if let name = first {
                first = nil
                return name
            }
            return rest.next()
        }
    }
}
