/// Parameters: mapping `in` parameters to Swift, the scopes some of them need, and callbacks
/// with user data and destroy-notify.
extension ClassEmitter {
    struct MappedParameter {
        var girName: String
        var name: String
        var label: String
        var cName: String
        var mapping: ValueMapping
        /// Statements the call needs first (a callback's trampoline), one per line.
        var prelude: [String] = []
        /// A C argument the wrapper computes (a string's length in bytes): not in the Swift
        /// signature; `cName` is the Swift expression passed.
        var isComputed = false
    }

    /// Maps `in` parameters; nil when one is not supported (out parameters, async callbacks…).
    /// A callback's user-data and destroy-notify parameters are folded into the callback's
    /// Swift closure (they must follow it, as they do throughout GTK).
    /// `member` (`NS.Type.method`) names the callable for the `reads` directive.
    func mapParameters(_ params: [GIRParameter], member: String? = nil) -> [MappedParameter]? {
        var result: [MappedParameter] = []
        var folded: Set<Int> = []
        for (index, p) in params.enumerated() {
            if folded.contains(index) { continue }
            guard p.direction == "in" else { return nil }
            let name = Naming.parameter(p.name)
            if let length = stringLength(p, index: index, in: params, mapped: result) {
                result.append(length)
                continue
            }
            if let typeName = p.type.name, let callback = generator.repository.callbacks[typeName] {
                guard let mapped = mapCallback(p, callback, index: index, in: params, name: name) else { return nil }
                folded.formUnion([p.closureIndex, p.destroyIndex].compactMap { $0 })
                result.append(mapped)
                continue
            }
            guard p.closureIndex == nil || p.scope != nil else { return nil }
            guard var m = generator.mapping(p.type, transfer: p.transfer, nullable: p.nullable, role: .argument) else { return nil }
            if let member, generator.allowList.readOnly.contains(member + "." + p.name) { m = Self.readOnlyRecord(m) }
            let cName = m.scope != nil ? "cArgument\(index)" : name
            result.append(MappedParameter(girName: p.name, name: name, label: name, cName: cName, mapping: m))
        }
        return result
    }

    /// A value record argument the callee only reads although its C type is not `const`
    /// (`reads NS.Type.method.parameter`): the struct by value, passed as a pointer to a copy.
    static func readOnlyRecord(_ m: ValueMapping) -> ValueMapping {
        guard m.kind == .record, m.swiftType.hasPrefix("inout ") else { return m }
        return ValueMapping(swiftType: String(m.swiftType.dropFirst("inout ".count)), isOptional: false, kind: .record,
                            closureType: "", toC: { $0 }, toSwift: { $0 },
                            scope: { expr, name in "withUnsafeMutablePointer(toCopyOf: \(expr).cValue) { \(name) in" })
    }

    /// The byte length of the string argument before it (`len` or `length` after a UTF-8
    /// string, as in `gtk_text_buffer_insert`): Swift strings know their length, so the
    /// wrapper passes the string's UTF-8 count and the Swift signature has no length.
    private func stringLength(_ p: GIRParameter, index: Int, in params: [GIRParameter], mapped: [MappedParameter]) -> MappedParameter? {
        guard ["len", "length"].contains(p.name), index > 0, let type = p.type.name,
              ["gint", "gssize", "int"].contains(type),
              let string = mapped.last, string.girName == params[index - 1].name,
              params[index - 1].type.name == "utf8", string.mapping.kind == .string, !string.mapping.isOptional,
              let m = generator.mapping(p.type, transfer: p.transfer, nullable: false, role: .argument)
        else { return nil }
        let count = "\(string.name).utf8.count"
        return MappedParameter(girName: p.name, name: count, label: count, cName: count, mapping: m, isComputed: true)
    }

    /// A callback parameter (`scope="notified"` with user data and destroy-notify, or
    /// `scope="call"` with user data) as a Swift closure. The closure is boxed; GLib's
    /// destroy-notify releases a notified box, a call-scoped box is released after the call.
    /// Its C trampoline maps the arguments as signal arguments are mapped.
    private func mapCallback(_ p: GIRParameter, _ callback: GIRCallable, index: Int, in params: [GIRParameter], name: String) -> MappedParameter? {
        guard let scope = p.scope, scope == "notified" || scope == "call",
              let dataIndex = p.closureIndex, dataIndex == index + 1, dataIndex < params.count else { return nil }
        if scope == "notified" { guard let destroy = p.destroyIndex, destroy == index + 2, destroy < params.count else { return nil } }
        else { guard p.destroyIndex == nil else { return nil } }
        // The callback's own parameters: mapped ones, then its user data, last.
        guard let last = callback.parameters.last, last.closureIndex != nil || last.type.name == "gpointer" else { return nil }
        var args: [(name: String, mapping: ValueMapping)] = []
        // `callback-objects` in the allow-list: the callback's `gpointer` arguments are GObjects
        // (GLib.CompareDataFunc comparing list items).
        let objects = p.type.name.map { generator.allowList.objectCallbacks.contains($0) } ?? false
        for a in callback.parameters.dropLast() {
            let isObject = objects && ["gpointer", "gconstpointer"].contains(a.type.name ?? "")
            let type: GIRType = isObject ? .named(name: "GObject.Object", cType: "GObject*", elements: []) : a.type
            guard a.direction == "in", a.closureIndex == nil,
                  let m = generator.mapping(type, transfer: a.transfer, nullable: a.nullable && !isObject, role: .signalArgument),
                  !m.closureType.isEmpty, m.kind != .stringArray, m.kind != .callback else { return nil }
            args.append(("a\(args.count)", m))
        }
        var ret: ValueMapping?
        var returnToC: (String) -> String = { $0 }
        var fallback = ""
        if let type = callback.returnType, type.name != "none" {
            if let c = type.name.flatMap({ generator.classes[$0] }), !c.isInterface, callback.returnTransfer == .full {
                // A new object for the caller (e.g. a row widget): the wrapper keeps its own reference.
                guard let m = generator.mapping(type, transfer: .none, nullable: false, role: .argument) else { return nil }
                ret = m
                returnToC = { "g_object_ref(\($0).gobject)" }
                fallback = "nil"
            } else {
                guard let m = generator.mapping(type, transfer: .none, nullable: false, role: .signalReturn),
                      [.bool, .integer, .floating, .enumeration].contains(m.kind) else { return nil }
                ret = m
                returnToC = m.toC
                fallback = m.kind == .bool ? m.toC("false") : m.kind == .enumeration ? "\(m.closureType)(0)" : "0"
            }
        }
        let swiftArgs = args.map { $0.mapping.fullSwiftType }.joined(separator: ", ")
        let swiftRet = ret?.swiftType ?? "Void"
        let closure = "@MainActor (\(swiftArgs)) -> \(swiftRet)"
        let cRet = ret == nil ? "Void" : (ret!.kind == .object ? "gpointer?" : ret!.closureType)
        let cParams = (args.map { $0.mapping.closureType } + ["gpointer?"]).joined(separator: ", ")
        let names = (args.map { $0.name } + ["data"]).joined(separator: ", ")
        let call = "box.handler(\(args.map { $0.mapping.toSwift($0.name) }.joined(separator: ", ")))"
        let handler = "Handler\(index)", thunk = "thunk\(index)", data = "data\(index)"
        var prelude = ["typealias \(handler) = \(closure)"]
        prelude.append("let \(thunk): @convention(c) (\(cParams)) -> \(cRet) = { \(names) in")
        if ret != nil {
            prelude.append("    guard let data else { return \(fallback) }")
            prelude.append("    let box = borrow(data, as: ClosureBox<\(handler)>.self)")
            if ret?.kind == .object {
                // A pointer is not Sendable: it leaves the main actor as its address.
                prelude.append("    return UnsafeMutableRawPointer(bitPattern: MainActor.assumeIsolated { UInt(bitPattern: \(returnToC(call))) })")
            } else {
                prelude.append("    return MainActor.assumeIsolated { \(returnToC(call)) }")
            }
        } else {
            prelude.append("    guard let data else { return }")
            prelude.append("    let box = borrow(data, as: ClosureBox<\(handler)>.self)")
            prelude.append("    MainActor.assumeIsolated { \(call) }")
        }
        prelude.append("}")
        let optional = p.nullable
        // A call-scoped closure GTK calls only during the call need not escape: it is boxed
        // inside `withoutActuallyEscaping` and the box released before the call returns
        // (an optional closure is escaping in Swift, so that one is boxed as before).
        let borrowed = scope == "call" && !optional
        if !borrowed {
            let box = optional ? "\(name).map { retained(ClosureBox<\(handler)>($0)) }" : "retained(ClosureBox<\(handler)>(\(name)))"
            prelude.append("let \(data) = \(box)")
        }
        // The thunk is passed as it is when its type is the C typedef's imported type (the
        // compiler warns about a needless cast), and cast when they differ (typed pointers).
        let thunkSignature = "(\(cParams)) -> \(cRet)"
        let function = importedSignature(of: callback) == thunkSignature
            ? thunk : "unsafeBitCast(\(thunk), to: \(callback.cIdentifier).self)"
        let functionArgument = optional ? "\(name) == nil ? nil : \(function)" : function
        let cArguments: String
        if scope == "notified" {
            prelude.append("let destroy\(index): GDestroyNotify = { data in if let data { release(data) } }")
            // No closure: no destroy-notify either (GTK asserts that NULL comes with NULL).
            cArguments = "\(functionArgument), \(data), " + (optional ? "\(name) == nil ? nil : destroy\(index)" : "destroy\(index)")
        } else {
            if !borrowed { prelude.append("defer { if let \(data) { release(\(data)) } }") }
            cArguments = "\(functionArgument), \(data)"
        }
        if borrowed {
            var mapping = ValueMapping(swiftType: closure, isOptional: false, kind: .callback, closureType: "",
                                       toC: { _ in cArguments }, toSwift: { $0 },
                                       scope: { expr, escapable in
                                           "withoutActuallyEscaping(\(expr)) { \(escapable) in withRetainedBox(ClosureBox<\(handler)>(\(escapable))) { \(data) in"
                                       })
            mapping.scopeDepth = 2
            return MappedParameter(girName: p.name, name: name, label: name, cName: "escapable\(index)", mapping: mapping, prelude: prelude)
        }
        let mapping = ValueMapping(swiftType: optional ? closure : "@escaping " + closure, isOptional: optional, kind: .callback,
                                   closureType: "", toC: { _ in cArguments }, toSwift: { $0 })
        return MappedParameter(girName: p.name, name: name, label: name, cName: name, mapping: mapping, prelude: prelude)
    }

    /// How Swift imports a callback typedef's C signature, spelled as the trampolines are
    /// spelled (`(gpointer?, gpointer?) -> gboolean`), or nil when a C type is not one whose
    /// imported spelling is known here (a cast is then emitted).
    private func importedSignature(of callback: GIRCallable) -> String? {
        func imported(_ cType: String?) -> String? {
            switch cType {
            case "gpointer": return "gpointer?"
            case "gboolean", "gdouble", "gfloat": return cType
            // Integers: the trampoline spells them with their GIR name, which is the C typedef.
            case let cType? where Generator.integerTypes.contains(cType): return cType
            // Plain C spellings of the same types (GtkAssistantPageFunc's `int`): the trampoline
            // spells them with GLib's names, which are the same imported Swift types.
            case "int": return "gint"
            case "unsigned int": return "guint"
            case "double": return "gdouble"
            case "float": return "gfloat"
            // A borrowed string (GtkPrintSettingsFunc's key and value).
            case "const gchar*", "const char*": return "UnsafePointer<CChar>?"
            default:
                // A record pointer (`GtkTreeIter *`), spelled as the trampolines spell it.
                guard let cType, cType.hasSuffix("*"), !cType.hasSuffix("**") else { return nil }
                let isConst = cType.hasPrefix("const ")
                let base = String(cType.dropFirst(isConst ? 6 : 0).dropLast().filter { $0 != " " })
                guard let record = generator.records.values.first(where: { $0.cType == base }) else { return nil }
                if record.record == .boxed { return record.hasPublicStruct ? nil : "OpaquePointer?" }
                return isConst ? "UnsafePointer<\(base)>?" : "UnsafeMutablePointer<\(base)>?"
            }
        }
        var params: [String] = []
        for p in callback.parameters {
            guard let swift = imported(p.type.cType) else { return nil }
            params.append(swift)
        }
        let result: String
        if let type = callback.returnType, type.name != "none" {
            guard let swift = imported(type.cType) else { return nil }
            result = swift
        } else {
            result = "Void"
        }
        return "(\(params.joined(separator: ", "))) -> \(result)"
    }

    /// Emits the statements the parameters need before the call.
    mutating func emitPreludes(_ params: [MappedParameter]) {
        for p in params { for text in p.prelude { line("        " + text) } }
    }

    /// The opening and closing text of the scopes some arguments need (string arrays).
    func scopes(_ params: [MappedParameter]) -> (String, String) {
        var open = "", close = ""
        for p in params {
            if let scope = p.mapping.scope {
                open += scope(p.name, p.cName) + " "
                close += String(repeating: " }", count: p.mapping.scopeDepth)
            }
        }
        return (open, close)
    }
}
