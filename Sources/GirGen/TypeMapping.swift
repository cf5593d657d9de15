/// How one GIR value crosses between C and Swift in generated code.
struct ValueMapping {
    /// What a smoke test can do with a value of this type.
    enum Kind { case bool, integer, floating, string, enumeration, flags, object, stringArray, callback }

    /// The Swift type without optionality, e.g. `Bool` or `Adjustment`.
    var swiftType: String
    /// Whether the Swift type is optional.
    var isOptional: Bool
    var kind: Kind
    /// The C type spelled in a `@convention(c)` closure parameter (signals).
    var closureType: String
    /// A Swift expression producing the C argument from a Swift expression.
    var toC: (String) -> String
    /// A Swift expression producing the Swift value from a C expression.
    var toSwift: (String) -> String
    /// For arguments that need a scope (string arrays): `withX(expr) { name in`.
    var scope: ((String, String) -> String)?

    /// The Swift type with optionality.
    var fullSwiftType: String {
        guard isOptional else { return swiftType }
        return swiftType.contains(" ") ? "(\(swiftType))?" : swiftType + "?"
    }
}

/// Where a value appears; decides nullability and ownership handling.
enum ValueRole { case argument, returnValue, signalArgument, signalReturn }

extension Generator {
    /// Integer GIR types: all surface as `Int` and convert with a trapping initializer.
    static let integerTypes: Set<String> = [
        "gint", "guint", "gint8", "guint8", "gint16", "guint16", "gint32", "guint32", "gint64", "guint64",
        "glong", "gulong", "gsize", "gssize", "gshort", "gushort", "gchar", "guchar", "gunichar", "goffset",
    ]

    /// The mapping for `type`, or nil when the generator does not support it (the member is
    /// then left out and counted as skipped).
    func mapping(_ type: GIRType?, transfer: Transfer, nullable: Bool, role: ValueRole) -> ValueMapping? {
        guard let type else { return nil }
        switch type {
        case .varargs:
            return nil
        case .array(_, let element, let zeroTerminated, _, _):
            guard role == .argument, zeroTerminated, transfer == .none, element?.name == "utf8" else { return nil }
            return ValueMapping(swiftType: "[String]", isOptional: nullable, kind: .stringArray, closureType: "gpointer?",
                                toC: { $0 }, toSwift: { $0 },
                                scope: { expr, name in "withCStringArray(\(expr)) { \(name) in" })
        case .named(let name, _, _):
            return mapping(named: name, transfer: transfer, nullable: nullable, role: role)
        }
    }

    private func mapping(named name: String, transfer: Transfer, nullable: Bool, role: ValueRole) -> ValueMapping? {
        switch name {
        case "gboolean":
            return ValueMapping(swiftType: "Bool", isOptional: false, kind: .bool, closureType: "gboolean",
                                toC: { "(\($0) ? 1 : 0)" }, toSwift: { "(\($0) != 0)" })
        case "gdouble", "gfloat":
            return ValueMapping(swiftType: name == "gdouble" ? "Double" : "Float", isOptional: false, kind: .floating,
                                closureType: name, toC: { $0 }, toSwift: { $0 })
        case _ where Self.integerTypes.contains(name):
            return ValueMapping(swiftType: "Int", isOptional: false, kind: .integer, closureType: name,
                                toC: { "\(name)(\($0))" }, toSwift: { "Int(\($0))" })
        case "utf8", "filename":
            switch role {
            case .argument:
                guard transfer == .none else { return nil }
                return ValueMapping(swiftType: "String", isOptional: nullable, kind: .string, closureType: "",
                                    toC: { $0 }, toSwift: { $0 })
            case .returnValue, .signalArgument:
                let take = transfer == .full ? "takeString" : "borrowString"
                guard transfer == .none || transfer == .full else { return nil }
                let optional = nullable || role == .signalArgument && false
                return ValueMapping(swiftType: "String", isOptional: optional, kind: .string,
                                    closureType: "UnsafePointer<CChar>?",
                                    toC: { $0 }, toSwift: { optional ? "\(take)(\($0))" : "(\(take)(\($0)) ?? \"\")" })
            case .signalReturn:
                return nil
            }
        default:
            if let e = enums[name] {
                let kind: ValueMapping.Kind = e.isBitfield ? .flags : .enumeration
                if e.isBitfield {
                    return ValueMapping(swiftType: e.swiftName, isOptional: false, kind: kind, closureType: e.cType,
                                        toC: { "\($0).cValue" }, toSwift: { "\(e.swiftName)(cValue: \($0))" })
                }
                return ValueMapping(swiftType: e.swiftName, isOptional: false, kind: kind, closureType: e.cType,
                                    toC: { "\($0).cValue" }, toSwift: { "\(e.swiftName)(cValue: \($0))" })
            }
            if let c = classes[name], !c.isInterface {
                return objectMapping(c, transfer: transfer, nullable: nullable, role: role)
            }
            if let c = classes[name], c.isInterface, role == .argument, transfer == .none {
                // An interface argument: any wrapper whose class conforms.
                return ValueMapping(swiftType: "any \(c.swiftName)", isOptional: nullable, kind: .object, closureType: "gpointer?",
                                    toC: { nullable ? "\($0).map { opaque($0.gobject) }" : "opaque(\($0).gobject)" },
                                    toSwift: { $0 })
            }
            return nil
        }
    }

    private func objectMapping(_ c: ClassInfo, transfer: Transfer, nullable: Bool, role: ValueRole) -> ValueMapping? {
        let toC: (String) -> String
        if c.hasPublicStruct {
            toC = { nullable ? "\($0).map { cast($0.gobject, to: \(c.cType).self) }" : "cast(\($0).gobject, to: \(c.cType).self)" }
        } else {
            toC = { nullable ? "\($0).map { opaque($0.gobject) }" : "opaque(\($0).gobject)" }
        }
        switch role {
        case .argument:
            // The callee takes its own reference when it keeps the object (transfer none);
            // a transfer-full argument would need the wrapper to give its reference away.
            guard transfer == .none else { return nil }
            return ValueMapping(swiftType: c.swiftName, isOptional: nullable, kind: .object, closureType: "gpointer?",
                                toC: toC, toSwift: { $0 })
        case .returnValue, .signalArgument:
            guard transfer == .none else { return nil }
            let optional = nullable
            let make = "\(c.swiftName)(unsafeAdopting: $0, ownership: .borrowed)"
            let wrap = { (p: String) in "wrapped(untyped(\(p)), as: \(c.swiftName).self) { \(make) }" }
            return ValueMapping(swiftType: c.swiftName, isOptional: optional, kind: .object, closureType: "gpointer?",
                                toC: toC,
                                toSwift: { optional ? "\($0).map { \(wrap("$0")) }" : wrap("\($0)!") })
        case .signalReturn:
            return nil
        }
    }
}
