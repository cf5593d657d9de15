internal import CAdw
import Gtk

// The hand-written surface the generated Adw wrappers (Sources/Adw/Generated, made by gir-gen
// from adw-allowlist.txt) call into. The generator emits the same code for the Gtk and the Adw
// targets; here each helper it uses is built on Gtk's public API (`unsafeGObjectPointer`,
// `connectUnsafe`, `Object.typedWrapper(forUnsafePointer:as:orAdopt:)`, `registerWrapper`), so
// ownership, identity and signal handlers follow the Gtk target's core rules.

extension Object {
    /// The underlying `GObject`, typed (generated code reads it as Gtk's own code does).
    var gobject: UnsafeMutablePointer<GObject> { unsafeGObjectPointer.assumingMemoryBound(to: GObject.self) }

    /// Connects a generated C trampoline to `signal`, with `box` as user data released by
    /// GLib's destroy-notify. Used by the generated `on…` methods.
    func connectGenerated(_ signal: String, _ callback: UnsafeRawPointer, _ box: AnyObject) -> SignalConnection {
        connectUnsafe(signal: signal, function: callback, userData: box)
    }

    /// Connects `notify::<property>`; `handler` receives the instance pointer and reads the
    /// new value from it. One trampoline for every generated `onNotify…` method.
    func connectNotify(_ property: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { instance, _, data in
            guard let instance, let data else { return }
            let box = borrow(data, as: ClosureBox<@MainActor (UnsafeMutableRawPointer) -> Void>.self)
            MainActor.assumeIsolated { box.handler(instance) }
        }
        return connectGenerated("notify::" + property, gcallback(thunk), ClosureBox(handler))
    }
}

/// Boxes a Swift closure so GLib can hold it as signal user data.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// Registers the generated Adw wrapper classes once, before the first Adw object is wrapped.
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
        precondition(open(), "Adw: cannot create a widget without a display. Create widgets in viewDidLoad() (views load lazily), or run under xvfb-run.")
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

/// Any instance pointer as `gpointer`.
@inline(__always) func untyped<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
/// Any instance pointer as `gpointer`.
@inline(__always) func untyped(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
/// Any instance pointer as `gpointer`.
@inline(__always) func untyped(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { pointer }

/// A typed pointer from another typed pointer (a C upcast/downcast).
@inline(__always)
func cast<From, To>(_ pointer: UnsafeMutablePointer<From>, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}

/// A typed pointer from an untyped one.
@inline(__always)
func cast<To>(_ pointer: UnsafeMutableRawPointer, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
    pointer.assumingMemoryBound(to: To.self)
}

/// An opaque pointer (the import of an incomplete C struct) from a typed pointer.
@inline(__always)
func opaque<T>(_ pointer: UnsafeMutablePointer<T>) -> OpaquePointer { OpaquePointer(pointer) }

/// An opaque pointer from an untyped one.
@inline(__always)
func opaque(_ pointer: UnsafeMutableRawPointer) -> OpaquePointer { OpaquePointer(pointer) }

/// The object a `retained`/`Unmanaged` user-data pointer refers to, without consuming it.
@inline(__always)
func borrow<T: AnyObject>(_ pointer: UnsafeMutableRawPointer, as: T.Type = T.self) -> T {
    Unmanaged<T>.fromOpaque(pointer).takeUnretainedValue()
}

/// A +1 user-data pointer for `object` (balance with `release`).
@inline(__always)
func retained(_ object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(object).toOpaque()
}

/// Balances `retained`.
@inline(__always)
func release(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

/// A C function as an untyped pointer, for `connectUnsafe(signal:function:userData:)`.
@inline(__always)
func gcallback<F>(_ function: F) -> UnsafeRawPointer {
    unsafeBitCast(function, to: UnsafeRawPointer.self)
}

/// A Swift string from a C string the callee keeps (transfer none); nil for NULL.
@inline(__always)
func borrowString(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// A Swift string from a C string the caller must free (transfer full); frees it.
@inline(__always)
func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// Calls `body` with a NULL-terminated C array of the strings (nil for a nil array).
func withCStringArray<R>(_ strings: [String]?, _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>?) throws -> R) rethrows -> R {
    guard let strings else { return try body(nil) }
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    var array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
    array.append(nil)
    return try array.withUnsafeMutableBufferPointer { try body($0.baseAddress) }
}
