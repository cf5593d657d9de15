/// A D-Bus value as Swift holds it: what a method receives and returns through
/// ``DBusObject`` (GLib's `GVariant`, in the D-Bus types).
///
/// Arrays carry their element type, so an empty one has a type too:
/// `DBusValue.strings([])` is `as`, `DBusValue.array(elementType: "a{sv}", [])` is `aa{sv}`.
/// A `a{sv}` dictionary (the "vardict" GNOME interfaces pass metadata in) is
/// ``dictionary(_:)``: its values are boxed in variants on the wire.
///
/// ```swift
/// let meta: DBusValue = .dictionary(["id": .string("a.md"), "name": .string("Shopping")])
/// let type = meta.typeSignature  // "a{sv}"
/// let ids = DBusValue.strings(["a.md", "b.md"])  // "as"
/// ```
public indirect enum DBusValue: Hashable, Sendable {
    /// `b`.
    case bool(Bool)
    /// `y`.
    case byte(UInt8)
    /// `n`.
    case int16(Int16)
    /// `q`.
    case uint16(UInt16)
    /// `i`.
    case int32(Int32)
    /// `u` (GNOME Shell's timestamps, for one).
    case uint32(UInt32)
    /// `x`.
    case int64(Int64)
    /// `t`.
    case uint64(UInt64)
    /// `d`.
    case double(Double)
    /// `s`.
    case string(String)
    /// `o`: a path such as `/dev/workflowgtk/Notes` (``DBusObject/isValidPath(_:)``).
    case objectPath(String)
    /// `g`: a type signature such as `a{sv}`.
    case signature(String)
    /// `v`: a value with its type.
    case variant(DBusValue)
    /// `a` + `elementType`: every element has the type `elementType` (a single complete
    /// type such as `s`, `(su)` or `a{sv}`).
    case array(elementType: String, [DBusValue])
    /// `a{sv}`: string keys, each value boxed in a variant.
    case dictionary([String: DBusValue])
    /// `(…)`: a structure of its members' types.
    case tuple([DBusValue])
    /// `{…}`: one entry of a dictionary type other than `a{sv}` (as an element of ``array(elementType:_:)``).
    case dictionaryEntry(key: DBusValue, value: DBusValue)

    /// An array of strings (`as`).
    public static func strings(_ strings: [String]) -> DBusValue {
        .array(elementType: "s", strings.map(DBusValue.string))
    }

    /// The value's D-Bus type signature (`s`, `as`, `a{sv}`, `(asu)`, …).
    public var typeSignature: String {
        switch self {
        case .bool: return "b"
        case .byte: return "y"
        case .int16: return "n"
        case .uint16: return "q"
        case .int32: return "i"
        case .uint32: return "u"
        case .int64: return "x"
        case .uint64: return "t"
        case .double: return "d"
        case .string: return "s"
        case .objectPath: return "o"
        case .signature: return "g"
        case .variant: return "v"
        case .array(let elementType, _): return "a" + elementType
        case .dictionary: return "a{sv}"
        case .tuple(let members): return "(" + members.map(\.typeSignature).joined() + ")"
        case .dictionaryEntry(let key, let value): return "{" + key.typeSignature + value.typeSignature + "}"
        }
    }

    /// The string of a `s`, `o` or `g` value (nil for any other).
    public var string: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): return text
        default: return nil
        }
    }

    /// The strings of an `as` value (nil for any other).
    public var strings: [String]? {
        guard case .array("s", let elements) = self else { return nil }
        return elements.compactMap(\.string)
    }

    /// The number of a `u` value (nil for any other).
    public var uint32: UInt32? {
        guard case .uint32(let number) = self else { return nil }
        return number
    }

    /// The number of an `i` value (nil for any other).
    public var int32: Int32? {
        guard case .int32(let number) = self else { return nil }
        return number
    }

    /// The truth of a `b` value (nil for any other).
    public var bool: Bool? {
        guard case .bool(let truth) = self else { return nil }
        return truth
    }

    /// The entries of an `a{sv}` value (nil for any other).
    public var dictionary: [String: DBusValue]? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries
    }
}
