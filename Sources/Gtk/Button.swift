internal import CGtk

/// A `GtkButton`.
@MainActor
open class Button: Widget {
    /// Creates a button with a text label.
    public init(label: String = "") { super.init(floating: Display.checked { gtk_button_new_with_label(label) }) }
    /// Adopts the `GtkButton` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkButton*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_button_get_type()) != 0, "Gtk.Button(unsafeAdopting:): the pointer is not a GtkButton.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    /// Creates a button showing a themed icon.
    public init(iconName: String) { super.init(floating: Display.checked { gtk_button_new_from_icon_name(iconName) }) }

    private var button: UnsafeMutablePointer<GtkButton> { cast(widget) }

    /// The button's text label.
    public var label: String {
        get { gtk_button_get_label(button).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(button, newValue) }
    }

    /// The themed icon shown instead of a label.
    public var iconName: String? {
        get { gtk_button_get_icon_name(button).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(button, newValue) }
    }

    /// The action (`prefix.name`) the button activates when clicked, looked up through its
    /// ancestors; `nil` for none.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(opaque(widget)).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(opaque(widget), newValue) }
    }

    /// Clicks the button as a pointer release over it does: emits `clicked` now.
    /// (`activate()` is the keyboard path: GTK shows the pressed state and emits `clicked`
    /// from the main loop about a quarter second later.)
    public func click() { cgtk_signal_emit_void(raw(widget), "clicked") }

    /// Calls `handler` when the button is clicked.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "clicked", handler)
    }
}
