/// Casts to a type the caller has already checked (a description's kind, two metatypes
/// compared): `as!` in debug builds, which traps on a wrong type; in release builds a
/// reinterpretation, because a dynamic cast to a generic class, or of a generic value, looks
/// up the type's metadata on every call. In the bindings, the home of the package's unsafe code;
/// for the UI libraries' own use (an SPI, public so that other modules inline it: a call that
/// is not inlined looks the metadata up as well).
/// Counted by `Scripts/check-speed-tricks` at each use.
@_spi(CheckedCasts)
public enum CheckedCast {
    /// `object` as a `T`; the caller checked that it is one.
    @inlinable @inline(__always)
    public static func downcast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
        #if DEBUG
        return object as! T
        #else
        return unsafeDowncast(object, to: type)
        #endif
    }

    /// `value` as a `T`; the caller checked that `Value` is `T`.
    @inlinable @inline(__always)
    public static func reinterpret<Value, T>(_ value: Value, as type: T.Type) -> T {
        #if DEBUG
        return value as! T
        #else
        return unsafeBitCast(value, to: type)
        #endif
    }
}
