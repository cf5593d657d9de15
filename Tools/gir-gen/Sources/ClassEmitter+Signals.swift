/// Signals: typed `on…` methods with a C trampoline each.
extension ClassEmitter {
    // MARK: - Signals

    mutating func emitSignals() {
        for signal in gir.signals {
            guard generator.allows(gir, member: signal.name, version: signal.version, deprecated: signal.deprecated) else { continue }
            allowed.signals += 1
            if emitSignal(signal) { generated.signals += 1 }
        }
    }

    mutating func emitSignal(_ signal: GIRSignal) -> Bool {
        var mappings: [(name: String, mapping: ValueMapping)] = []
        for p in signal.parameters {
            guard p.direction == "in",
                  let m = generator.mapping(p.type, transfer: p.transfer, nullable: p.nullable, role: .signalArgument),
                  !m.closureType.isEmpty, m.kind != .stringArray else { return false }
            mappings.append((Naming.parameter(p.name), m))
        }
        let isVoid = signal.returnType == nil || signal.returnType?.name == "none"
        var ret: ValueMapping?
        if !isVoid {
            guard let m = generator.mapping(signal.returnType, transfer: .none, nullable: false, role: .signalReturn),
                  m.kind == .bool || m.kind == .integer || m.kind == .floating else { return false }
            ret = m
        }
        let method = generator.allowList.renames[gir.qualifiedName + "::" + signal.name] ?? Naming.signalMethod(signal.name)
        guard !usedNames.contains(method) else { return false }
        usedNames.insert(method)
        let swiftArgs = mappings.map { $0.mapping.fullSwiftType }.joined(separator: ", ")
        let swiftRet = ret?.swiftType ?? "Void"
        let cParams = (["gpointer?"] + mappings.map { $0.mapping.closureType } + ["gpointer?"]).joined(separator: ", ")
        let cRet = ret?.closureType ?? "Void"
        let names = (["_"] + mappings.map { $0.name } + ["data"]).joined(separator: ", ")
        let call = "box.handler(\(mappings.map { $0.mapping.toSwift($0.name) }.joined(separator: ", ")))"
        let argList = mappings.isEmpty ? "no arguments" : mappings.map { "`\($0.name)`" }.joined(separator: ", ")
        line("    /// Connects `handler` to the `\(info.cType)::\(signal.name)` signal (\(argList)). The closure is released by")
        line("    /// GLib's destroy-notify when the handler is disconnected or the object is finalized.")
        line("    @discardableResult")
        line("    public func \(method)(_ handler: @escaping @MainActor (\(swiftArgs)) -> \(swiftRet)) -> SignalConnection {")
        line("        typealias Handler = @MainActor (\(swiftArgs)) -> \(swiftRet)")
        line("        let thunk: @convention(c) (\(cParams)) -> \(cRet) = { \(names) in")
        if let ret {
            line("            guard let data else { return \(ret.toC(ret.kind == .bool ? "false" : "0")) }")
            line("            let box = borrow(data, as: ClosureBox<Handler>.self)")
            line("            return \(ret.toC("MainActor.assumeIsolated { \(call) }"))")
        } else {
            line("            guard let data else { return }")
            line("            let box = borrow(data, as: ClosureBox<Handler>.self)")
            line("            MainActor.assumeIsolated { \(call) }")
        }
        line("        }")
        line("        return connectGenerated(\"\(signal.name)\", gcallback(thunk), ClosureBox<Handler>(handler))")
        line("    }")
        line()
        let returnDefault: String? = ret.map { $0.kind == .bool ? "false" : "0" }
        smoke.signals.append(.init(method: method, arity: mappings.count, returnDefault: returnDefault))
        return true
    }
}
