/// Methods: get/set pairs as properties, getters as read-only properties, the rest as
/// functions (out parameters returned, GError thrown).
extension ClassEmitter {
    // MARK: - Methods

    mutating func emitMethods(skipping accessors: Set<String>) {
        var consumed = accessors
        for method in gir.methods where method.introspectable {
            guard generator.allows(gir, member: method.name, version: method.version, deprecated: method.deprecated) else { continue }
            if accessors.contains(method.cIdentifier) { continue }
            allowed.methods += 1
            if consumed.contains(method.cIdentifier) { generated.methods += 1; continue }
            if let name = method.getsProperty ?? method.setsProperty, !propertyIsUnmappable(name) {
                // An accessor of a property that is left out (skipped, deprecated, too new).
                continue
            }
            // An accessor of a property that could not be generated (gtk_text_buffer_set_text:
            // the `text` property has no getter without iterators) is emitted as a method.
            if let setter = emitAccessorPair(method) {
                consumed.insert(setter)
                generated.methods += 1
                continue
            }
            if emitMethod(method) { generated.methods += 1 }
        }
    }

    /// Whether the class's property `name` is allowed but was not generated (no getter, or a
    /// type that does not map).
    func propertyIsUnmappable(_ name: String) -> Bool {
        guard let prop = gir.properties.first(where: { $0.name == name }) else { return false }
        return generator.allows(gir, member: prop.name, version: prop.version, deprecated: prop.deprecated)
            && !generatedProperties.contains(name)
    }

    /// A `get_x`/`set_x` pair that is not a GObject property becomes one settable Swift
    /// property; returns the setter's C symbol when emitted.
    mutating func emitAccessorPair(_ getter: GIRCallable) -> String? {
        guard getter.name.hasPrefix("get_"), getter.parameters.isEmpty, !getter.throwsError else { return nil }
        let base = String(getter.name.dropFirst(4))
        guard let setter = gir.methods.first(where: { $0.name == "set_" + base }), setter.parameters.count == 1,
              !setter.throwsError, !setter.deprecated, setter.introspectable,
              generator.allows(gir, member: setter.name, version: setter.version, deprecated: setter.deprecated),
              let get = generator.mapping(getter.returnType, transfer: getter.returnTransfer,
                                          nullable: getter.returnNullable, role: .returnValue),
              let set = generator.mapping(setter.parameters[0].type, transfer: setter.parameters[0].transfer,
                                          nullable: setter.parameters[0].nullable, role: .argument),
              get.swiftType == set.swiftType, get.isOptional == set.isOptional,
              set.scope == nil || set.kind == .string else { return nil }
        // A value record's getter must read a `const` instance (a Swift getter does not mutate).
        let getScope = selfScope(getter), setScope = selfScope(setter)
        guard !getScope.isMutating else { return nil }
        guard let name = claimPropertyName(base, of: getter, isBool: get.swiftType == "Bool") else { return nil }
        line("    /// Reads `\(getter.cIdentifier)`, writes `\(setter.cIdentifier)`.")
        line("    public var \(name): \(get.fullSwiftType) {")
        line("        get { \(getScope.open)\(get.toSwift("\(getter.cIdentifier)(\(selfPointer))"))\(getScope.close) }")
        if let scope = set.scope {
            let discard = (setter.returnType?.name ?? "none") == "none" ? "" : "_ = "
            line("        set { \(setScope.open)\(discard)\(scope("newValue", "cValue")) \(setter.cIdentifier)(\(selfPointer), \(set.toC("cValue"))) }\(setScope.close) }")
        } else {
            line("        set { \(setScope.open)\(setter.cIdentifier)(\(selfPointer), \(set.toC("newValue")))\(setScope.close) }")
        }
        line("    }")
        line()
        return setter.cIdentifier
    }

    /// The Swift name of the property that `getter` reads (`base` is its name without `get_`;
    /// a Boolean reads as `isX`/`hasX`, an allow-list rename wins), reserved for this class;
    /// nil when a member already has that name.
    private mutating func claimPropertyName(_ base: String, of getter: GIRCallable, isBool: Bool) -> String? {
        let name = generator.allowList.renames[gir.qualifiedName + "." + getter.name]
            ?? (isBool ? Naming.booleanName(base) : Naming.camel(base))
        guard !usedNames.contains(name) else { return nil }
        usedNames.insert(name)
        return name
    }

    mutating func emitMethod(_ method: GIRCallable) -> Bool {
        if method.throwsError && !generator.allowList.isCore { return false }
        if method.parameters.contains(where: { $0.direction == "out" }) { return emitOutMethod(method) }
        guard let params = mapParameters(method.parameters, member: gir.qualifiedName + "." + method.name) else { return false }
        let isVoid = method.returnType?.name == "none"
        let ret: ValueMapping?
        if isVoid { ret = nil } else {
            // `nullable NS.Type.method` corrects a method that returns NULL without saying so.
            let returnsNull = method.returnNullable || generator.allowList.nullable.contains(gir.qualifiedName + "." + method.name)
            guard let m = generator.mapping(method.returnType, transfer: method.returnTransfer,
                                            nullable: returnsNull, role: .returnValue) else { return false }
            ret = m
        }
        var args = params.map { $0.mapping.toC($0.cName) }
        if method.throwsError { args.append("&error") }
        let allArgs = ([selfPointer] + args).joined(separator: ", ")
        let call = "\(method.cIdentifier)(\(allArgs))"
        let instance = selfScope(method)
        var (open, close) = scopes(params)
        (open, close) = (instance.open + open, close + instance.close)
        // A getter without parameters becomes a read-only property.
        if params.isEmpty, let ret, !method.throwsError, !instance.isMutating,
           method.name.hasPrefix("get_") || method.name.hasPrefix("is_") || method.name.hasPrefix("has_") {
            let base = method.name.hasPrefix("get_") ? String(method.name.dropFirst(4)) : method.name
            guard let name = claimPropertyName(base, of: method, isBool: ret.swiftType == "Bool") else { return false }
            line("    /// Reads `\(method.cIdentifier)`.")
            line("    public var \(name): \(ret.fullSwiftType) { \(open)\(ret.toSwift(call))\(close) }")
            line()
            return true
        }
        let verb = method.name.hasPrefix("get_") ? String(method.name.dropFirst(4)) : method.name
        var name = Naming.identifier(Naming.camel(verb))
        name = generator.allowList.renames[gir.qualifiedName + "." + method.name] ?? name
        let shown = params.filter { !$0.isComputed }
        let signatureKey = name + "(" + shown.map { $0.label + ":" }.joined() + ")"
        guard !usedNames.contains(signatureKey), !usedNames.contains(name) || !shown.isEmpty else { return false }
        usedNames.insert(signatureKey)
        let lastWord = method.name.split(separator: "_").last.map(String.init) ?? ""
        // A setter's one argument is the value it sets: `setMarkup(_:)`, `setTextWithMnemonic(_:)`.
        let isSetter = method.name.hasPrefix("set_") && shown.count == 1
        let signature = shown.enumerated().map { index, p in
            let unlabeled = isSetter || p.girName == lastWord || p.name == lastWord || method.name.hasSuffix("_" + p.girName) || !method.name.contains("_")
            let label = index == 0 && unlabeled ? "_" : p.label
            return label == p.name ? "\(p.name): \(p.mapping.fullSwiftType)" : "\(label) \(p.name): \(p.mapping.fullSwiftType)"
        }.joined(separator: ", ")
        let returns = ret.map { " -> \($0.fullSwiftType)" } ?? ""
        let throwing = method.throwsError ? " throws(GLibError)" : ""
        line("    /// Calls `\(method.cIdentifier)`\(method.throwsError ? "; a GError is thrown as `GLibError`" : "").")
        // Booleans (success flags) and what `add…`/`append…`/`insert…`/`prepend…` return (the
        // new page or item) may be ignored.
        let addsItem = ["add", "append", "insert", "prepend"].contains { method.name == $0 || method.name.hasPrefix($0 + "_") }
        if ret?.swiftType == "Bool" || (ret != nil && addsItem) { line("    @discardableResult") }
        line("    public \(instance.isMutating ? "mutating " : "")func \(name)(\(signature))\(throwing)\(returns) {")
        emitPreludes(params)
        if method.throwsError {
            line("        var error: UnsafeMutablePointer<GError>?")
            line("        let result = \(open)\(call)\(close)")
            line("        if let error { throw GLibError(taking: error) }")
            if let ret { line("        return \(ret.toSwift("result"))") } else { line("        _ = result") }
        } else if let ret {
            line("        return \(open)\(ret.toSwift(call))\(close)")
        } else {
            line("        \(open)\(call)\(close)")
        }
        line("    }")
        line()
        return true
    }

    /// A method with out parameters of simple types (numbers, booleans, enums): the outs
    /// become the Swift return value, a labelled tuple when there are several, preceded by
    /// `result` when the C function also returns a value.
    mutating func emitOutMethod(_ method: GIRCallable) -> Bool {
        guard !method.throwsError, !method.parameters.contains(where: { $0.scope != nil }) else { return false }
        var ins: [GIRParameter] = [], outs: [(GIRParameter, ValueMapping)] = []
        for p in method.parameters {
            if p.direction == "out", let m = generator.outRecordMapping(p) {
                outs.append((p, m))
            } else if p.direction == "out" {
                guard !p.callerAllocates, p.closureIndex == nil,
                      let m = generator.mapping(p.type, transfer: .none, nullable: false, role: .signalArgument),
                      [.bool, .integer, .floating, .enumeration, .flags].contains(m.kind) else { return false }
                outs.append((p, m))
            } else {
                ins.append(p)
            }
        }
        guard let params = mapParameters(ins, member: gir.qualifiedName + "." + method.name) else { return false }
        let isVoid = method.returnType?.name == "none"
        var ret: ValueMapping?
        if !isVoid {
            // `nullable NS.Type.method` corrects a method that returns NULL without saying so.
            let returnsNull = method.returnNullable || generator.allowList.nullable.contains(gir.qualifiedName + "." + method.name)
            guard let m = generator.mapping(method.returnType, transfer: method.returnTransfer,
                                            nullable: returnsNull, role: .returnValue) else { return false }
            ret = m
        }
        var elements: [(label: String, type: String, value: String)] = []
        if let ret { elements.append(("result", ret.fullSwiftType, ret.toSwift("result"))) }
        for (p, m) in outs {
            elements.append((Naming.parameter(p.name), m.fullSwiftType, m.toSwift("out_\(p.name)")))
        }
        let returnType = elements.count == 1 ? elements[0].type : "(" + elements.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
        let returnValue = elements.count == 1 ? elements[0].value : "(" + elements.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
        var cArgs: [String] = [selfPointer]
        var mappedIndex = 0
        for p in method.parameters {
            if p.direction == "out" { cArgs.append("&out_\(p.name)") } else {
                cArgs.append(params[mappedIndex].mapping.toC(params[mappedIndex].cName)); mappedIndex += 1
            }
        }
        let base = method.name.hasPrefix("get_") ? String(method.name.dropFirst(4)) : method.name
        var name = Naming.identifier(Naming.camel(base))
        name = generator.allowList.renames[gir.qualifiedName + "." + method.name] ?? name
        guard !usedNames.contains(name) else { return false }
        usedNames.insert(name)
        let signature = params.filter { !$0.isComputed }.map { "\($0.name): \($0.mapping.fullSwiftType)" }.joined(separator: ", ")
        let instance = selfScope(method)
        var (open, close) = scopes(params)
        (open, close) = (instance.open + open, close + instance.close)
        line("    /// Calls `\(method.cIdentifier)`; its out parameters are returned\(ret == nil ? "" : " after its result").")
        line("    public \(instance.isMutating ? "mutating " : "")func \(name)(\(signature)) -> \(returnType) {")
        emitPreludes(params)
        for (p, m) in outs {
            if m.kind == .record {
                // A caller-allocated record starts zeroed; a returned boxed pointer starts NULL.
                line("        var out_\(p.name)\(m.closureType.hasSuffix("?") ? ": \(m.closureType) = nil" : " = \(m.closureType)()")")
            } else {
                // C enumerations import as structs whose only initializer takes the raw value.
                line("        var out_\(p.name) = \(m.closureType)(\(m.kind == .enumeration ? "0" : ""))")
            }
        }
        let call = "\(method.cIdentifier)(\(cArgs.joined(separator: ", ")))"
        line("        \(ret == nil ? "" : "let result = ")\(open)\(call)\(close)")
        line("        return \(returnValue)")
        line("    }")
        line()
        return true
    }
}
