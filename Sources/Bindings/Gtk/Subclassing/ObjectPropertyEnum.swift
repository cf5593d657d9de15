internal import CGtk

/// A Swift enumeration usable as the value of a GObject property or a signal argument: it
/// is registered as a `GEnum` named `enumTypeName` the first time a property or signal
/// uses it, with each case's raw value as its number and the case name as its nick (so a
/// `.ui` file or `GtkPropertyExpression` sees a real enumeration).
///
/// ```swift
/// enum Priority: Int, ObjectPropertyEnum {
///     case low, normal, high
///     static var enumTypeName: String { "DemoPriority" }
/// }
/// ```
///
/// GLib keeps a registered enumeration for the life of the process; its case names are
/// copied once, when it is registered.
public protocol ObjectPropertyEnum: ObjectPropertyValue, CaseIterable, RawRepresentable, Sendable where RawValue == Int {
    /// The GType name of the enumeration, e.g. `DemoPriority` (unique in the process).
    static var enumTypeName: String { get }
}

extension ObjectPropertyEnum {
    /// A registered `GEnum`.
    public static var propertyValueKind: PropertyValueKind {
        PropertyValueKind(
            gtype: { registeredEnumType() },
            read: { gvalue -> Any in
                let number = Int(g_value_get_enum(gvalue))
                guard let value = Self(rawValue: number) else {
                    preconditionFailure("\(Self.self): GLib holds \(number), which is no case of \(enumTypeName). Set the property with a case of \(Self.self).")
                }
                return value
            },
            write: { value, gvalue in
                guard let value = value as? Self else { return }
                g_value_set_enum(gvalue, gint(value.rawValue))
            })
    }

    /// The GEnum type, registered on first use (`g_enum_register_static`).
    static func registeredEnumType() -> GType {
        let existing = g_type_from_name(enumTypeName)
        if existing != 0 {
            precondition(g_type_is_a(existing, GType(12 << G_TYPE_FUNDAMENTAL_SHIFT)) != 0,
                         "\(Self.self): the GType name \(enumTypeName) is taken by a type that is not an enumeration. Choose another enumTypeName.")
            return existing
        }
        let cases = Array(allCases)
        // GLib keeps the table for the process's lifetime (registered types are never freed).
        let table = UnsafeMutablePointer<GEnumValue>.allocate(capacity: cases.count + 1)
        for (index, value) in cases.enumerated() {
            let nick = String(describing: value)
            table[index] = GEnumValue(value: gint(value.rawValue),
                                      value_name: UnsafePointer(strdup("\(enumTypeName)_\(nick)")),
                                      value_nick: UnsafePointer(strdup(nick)))
        }
        table[cases.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        return g_enum_register_static(enumTypeName, table)
    }
}
