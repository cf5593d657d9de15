internal import CGtk

// The small hand-written surface that the generated wrappers (Sources/Bindings/Gtk/Generated, made by
// gir-gen) call into: adoption, wrapper lookup, signal connection, string conversion, string
// arrays, GError. Each generated class overrides only `init(unsafeAdopting:ownership:)` (so it
// inherits none of a hand-written superclass's constructors, e.g. `Button.init(label:)` for a
// `ToggleButton`) and adopts what its C constructors return through it. Ownership follows the
// core: one wrapper per GObject (toggle reference + qdata, see WrapperAnchor), borrowed
// pointers looked up with `wrapped`, handlers owned by the GObject (released by GLib's
// destroy-notify).

/// The wrapper of a borrowed object pointer returned to generated code: the existing
/// wrapper when Swift already wraps the object, else one of the most specific registered
/// class when that is a `T`, else `make` (a wrapper of the generated class `T`).
@MainActor
func wrapped<T: Object>(_ pointer: UnsafeMutableRawPointer, as type: T.Type, make: (UnsafeMutableRawPointer) -> T) -> T {
    Object.wrapper(forUnsafePointer: pointer, as: type, make: make)
}

/// Any instance pointer as `gpointer`.
@inline(__always) @_spi(GeneratedBindings) public func untyped<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
/// Any instance pointer as `gpointer`.
@inline(__always) @_spi(GeneratedBindings) public func untyped(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
/// Any instance pointer as `gpointer`.
@inline(__always) @_spi(GeneratedBindings) public func untyped(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { pointer }

extension Object {
    /// Connects a generated C trampoline to `signal`, with `box` as user data released by
    /// GLib's destroy-notify. Used by the generated `on…` methods.
    func connectGenerated(_ signal: String, _ callback: GCallback, _ box: AnyObject) -> SignalConnection {
        let destroy: GClosureNotify = { data, _ in
            if let data { release(data) }
        }
        let id = cgtk_signal_connect(raw(gobject), signal, callback, retained(box), destroy)
        precondition(id != 0, "Gtk: \(typeName) has no signal '\(signal)'. Regenerate the wrappers (Scripts/generate) for this GTK version.")
        return SignalConnection(instance: gobject, handlerID: id)
    }
}

/// What a generated typed notify handler holds: reads the new value from the instance.
final class NotifyBox {
    let handler: @MainActor (UnsafeMutableRawPointer) -> Void
    init(_ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) { self.handler = handler }
}

extension Object {
    /// Connects `notify::<property>`; `handler` receives the instance pointer and reads the
    /// new value from it (so the handler does not depend on this wrapper). One trampoline
    /// for every generated `onNotify…` method.
    @_spi(GeneratedBindings) public func connectNotify(_ property: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { instance, _, data in
            guard let instance, let data else { return }
            let box = borrow(data, as: NotifyBox.self)
            MainActor.assumeIsolated { box.handler(instance) }
        }
        return connectGenerated("notify::" + property, gcallback(thunk), NotifyBox(handler))
    }
}

/// A Swift string from a C string the callee keeps (transfer none); nil for NULL.
@inline(__always)
@_spi(GeneratedBindings) public func borrowString(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// A Swift string from a C string the caller must free (transfer full); frees it.
@inline(__always)
@_spi(GeneratedBindings) public func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// The strings of a NULL-terminated C string array the callee keeps (transfer none), in order.
func borrowStringArray(_ array: UnsafePointer<UnsafePointer<CChar>?>) -> [String] {
    var strings: [String] = []
    var index = 0
    while let string = array[index] {
        strings.append(String(cString: string))
        index += 1
    }
    return strings
}

/// The strings of a NULL-terminated C string array the caller must free (transfer full,
/// `g_strfreev`), in order; frees it. Empty for NULL.
func takeStringArray(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
    guard let array else { return [] }
    defer { g_strfreev(array) }
    return borrowStringArray(UnsafePointer(OpaquePointer(array)))
}

/// Calls `body` with the string as a NUL-terminated UTF-8 C string (`String.withCString`: a
/// small string is copied to the stack, a large one lends its own bytes). Generated code calls
/// this instead of `withCString` directly: a main-actor closure handed straight to the
/// standard library gets a dynamic isolation check on every call (~290 instructions), one
/// handed to this Swift 6 function does not.
@inlinable
@_spi(GeneratedBindings) public func withCStringArgument<R>(_ string: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
    try string.withCString { try body($0) }
}

/// Calls `body` with the string as a NUL-terminated UTF-8 C string, or with NULL for nil
/// (a nullable `const gchar*` argument).
@inlinable
@_spi(GeneratedBindings) public func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) throws -> R) rethrows -> R {
    guard let string else { return try body(nil) }
    return try string.withCString { try body($0) }
}

/// Calls `body` with a NULL-terminated C array of the strings (nil for a nil array).
/// (Passed as a mutable pointer, which converts to the `const` forms too; C does not write to it.)
@_spi(GeneratedBindings) public func withCStringArray<R>(_ strings: [String]?, _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>?) throws -> R) rethrows -> R {
    guard let strings else { return try body(nil) }
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    var array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
    array.append(nil)
    return try array.withUnsafeMutableBufferPointer { try body($0.baseAddress) }
}

/// Calls `body` with a pointer to a copy of `value`, or with nil for nil (a nullable `const`
/// record argument, e.g. a `TextIter?` search limit).
func withOptionalUnsafePointer<T, R>(to value: T?, _ body: (UnsafePointer<T>?) throws -> R) rethrows -> R {
    guard let value else { return try body(nil) }
    return try withUnsafePointer(to: value) { try body($0) }
}

/// Calls `body` with a mutable pointer to a copy of `value` (a record argument the callee
/// only reads although it is not `const`, e.g. the `TreeIter` of `TreeModel.path(iter:)`).
func withUnsafeMutablePointer<T, R>(toCopyOf value: T, _ body: (UnsafeMutablePointer<T>) throws -> R) rethrows -> R {
    var copy = value
    return try withUnsafeMutablePointer(to: &copy) { try body($0) }
}

/// Calls `body` with a mutable pointer to a copy of `value`, or with nil for nil (a nullable
/// record argument the callee only reads although it is not `const`, e.g. a `TreeIter?` parent).
func withOptionalUnsafeMutablePointer<T, R>(to value: T?, _ body: (UnsafeMutablePointer<T>?) throws -> R) rethrows -> R {
    guard var value else { return try body(nil) }
    return try withUnsafeMutablePointer(to: &value) { try body($0) }
}

/// A `GError` reported by a GLib or GTK function, thrown by the generated wrappers of
/// functions that take a `GError **`.
public struct GLibError: Error, CustomStringConvertible, Sendable {
    /// The error domain's name, e.g. `g-io-error-quark`.
    public let domain: String
    /// The domain-specific code.
    public let code: Int
    /// The message GLib gave.
    public let message: String

    /// Takes (and frees) a GError.
    init(taking error: UnsafeMutablePointer<GError>) {
        domain = String(cString: g_quark_to_string(error.pointee.domain))
        code = Int(error.pointee.code)
        message = String(cString: error.pointee.message)
        g_error_free(error)
    }

    /// An error the wrapper reports itself.
    init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// `domain (code): message`.
    public var description: String { "\(domain) (\(code)): \(message)" }
}

extension Orientation {
    /// The case for a C value (used by generated wrappers).
    init(cValue: GtkOrientation) { self = cValue == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
    /// The C value (used by generated wrappers).
    var cValue: GtkOrientation { gtk }
}

extension Widget {
    /// Attaches a generated event controller (`GestureClick`, `EventControllerKey`,
    /// `DropTarget`, …) to this widget (`gtk_widget_add_controller`, which takes ownership of
    /// a reference: the widget keeps the controller, and a controller belongs to one widget).
    public func addController(_ controller: EventController) {
        g_object_ref(raw(controller.gobject))
        gtk_widget_add_controller(widget, OpaquePointer(controller.gobject))
    }

    /// Detaches `controller` (`gtk_widget_remove_controller`).
    public func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(widget, OpaquePointer(controller.gobject))
    }
}

// MARK: - For wrapper modules generated outside this target (Adw)

extension Object {
    /// Connects the C function at `function` to `signal`, with `userData` retained as its
    /// user data; GLib releases `userData` when the handler is disconnected or the object is
    /// finalized. Used by wrappers generated outside this target (the Adw target), which
    /// cannot name GLib's callback type through this module.
    ///
    /// - Warning: Unsafe. `function` must be a `@convention(c)` function whose parameters are
    ///   the signal's C parameters (instance first, user data last) and whose result is the
    ///   signal's C result. A signal the object does not have stops the program.
    @discardableResult
    @_spi(GeneratedBindings) public func connectUnsafe(signal: String, function: UnsafeRawPointer, userData: AnyObject) -> SignalConnection {
        connectGenerated(signal, unsafeBitCast(function, to: GCallback.self), userData)
    }

    /// The wrapper of the GObject at `pointer` as a `T`: the existing one (which must be a
    /// `T`), else a new one of the most specific registered class when that is a `T`, else
    /// `adopt(pointer)`, which must return `T(unsafeAdopting: pointer, ownership: .borrowed)`.
    /// Used by wrappers generated outside this target (the Adw target).
    ///
    /// - Warning: Unsafe. `pointer` must point to a live instance of `T`'s GType.
    @_spi(GeneratedBindings) public static func typedWrapper<T: Object>(
        forUnsafePointer pointer: UnsafeMutableRawPointer, as type: T.Type, orAdopt adopt: (UnsafeMutableRawPointer) -> T
    ) -> T {
        wrapper(forUnsafePointer: pointer, as: type, make: adopt)
    }
}
