internal import CGtk
@_spi(GeneratedBindings) import Gtk

/// What a user does to a widget, for UI tests: the same signals and state changes as a
/// pointer click, a toggle or typing, without a pointer or keyboard (GType-checked, so they
/// work on any widget wrapper, also on widgets GTK made itself, such as a stack switcher's
/// buttons).
extension Widget {
    /// Emits `clicked` on a button (also a toggle button, which then toggles), as a pointer
    /// release over it does. Returns false, doing nothing, for widgets that are not buttons.
    @discardableResult
    public func simulateClick() -> Bool {
        guard cgtk_is_a(untyped(widget), gtk_button_get_type()) != 0 else { return false }
        cgtk_signal_emit_void(untyped(widget), "clicked")
        return true
    }

    /// Activates the widget as the keyboard does: `gtk_widget_activate` (Space on a button,
    /// Enter on a switch), or for an entry its `activate` signal (Enter). Returns false,
    /// doing nothing, for widgets that cannot be activated.
    @discardableResult
    public func simulateActivation() -> Bool {
        if gtk_widget_activate(widget) != 0 { return true }
        guard cgtk_is_a(untyped(widget), gtk_entry_get_type()) != 0 else { return false }
        cgtk_signal_emit_void(untyped(widget), "activate")
        return true
    }

    /// Whether a toggle button, check button or switch is on; nil for other widgets.
    public var toggleState: Bool? {
        let instance = untyped(widget)
        if cgtk_is_a(instance, gtk_toggle_button_get_type()) != 0 {
            return gtk_toggle_button_get_active(cast(widget)) != 0
        }
        if cgtk_is_a(instance, gtk_check_button_get_type()) != 0 {
            return gtk_check_button_get_active(cast(widget)) != 0
        }
        if cgtk_is_a(instance, gtk_switch_get_type()) != 0 {
            return gtk_switch_get_active(opaque(widget)) != 0
        }
        return nil
    }

    /// Flips a toggle button (by a click), a check button or a switch, as a user's click
    /// does. Returns false, doing nothing, for other widgets.
    @discardableResult
    public func simulateToggle() -> Bool {
        let instance = untyped(widget)
        if cgtk_is_a(instance, gtk_toggle_button_get_type()) != 0 { return simulateClick() }
        if cgtk_is_a(instance, gtk_check_button_get_type()) != 0 {
            gtk_check_button_set_active(cast(widget), gtk_check_button_get_active(cast(widget)) == 0 ? 1 : 0)
            return true
        }
        if cgtk_is_a(instance, gtk_switch_get_type()) != 0 {
            gtk_switch_set_active(opaque(widget), gtk_switch_get_active(opaque(widget)) == 0 ? 1 : 0)
            return true
        }
        return false
    }

    /// The text of an editable widget (an entry, a search entry, a spin button), nil for
    /// other widgets.
    public var editableText: String? {
        guard cgtk_is_a(untyped(widget), gtk_editable_get_type()) != 0 else { return nil }
        return String(cString: gtk_editable_get_text(opaque(widget)))
    }

    /// Inserts `text` at the cursor of an editable widget and moves the cursor after it, as
    /// typing does (`insert-text` and `changed` are emitted). Returns false, doing nothing,
    /// for widgets that are not editable or not editable now.
    @discardableResult
    public func simulateTyping(_ text: String) -> Bool {
        let editable: OpaquePointer = opaque(widget)
        guard cgtk_is_a(untyped(widget), gtk_editable_get_type()) != 0, gtk_editable_get_editable(editable) != 0 else { return false }
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, text, -1, &position)
        gtk_editable_set_position(editable, position)
        return true
    }
}
