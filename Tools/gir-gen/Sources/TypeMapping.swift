/// How one GIR value crosses between C and Swift in generated code.
struct ValueMapping {
    /// What a smoke test can do with a value of this type.
    enum Kind { case bool, integer, floating, string, enumeration, flags, object, stringArray, callback, record }

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
    /// How many closures `scope` opens (each closed with ` }`).
    var scopeDepth = 1

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
        case .named(let name, let cType, _):
            if let record = records[name] { return recordMapping(record, cType: cType, transfer: transfer, nullable: nullable, role: role) }
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
                // Passed through `withCString` (a small string is copied to the stack, a
                // large one lends its own bytes): the implicit String-to-pointer conversion
                // would allocate and copy a C array on every call.
                return ValueMapping(swiftType: "String", isOptional: nullable, kind: .string, closureType: "",
                                    toC: { $0 }, toSwift: { $0 },
                                    scope: { expr, name in
                                        "\(nullable ? "withOptionalCString" : "withCStringArgument")(\(expr)) { \(name) in"
                                    })
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

// MARK: - Records

extension Generator {
    /// A record passed by pointer. A value record (`GtkTextIter`): a `const` argument is the
    /// struct, passed as a pointer to a copy of its `cValue`; any other argument (the callee
    /// may move the iterator) is `inout`, passed as a pointer to the caller's `cValue`, except
    /// a nullable one, which is an optional passed as a pointer to a copy; a
    /// signal or callback argument is copied into a new struct. A boxed record (`GtkTreePath`)
    /// is passed as its `pointer`, and returned as a new wrapper that takes (transfer full) or
    /// copies (transfer none) the pointer.
    func recordMapping(_ record: ClassInfo, cType: String?, transfer: Transfer, nullable: Bool, role: ValueRole) -> ValueMapping? {
        // Signal parameters in the .gir files name the record without a C type: a pointer.
        guard let kind = record.record,
              let cType = cType ?? (role == .signalArgument ? record.cType + "*" : nil),
              cType.hasSuffix("*"), !cType.hasSuffix("**") else { return nil }
        let swift = record.swiftName
        let isConst = cType.hasPrefix("const ")
        switch (kind, role) {
        case (.value, .argument):
            if isConst {
                return ValueMapping(swiftType: swift, isOptional: nullable, kind: .record, closureType: "",
                                    toC: { $0 }, toSwift: { $0 },
                                    scope: { expr, name in
                                        nullable ? "withOptionalUnsafePointer(to: \(expr)?.cValue) { \(name) in"
                                            : "withUnsafePointer(to: \(expr).cValue) { \(name) in" })
            }
            if nullable {
                // An optional iterator the callee only reads (`GtkTreeIter *parent`, NULL for the
                // top level) although it is not `const`: passed as a pointer to a copy.
                return ValueMapping(swiftType: swift, isOptional: true, kind: .record, closureType: "",
                                    toC: { $0 }, toSwift: { $0 },
                                    scope: { expr, name in "withOptionalUnsafeMutablePointer(to: \(expr)?.cValue) { \(name) in" })
            }
            return ValueMapping(swiftType: "inout " + swift, isOptional: false, kind: .record, closureType: "",
                                toC: { $0 }, toSwift: { $0 },
                                scope: { expr, name in "withUnsafeMutablePointer(to: &\(expr).cValue) { \(name) in" })
        case (.value, .signalArgument):
            let pointer = isConst ? "UnsafePointer<\(record.cType)>?" : "UnsafeMutablePointer<\(record.cType)>?"
            return ValueMapping(swiftType: swift, isOptional: nullable, kind: .record, closureType: pointer,
                                toC: { $0 },
                                toSwift: { nullable ? "\($0).map { \(swift)(cValue: $0.pointee) }" : "\(swift)(cValue: \($0)!.pointee)" })
        case (.boxed, .argument):
            guard transfer == .none else { return nil }
            return ValueMapping(swiftType: swift, isOptional: nullable, kind: .record, closureType: "",
                                toC: { nullable ? "\($0)?.pointer" : "\($0).pointer" }, toSwift: { $0 })
        case (.boxed, .returnValue), (.boxed, .signalArgument):
            // Signal and callback arguments are borrowed; the pointer of an opaque record is untyped.
            guard transfer == .none || (transfer == .full && role == .returnValue), !record.hasPublicStruct else { return nil }
            let label = transfer == .full ? "taking" : "copying"
            return ValueMapping(swiftType: swift, isOptional: nullable, kind: .record, closureType: "OpaquePointer?",
                                toC: { nullable ? "\($0)?.pointer" : "\($0).pointer" },
                                toSwift: { nullable ? "\($0).map { \(swift)(\(label): $0) }" : "\(swift)(\(label): \($0)!)" })
        default:
            return nil
        }
    }

    /// An out parameter holding a record: a caller-allocated value record (`GtkTextIter *iter`
    /// filled by the callee) or a boxed record the callee returns (`GtkTreePath **path`, transfer
    /// full). Its `closureType` is the C variable's type; nil for any other out parameter.
    func outRecordMapping(_ p: GIRParameter) -> ValueMapping? {
        guard let name = p.type.name, let record = records[name], let kind = record.record, let cType = p.type.cType else { return nil }
        let swift = record.swiftName
        switch kind {
        case .value:
            guard p.callerAllocates, cType.hasSuffix("*"), !cType.hasSuffix("**") else { return nil }
            return ValueMapping(swiftType: swift, isOptional: false, kind: .record, closureType: record.cType,
                                toC: { $0 }, toSwift: { "\(swift)(cValue: \($0))" })
        case .boxed:
            guard !p.callerAllocates, cType.hasSuffix("**"), p.transfer == .full, !record.hasPublicStruct else { return nil }
            let nullable = p.nullable || p.optional
            return ValueMapping(swiftType: swift, isOptional: nullable, kind: .record, closureType: "OpaquePointer?",
                                toC: { $0 }, toSwift: { nullable ? "\($0).map { \(swift)(taking: $0) }" : "\(swift)(taking: \($0)!)" })
        }
    }
}
