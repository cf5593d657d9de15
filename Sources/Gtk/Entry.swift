internal import CGtk

/// A single-line text `GtkEntry`.
@MainActor
open class Entry: Widget {
    /// Creates an empty entry.
    public init() { super.init(floating: Display.checked { gtk_entry_new() }) }

    /// Adopts the `GtkEntry` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkEntry*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_entry_get_type()) != 0, "Gtk.Entry(unsafeAdopting:): the pointer is not a GtkEntry.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var editable: OpaquePointer { opaque(widget) }

    /// The text. Setting the same text again does nothing (no `changed` signal).
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { if newValue != text { gtk_editable_set_text(editable, newValue) } }
    }

    /// Greyed text shown while the entry is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(cast(widget)).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(cast(widget), newValue) }
    }

    /// Calls `handler` after every change of the text.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "changed", handler)
    }

    /// Calls `handler` when the user presses Enter.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "activate", handler)
    }
}
