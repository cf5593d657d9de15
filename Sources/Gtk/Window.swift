internal import CGtk

/// A toplevel `GtkWindow`. GTK keeps a window alive until `destroy()`; the Swift wrapper
/// only holds an extra reference.
@MainActor
open class Window: Widget {
    /// Creates a window (not yet shown; call `present()`).
    public init() { super.init(floating: Display.checked { gtk_window_new() }) }
    override init(floating pointer: UnsafeMutablePointer<GtkWidget>) { super.init(floating: pointer) }

    /// Adopts the `GtkWindow` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkWindow*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_window_get_type()) != 0, "Gtk.Window(unsafeAdopting:): the pointer is not a GtkWindow.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    var gtkWindow: UnsafeMutablePointer<GtkWindow> { cast(widget) }

    /// The title bar text.
    public var title: String {
        get { gtk_window_get_title(gtkWindow).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(gtkWindow, newValue) }
    }

    /// The content widget.
    public var child: Widget? {
        get { gtk_window_get_child(gtkWindow).flatMap { Object.wrapper(of: $0) } }
        set { gtk_window_set_child(gtkWindow, newValue?.widget) }
    }

    /// Replaces the title bar with `widget` (usually a `HeaderBar`).
    public func setTitlebar(_ widget: Widget?) { gtk_window_set_titlebar(gtkWindow, widget?.widget) }

    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(gtkWindow, Int32(width), Int32(height))
    }

    /// Makes the window modal for `parent` and keeps it above it.
    public func setTransient(for parent: Window?, modal: Bool) {
        gtk_window_set_transient_for(gtkWindow, parent?.gtkWindow)
        gtk_window_set_modal(gtkWindow, modal ? 1 : 0)
    }

    /// Whether the window has the keyboard focus of the desktop (`is-active`).
    public var isActive: Bool { gtk_window_is_active(gtkWindow) != 0 }

    /// Whether the window is modal.
    public var isModal: Bool { gtk_window_get_modal(gtkWindow) != 0 }

    /// Whether the window is destroyed with its transient parent.
    public var destroysWithParent: Bool {
        get { gtk_window_get_destroy_with_parent(gtkWindow) != 0 }
        set { gtk_window_set_destroy_with_parent(gtkWindow, newValue ? 1 : 0) }
    }

    /// The widget activated by Enter (e.g. the default button of a dialog).
    public func setDefaultWidget(_ widget: Widget?) { gtk_window_set_default_widget(gtkWindow, widget?.widget) }

    /// Shows the window and brings it to the front.
    public func present() { gtk_window_present(gtkWindow) }

    /// Asks the window to close, as the window manager's close button does
    /// (emits `close-request`).
    public func close() { gtk_window_close(gtkWindow) }

    /// Destroys the window now, without `close-request`.
    public func destroy() { gtk_window_destroy(gtkWindow) }

    /// Called when the user (or `close()`) asks to close. Return `true` to keep the window
    /// open, `false` to let it close.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        Signals.connectBool(self, "close-request", handler)
    }

    /// Calls `handler` when the underlying widget is destroyed.
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "destroy", handler)
    }

    /// Visible windows that are modal and transient for this one (open dialogs), oldest first.
    public var visibleModals: [Window] {
        let list = gtk_window_get_toplevels()
        var result: [Window] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(item) }
            let other: UnsafeMutablePointer<GtkWidget> = cast(item)
            let otherWindow: UnsafeMutablePointer<GtkWindow> = cast(other)
            if gtk_window_get_transient_for(otherWindow) == gtkWindow, gtk_widget_get_visible(other) != 0,
               gtk_window_get_modal(otherWindow) != 0 {
                if let window: Window = Object.wrapper(of: other) { result.append(window) }
            }
        }
        return result
    }

    /// Number of toplevel windows GTK keeps alive.
    public static var toplevelCount: Int {
        let list = gtk_window_get_toplevels()
        return Int(g_list_model_get_n_items(list))
    }
}

/// A `GtkApplicationWindow`: a window that belongs to an `Application`.
@MainActor
open class ApplicationWindow: Window {
    /// Creates a window for `application`.
    public init(application: Application) {
        super.init(floating: Display.checked { gtk_application_window_new(application.gtkApplication) })
    }

    /// Adopts the `GtkApplicationWindow` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkApplicationWindow*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_application_window_get_type()) != 0, "Gtk.ApplicationWindow(unsafeAdopting:): the pointer is not a GtkApplicationWindow.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }
}
