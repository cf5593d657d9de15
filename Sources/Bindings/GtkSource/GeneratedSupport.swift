internal import CGtkSource
@_spi(GeneratedBindings) import Gtk

// The hand-written surface the generated GtkSource wrappers (Sources/Bindings/GtkSource/Generated,
// made by gir-gen from gtksource-allowlist.txt) call into, as the Adw module's. The pointer
// helpers (cast, opaque, untyped, ClosureBox, C strings) are the Gtk target's `GeneratedBindings`
// SPI; what is left here needs this module's C types (GObject from CGtkSource's GLib, GType) or
// its registration.

extension Object {
    /// The underlying `GObject`, typed (generated code reads it as Gtk's own code does).
    var gobject: UnsafeMutablePointer<GObject> { unsafeGObjectPointer.assumingMemoryBound(to: GObject.self) }

    /// Connects a generated C trampoline to `signal`, with `box` as user data released by
    /// GLib's destroy-notify. Used by the generated `on…` methods.
    func connectGenerated(_ signal: String, _ callback: UnsafeRawPointer, _ box: AnyObject) -> SignalConnection {
        connectUnsafe(signal: signal, function: callback, userData: box)
    }
}

/// Registers the generated GtkSource wrapper classes once, before the first GtkSource object is wrapped.
@MainActor
enum GeneratedRegistration {
    private static let done: Bool = {
        registerGeneratedWrappers()
        return true
    }()

    /// Registers the classes the first time it is called.
    static func ensure() { _ = done }
}

extension Display {
    /// Creates a widget with `make` after making sure GTK is initialized; without a display
    /// this stops with a message naming the fix instead of crashing inside GTK.
    static func checked<T>(_ make: () -> T) -> T {
        precondition(open(), "GtkSource: cannot create a widget without a display. Create widgets in viewDidLoad() (views load lazily), or run under xvfb-run.")
        return make()
    }
}

/// The wrapper of a borrowed object pointer returned to generated code (see
/// `Object.typedWrapper(forUnsafePointer:as:orAdopt:)`).
@MainActor
func wrapped<T: Object>(_ pointer: UnsafeMutableRawPointer, as type: T.Type, make: (UnsafeMutableRawPointer) -> T) -> T {
    GeneratedRegistration.ensure()
    return Object.typedWrapper(forUnsafePointer: pointer, as: type, orAdopt: make)
}

/// Whether the instance at `pointer` is of GType `type` or a subtype.
@inline(__always)
func isInstance(_ pointer: UnsafeMutableRawPointer, of type: GType) -> Bool {
    g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// A C function as an untyped pointer, for `connectUnsafe(signal:function:userData:)`.
@inline(__always)
func gcallback<F>(_ function: F) -> UnsafeRawPointer {
    unsafeBitCast(function, to: UnsafeRawPointer.self)
}
