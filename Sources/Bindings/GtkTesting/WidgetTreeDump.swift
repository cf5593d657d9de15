internal import CGtk
@_spi(GeneratedBindings) import Gtk

extension Widget {
    /// A text dump of this widget and its descendants, one line each, indented by depth:
    /// GType, CSS classes, label/button/entry text, and state that matters (hidden,
    /// insensitive, selected, a stack's visible page, a paned's position; `rtl` on the first
    /// line when the widget lays out right to left). Of a stack only
    /// the visible page is descended into, and children their parent does not show now
    /// (child-visible false) are left out, so the dump shows what is on screen. Font- and
    /// theme-independent, for snapshot tests and for comparing an updated tree with a
    /// freshly built one.
    public func dumpTree(includePanedPosition: Bool = true) -> String {
        var lines: [String] = []
        Self.dump(widget, depth: 0, includePanedPosition: includePanedPosition, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func dump(_ widget: UnsafeMutablePointer<GtkWidget>, depth: Int,
                             includePanedPosition: Bool, into lines: inout [String]) {
        let instance = untyped(widget)
        var line = String(repeating: "  ", count: depth) + String(cString: cgtk_type_name(instance))
        let classes = Widget.cssClasses(ofWidgetAt: untyped(widget)).filter { !$0.hasPrefix("gtk-") }
        if !classes.isEmpty { line += " ." + classes.joined(separator: ".") }
        if cgtk_is_a(instance, gtk_label_get_type()) != 0 {
            line += " \"\(String(cString: gtk_label_get_text(opaque(widget))))\""
        } else if cgtk_is_a(instance, gtk_button_get_type()) != 0, let label = gtk_button_get_label(cast(widget)) {
            line += " \"\(String(cString: label))\""
        } else if cgtk_is_a(instance, gtk_editable_get_type()) != 0, cgtk_is_a(instance, gtk_entry_get_type()) != 0 {
            line += " text=\"\(String(cString: gtk_editable_get_text(opaque(widget))))\""
        }
        if cgtk_is_a(instance, gtk_stack_get_type()) != 0, let name = gtk_stack_get_visible_child_name(opaque(widget)) {
            line += " visible=\(String(cString: name))"
        }
        if includePanedPosition, cgtk_is_a(instance, gtk_paned_get_type()) != 0 {
            line += " position=\(gtk_paned_get_position(opaque(widget)))"
        }
        if gtk_widget_get_visible(widget) == 0 { line += " hidden" }
        if gtk_widget_get_sensitive(widget) == 0 { line += " insensitive" }
        if gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 { line += " selected" }
        if depth == 0, gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL { line += " rtl" }
        lines.append(line)
        if cgtk_is_a(instance, gtk_stack_get_type()) != 0 {
            if let visible = gtk_stack_get_visible_child(opaque(widget)) {
                dump(visible, depth: depth + 1, includePanedPosition: includePanedPosition, into: &lines)
            }
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            // A child its parent does not show now (an AdwViewStack's other pages, a folded
            // AdwLeaflet's other side) is left out, as a GtkStack's are.
            if gtk_widget_get_child_visible(current) != 0 {
                dump(current, depth: depth + 1, includePanedPosition: includePanedPosition, into: &lines)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
