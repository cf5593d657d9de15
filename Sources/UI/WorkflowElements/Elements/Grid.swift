import Gtk

/// Children placed in rows and columns (a `GtkGrid`). Give each child its cell with
/// `gridCell(column:row:width:height:)`; a child without one goes in column 0, in the row
/// of its position.
///
/// ```swift
/// Grid(rowSpacing: 6, columnSpacing: 12) {
///     Label("Name").gridCell(column: 0, row: 0)
///     Label(name).gridCell(column: 1, row: 0)
/// }
/// ```
public struct Grid: Element, ElementContent {
    /// Pixels between rows.
    public var rowSpacing: Int
    /// Pixels between columns.
    public var columnSpacing: Int
    /// The children.
    public var children: [AnyElement]

    /// A grid of the builder's elements.
    public init(rowSpacing: Int = 0, columnSpacing: Int = 0, @ElementBuilder _ content: () -> [AnyElement]) {
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        children = content()
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Grid" }
    var container: ChildContainer? { GridContainer() }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let grid = Gtk.Grid()
        if rowSpacing != 0 { grid.rowSpacing = rowSpacing }
        if columnSpacing != 0 { grid.columnSpacing = columnSpacing }
        return (grid, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let grid = node.widget as! Gtk.Grid
        if rowSpacing != old.rowSpacing { grid.rowSpacing = rowSpacing }
        if columnSpacing != old.columnSpacing { grid.columnSpacing = columnSpacing }
    }
}

/// Children of a `GtkGrid`: attached at their cells, in order; a child whose cell changed
/// is attached again.
struct GridContainer: ChildContainer {
    var placesOnEveryUpdate: Bool { true }

    func place(_ children: [ElementNode], removed: [ElementNode], in parent: Widget) {
        let grid = parent as! Gtk.Grid
        for node in removed where node.widget.parent === parent { grid.remove(node.widget) }
        var previous: Widget?
        for (index, node) in children.enumerated() {
            let widget = node.widget
            let cell = node.element.modifiers?.values.gridCell ?? GridCell(column: 0, row: index)
            if widget.parent !== parent {
                attach(widget, at: cell, to: grid)
            } else {
                let current = grid.queryChild(child: widget)
                if current.column != cell.column || current.row != cell.row || current.width != cell.width
                    || current.height != cell.height {
                    grid.remove(widget)
                    attach(widget, at: cell, to: grid)
                }
            }
            if widget.previousSibling !== previous { widget.moveAfter(previous, in: parent) }
            previous = widget
        }
    }

    private func attach(_ widget: Widget, at cell: GridCell, to grid: Gtk.Grid) {
        grid.attach(widget, column: cell.column, row: cell.row, width: max(1, cell.width), height: max(1, cell.height))
    }

    func remove(_ child: ElementNode, from parent: Widget) {
        (parent as! Gtk.Grid).remove(child.widget)
    }

    func add(_ child: ElementNode, after previous: Widget?, to parent: Widget) {
        preconditionFailure("GridContainer places its children itself")
    }
}
