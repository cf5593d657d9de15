internal import CGtk

// Converting between `DBusValue` and GLib's `GVariant`: the only place the D-Bus
// binding builds or reads variants.

extension DBusValue {
    /// A new floating `GVariant` holding this value (a container sinks it; an owner takes
    /// it with `g_variant_ref_sink`). Throws when an array's element type is not a single
    /// complete type or an element does not have it.
    func makeVariant() throws(DBusError) -> OpaquePointer {
        switch self {
        case .bool(let truth): return g_variant_new_boolean(truth ? 1 : 0)
        case .byte(let number): return g_variant_new_byte(number)
        case .int16(let number): return g_variant_new_int16(number)
        case .uint16(let number): return g_variant_new_uint16(number)
        case .int32(let number): return g_variant_new_int32(number)
        case .uint32(let number): return g_variant_new_uint32(number)
        case .int64(let number): return g_variant_new_int64(gint64(number))
        case .uint64(let number): return g_variant_new_uint64(guint64(number))
        case .double(let number): return g_variant_new_double(number)
        case .string(let text): return g_variant_new_string(text)
        case .objectPath(let path):
            guard g_variant_is_object_path(path) != 0 else {
                throw DBusError(message: "DBusValue: '\(path)' is not an object path; use /-separated elements of [A-Za-z0-9_], e.g. /org/example/Object.")
            }
            return g_variant_new_object_path(path)
        case .signature(let signature):
            guard g_variant_is_signature(signature) != 0 else {
                throw DBusError(message: "DBusValue: '\(signature)' is not a D-Bus type signature; give complete types such as s, as or a{sv}.")
            }
            return g_variant_new_signature(signature)
        case .variant(let inner): return g_variant_new_variant(try inner.makeVariant())
        case .array(let elementType, let elements):
            // A valid type string is exactly one complete type ("ss" is not).
            guard g_variant_type_string_is_valid(elementType) != 0 else {
                throw DBusError(message: "DBusValue: an array's element type '\(elementType)' is not one complete D-Bus type; give e.g. s, (su) or a{sv}.")
            }
            for element in elements where element.typeSignature != elementType {
                throw DBusError(message: "DBusValue: an array of \(elementType) holds a \(element.typeSignature); make every element a \(elementType).")
            }
            return try Self.container(elements, type: "a" + elementType)
        case .dictionary(let entries):
            let elements = entries.keys.sorted().map { key in
                DBusValue.dictionaryEntry(key: .string(key), value: .variant(entries[key]!))
            }
            return try Self.container(elements, type: "a{sv}")
        case .tuple(let members):
            return try Self.container(members, type: nil)
        case .dictionaryEntry(let key, let value):
            let keyVariant = try key.makeVariant()
            let valueVariant: OpaquePointer
            do { valueVariant = try value.makeVariant() } catch {
                g_variant_unref(g_variant_ref_sink(keyVariant))
                throw error
            }
            return g_variant_new_dict_entry(keyVariant, valueVariant)
        }
    }

    /// An array (`type`) or, for a nil type, a tuple of `elements`.
    private static func container(_ elements: [DBusValue], type: String?) throws(DBusError) -> OpaquePointer {
        var children: [OpaquePointer?] = []
        children.reserveCapacity(elements.count)
        do {
            for element in elements { children.append(g_variant_ref_sink(try element.makeVariant())) }
        } catch {
            for child in children { g_variant_unref(child) }
            throw error
        }
        defer { for child in children { g_variant_unref(child) } }
        return children.withUnsafeBufferPointer { buffer in
            guard let type else { return g_variant_new_tuple(buffer.baseAddress, gsize(buffer.count)) }
            let elementType = g_variant_type_new(String(type.dropFirst()))
            defer { g_variant_type_free(elementType) }
            return g_variant_new_array(elementType, buffer.baseAddress, gsize(buffer.count))
        }
    }

    /// The value `variant` holds, or nil for a type D-Bus values do not have here (a maybe,
    /// a file descriptor handle).
    init?(variant: OpaquePointer) {
        let type = String(cString: g_variant_get_type_string(variant))
        switch type.first {
        case "b": self = .bool(g_variant_get_boolean(variant) != 0)
        case "y": self = .byte(g_variant_get_byte(variant))
        case "n": self = .int16(g_variant_get_int16(variant))
        case "q": self = .uint16(g_variant_get_uint16(variant))
        case "i": self = .int32(g_variant_get_int32(variant))
        case "u": self = .uint32(g_variant_get_uint32(variant))
        case "x": self = .int64(Int64(g_variant_get_int64(variant)))
        case "t": self = .uint64(UInt64(g_variant_get_uint64(variant)))
        case "d": self = .double(g_variant_get_double(variant))
        case "s": self = .string(String(cString: g_variant_get_string(variant, nil)))
        case "o": self = .objectPath(String(cString: g_variant_get_string(variant, nil)))
        case "g": self = .signature(String(cString: g_variant_get_string(variant, nil)))
        case "v":
            let inner = g_variant_get_variant(variant)!
            defer { g_variant_unref(inner) }
            guard let value = DBusValue(variant: inner) else { return nil }
            self = .variant(value)
        case "a", "(", "{":
            var children: [DBusValue] = []
            let count = Int(g_variant_n_children(variant))
            children.reserveCapacity(count)
            for index in 0..<count {
                let child = g_variant_get_child_value(variant, gsize(index))!
                defer { g_variant_unref(child) }
                guard let value = DBusValue(variant: child) else { return nil }
                children.append(value)
            }
            switch type.first {
            case "(": self = .tuple(children)
            case "{": self = .dictionaryEntry(key: children[0], value: children[1])
            default:
                if type == "a{sv}" {
                    var entries: [String: DBusValue] = [:]
                    for case .dictionaryEntry(.string(let key), .variant(let value)) in children { entries[key] = value }
                    self = .dictionary(entries)
                } else {
                    self = .array(elementType: String(type.dropFirst()), children)
                }
            }
        default: return nil
        }
    }
}
