internal import CGtk

/// How values of one Swift type travel through GLib's `GValue`: the GType a property or a
/// signal argument of that type has, and the conversions both ways. Made by the library
/// for the types it supports (`Bool`, `Int`, `Double`, `String`, `String?`, wrappers of
/// objects as optionals, and `ObjectPropertyEnum` types); you never build one.
public struct PropertyValueKind: @unchecked Sendable {
    /// The GType (resolved lazily: an enumeration registers its GType on first use).
    let gtype: @Sendable () -> GType
    /// Reads a GValue holding `gtype`.
    let read: @MainActor (UnsafePointer<GValue>) -> Any
    /// Writes a value of the Swift type into a GValue initialized with `gtype`.
    let write: @MainActor (Any, UnsafeMutablePointer<GValue>) -> Void

    /// The GType name, e.g. `gint64`.
    public var typeName: String { String(cString: g_type_name(gtype())) }
}

/// A Swift type that can be the value of a GObject property declared in Swift
/// (`ObjectProperty`) or an argument of a signal (`ObjectSignal`).
///
/// Supported: `Bool`, `Int` (`gint64`), `Double`, `String`, `String?`, optional wrappers of
/// objects (`Label?`, `Object?`: a `GObject` property) and enumerations that adopt
/// `ObjectPropertyEnum` (a registered `GEnum`).
public protocol ObjectPropertyValue {
    /// How the values travel through `GValue`.
    static var propertyValueKind: PropertyValueKind { get }
}

/// A type whose optional is an `ObjectPropertyValue`: `String` and wrappers of objects.
public protocol ObjectPropertyOptionalWrapped {
    /// How optional values of this type travel through `GValue`.
    static var optionalPropertyValueKind: PropertyValueKind { get }
}

/// Fundamental GTypes (the `G_TYPE_*` macros are not imported).
enum FundamentalType {
    static let none = GType(1 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let boolean = GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let int64 = GType(10 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let double = GType(15 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let string = GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let object = GType(20 << G_TYPE_FUNDAMENTAL_SHIFT)
}

extension Bool: ObjectPropertyValue {
    /// A `gboolean`.
    public static var propertyValueKind: PropertyValueKind {
        PropertyValueKind(gtype: { FundamentalType.boolean },
                          read: { g_value_get_boolean($0) != 0 },
                          write: { value, gvalue in g_value_set_boolean(gvalue, (value as? Bool ?? false) ? 1 : 0) })
    }
}

extension Int: ObjectPropertyValue {
    /// A `gint64`.
    public static var propertyValueKind: PropertyValueKind {
        PropertyValueKind(gtype: { FundamentalType.int64 },
                          read: { Int(g_value_get_int64($0)) },
                          write: { value, gvalue in g_value_set_int64(gvalue, gint64(value as? Int ?? 0)) })
    }
}

extension Double: ObjectPropertyValue {
    /// A `gdouble`.
    public static var propertyValueKind: PropertyValueKind {
        PropertyValueKind(gtype: { FundamentalType.double },
                          read: { g_value_get_double($0) },
                          write: { value, gvalue in g_value_set_double(gvalue, value as? Double ?? 0) })
    }
}

extension String: ObjectPropertyValue, ObjectPropertyOptionalWrapped {
    /// A `gchararray`; a NULL string reads as "".
    public static var propertyValueKind: PropertyValueKind {
        PropertyValueKind(gtype: { FundamentalType.string },
                          read: { g_value_get_string($0).map { String(cString: $0) } ?? "" },
                          write: { value, gvalue in g_value_set_string(gvalue, value as? String ?? "") })
    }

    /// A `gchararray` that may be NULL (`nil`).
    public static var optionalPropertyValueKind: PropertyValueKind {
        PropertyValueKind(gtype: { FundamentalType.string },
                          read: { gvalue -> Any in
                              let text: String? = g_value_get_string(gvalue).map { String(cString: $0) }
                              return text as Any
                          },
                          write: { value, gvalue in withOptionalCString((value as? String?) ?? nil) { g_value_set_string(gvalue, $0) } })
    }
}

extension Object: ObjectPropertyOptionalWrapped {
    /// A `GObject` (any object type); reads give back the object's wrapper.
    public nonisolated static var optionalPropertyValueKind: PropertyValueKind {
        PropertyValueKind(gtype: { FundamentalType.object },
                          read: { gvalue -> Any in
                              let wrapper: Object? = g_value_get_object(gvalue).map { Object.wrapper(forUnsafePointer: $0) }
                              return wrapper as Any
                          },
                          write: { value, gvalue in
                              let object = (value as? Object?) ?? nil
                              g_value_set_object(gvalue, object.map { raw($0.gobject) })
                          })
    }
}

extension Optional: ObjectPropertyValue where Wrapped: ObjectPropertyOptionalWrapped {
    /// The kind of the wrapped type's optional.
    public static var propertyValueKind: PropertyValueKind { Wrapped.optionalPropertyValueKind }
}
