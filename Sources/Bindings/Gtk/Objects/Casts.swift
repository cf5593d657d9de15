internal import CGtk

// Every pointer cast of the Gtk target lives in this file.

/// Reinterprets any GObject-derived instance pointer as another GObject-derived pointer type.
@inline(__always)
@_spi(GeneratedBindings) public func cast<From, To>(_ pointer: UnsafeMutablePointer<From>, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}

/// Reinterprets an untyped GLib pointer as a typed instance pointer.
@inline(__always)
@_spi(GeneratedBindings) public func cast<To>(_ pointer: UnsafeMutableRawPointer, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
    pointer.assumingMemoryBound(to: To.self)
}

/// Reinterprets an OpaquePointer (as some GLib APIs import) as a typed instance pointer.
@inline(__always)
@_spi(GeneratedBindings) public func cast<To>(_ pointer: OpaquePointer, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
    UnsafeMutablePointer<To>(pointer)
}

/// An untyped pointer for `gpointer` parameters.
@inline(__always)
func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(pointer)
}

/// Passes a Swift object to C as `gpointer`, retained (balanced by `release(_:)`).
@inline(__always)
@_spi(GeneratedBindings) public func retained(_ object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(object).toOpaque()
}

/// Borrows the Swift object behind a `gpointer` made by `retained(_:)` or `unretained(_:)`.
@inline(__always)
@_spi(GeneratedBindings) public func borrow<T: AnyObject>(_ pointer: UnsafeMutableRawPointer, as: T.Type = T.self) -> T {
    Unmanaged<T>.fromOpaque(pointer).takeUnretainedValue()
}

/// Releases the reference taken by `retained(_:)`.
@inline(__always)
@_spi(GeneratedBindings) public func release(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

/// Calls `body` with `object` retained as a C user-data pointer and releases it when `body`
/// returns (the box of a call-scoped callback, which the C function uses only during the call).
@_spi(GeneratedBindings) public func withRetainedBox<R>(_ object: AnyObject, _ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R {
    let pointer = retained(object)
    defer { release(pointer) }
    return try body(pointer)
}

/// Passes a Swift object to C as `gpointer` without retaining it.
@inline(__always)
func unretained(_ object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}

/// Converts a typed C function pointer into the untyped `GCallback` that signal APIs take.
@inline(__always)
func gcallback<F>(_ function: F) -> GCallback {
    unsafeBitCast(function, to: GCallback.self)
}

/// Views a typed instance pointer as an opaque one (GTK types whose struct is private,
/// such as `GtkLabel`, and interfaces such as `GtkEditable`, import as `OpaquePointer`).
@inline(__always)
@_spi(GeneratedBindings) public func opaque<T>(_ pointer: UnsafeMutablePointer<T>) -> OpaquePointer {
    OpaquePointer(pointer)
}

/// An untyped pointer for `gpointer` parameters, from an opaque instance pointer.
@inline(__always)
func raw(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(pointer)
}

/// An opaque instance pointer from an untyped `gpointer`.
@inline(__always)
@_spi(GeneratedBindings) public func opaque(_ pointer: UnsafeMutableRawPointer) -> OpaquePointer {
    OpaquePointer(pointer)
}

/// A C function pointer of type `F` from a symbol address (`dlsym`).
@inline(__always)
@_spi(GeneratedBindings) public func function<F>(_ address: UnsafeMutableRawPointer, as type: F.Type) -> F {
    unsafeBitCast(address, to: type)
}
