internal import CGtk

extension Widget {
    /// The buttons in this widget's tree (itself included) that show only an icon or image
    /// and have no accessible name: a screen reader can only say "button" for them. Give
    /// each a name with `setAccessibleLabel(_:)` (a tooltip alone is not a name).
    ///
    /// Empty when accessibility is off (`GTK_A11Y=none`): names cannot be read back then.
    public var unnamedIconControls: [Widget] {
        if let mode = g_getenv("GTK_A11Y"), String(cString: mode) == "none" { return [] }
        var found: [Widget] = []
        collectUnnamedIconControls(into: &found)
        return found
    }

    private func collectUnnamedIconControls(into found: inout [Widget]) {
        if gtk_widget_get_visible(widget) == 0 { return }
        if cgtk_is_a(raw(widget), gtk_button_get_type()) != 0 {
            let label = gtk_button_get_label(cast(widget)).map { String(cString: $0) } ?? ""
            let name = accessibleLabel ?? ""
            if label.isEmpty, name.isEmpty, hasImageDescendant, !hasTextDescendant { found.append(self) }
            return
        }
        for child in children { child.collectUnnamedIconControls(into: &found) }
    }

    private var hasImageDescendant: Bool {
        children.contains { $0.isA(typeNamed: "GtkImage") || $0.isA(typeNamed: "GtkPicture") || $0.hasImageDescendant }
    }

    private var hasTextDescendant: Bool {
        children.contains { child in
            if child.isA(typeNamed: "GtkLabel"), !(child.displayedText ?? "").isEmpty { return true }
            return child.hasTextDescendant
        }
    }
}
