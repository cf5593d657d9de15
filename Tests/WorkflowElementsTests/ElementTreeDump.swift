import Gtk

/// A text dump of a widget tree with everything the element controller sets: type, CSS
/// classes (sorted: GTK gives them no meaning in order), texts, states, margins,
/// alignment, expansion, sensitivity, visibility, tooltip, accessible label, role and
/// level, box spacing and grid cells. Leaves are dumped without GTK's internal children. An updated tree must dump exactly as a fresh build.
@MainActor
enum ElementTreeDump {
    static func dump(_ widget: Widget) -> String {
        var lines: [String] = []
        dump(widget, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func dump(_ widget: Widget, depth: Int, into lines: inout [String]) {
        var parts = [String(repeating: "  ", count: depth) + widget.typeName]
        let classes = widget.cssClasses.filter { !$0.hasPrefix("gtk-") }.sorted()
        if !classes.isEmpty { parts.append("." + classes.joined(separator: ".")) }
        if let label = widget as? Gtk.Label {
            parts.append("\"\(label.text)\"")
            if label.wraps { parts.append("wraps") }
        }
        if let button = widget as? Gtk.Button { parts.append("\"\(button.label ?? "")\"") }
        if let entry = widget as? Entry { parts.append("text=\"\(entry.text)\" placeholder=\(entry.placeholder ?? "")") }
        if let toggle = widget as? Switch { parts.append("on=\(toggle.isActive)") }
        if let check = widget as? CheckButton { parts.append("\"\(check.label ?? "")\" checked=\(check.isActive)") }
        if let spinner = widget as? Gtk.Spinner { parts.append("spinning=\(spinner.isSpinning)") }
        if let bar = widget as? Gtk.ProgressBar { parts.append("fraction=\(bar.fraction) text=\(bar.text ?? "-") showText=\(bar.showText)") }
        if let image = widget as? Gtk.Image { parts.append("icon=\(image.iconName ?? "-") px=\(image.pixelSize)") }
        if let separator = widget as? Gtk.Separator { parts.append("orientation=\(separator.orientation)") }
        if widget is Gtk.Box {
            parts.append("spacing=\(widget.intProperty("spacing")) orientation=\(widget.intProperty("orientation"))")
        }
        if let grid = widget as? Gtk.Grid { parts.append("rowSpacing=\(grid.rowSpacing) columnSpacing=\(grid.columnSpacing)") }
        if let grid = widget.parent as? Gtk.Grid {
            let cell = grid.queryChild(child: widget)
            parts.append("cell=\(cell.column),\(cell.row),\(cell.width)x\(cell.height)")
        }
        if let scrolled = widget as? ScrolledWindow { parts.append("horizontal=\(scrolled.scrollsHorizontally)") }
        let margins = widget.margins
        if margins != Margins() { parts.append("margins=\(margins.top),\(margins.start),\(margins.bottom),\(margins.end)") }
        if widget.horizontalAlignment != .fill || widget.verticalAlignment != .fill {
            parts.append("align=\(widget.horizontalAlignment),\(widget.verticalAlignment)")
        }
        if widget.boolProperty("hexpand-set") { parts.append("hexpand=\(widget.expandsHorizontally)") }
        if widget.boolProperty("vexpand-set") { parts.append("vexpand=\(widget.expandsVertically)") }
        let size = (widget.intProperty("width-request"), widget.intProperty("height-request"))
        if size != (-1, -1) { parts.append("size=\(size.0)x\(size.1)") }
        if !widget.isSensitive { parts.append("insensitive") }
        if !widget.isVisible { parts.append("hidden") }
        if let tooltip = widget.tooltip { parts.append("tooltip=\(tooltip)") }
        // GTK keeps an empty accessible label after a label's text was emptied, and none on a
        // label made empty: the same to assistive technologies.
        if let label = widget.accessibleLabel, !label.isEmpty { parts.append("a11y=\(label)") }
        parts.append("role=\(widget.currentAccessibleRole)")
        lines.append(parts.joined(separator: " "))
        // Descend into containers only: a leaf's own children are GTK's internals (a
        // button's label, an entry's text and placeholder widgets).
        guard widget is Gtk.Box || widget is Gtk.Grid || widget is Gtk.Overlay || widget is ScrolledWindow
            || widget is Viewport || widget is LayoutContainer else { return }
        for child in widget.children { dump(child, depth: depth + 1, into: &lines) }
    }
}
