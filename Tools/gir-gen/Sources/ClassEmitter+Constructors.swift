/// Constructors: `convenience init`s over the C `*_new` functions, and the smoke test's way to
/// construct the class.
extension ClassEmitter {
    // MARK: - Initializers

    mutating func emitConstructors() {
        for ctor in gir.constructors where ctor.introspectable {
            guard generator.allows(gir, member: ctor.name, version: ctor.version, deprecated: ctor.deprecated) else { continue }
            allowed.constructors += 1
            // GLibError's initializers are internal to Gtk: other modules leave throwing API out.
            if ctor.throwsError && !generator.allowList.isCore { continue }
            guard let allParams = mapParameters(ctor.parameters) else { continue }
            let params = allParams.filter { !$0.isComputed }
            // `rename NS.Type.constructor.parameter label` gives a constructor argument its label.
            var labels = params.map { generator.allowList.renames[gir.qualifiedName + "." + ctor.name + "." + $0.girName] ?? $0.label }
            let suffix = ctor.name.hasPrefix("new_") ? String(ctor.name.dropFirst(4)).replacingPrefix("with_", "").replacingPrefix("from_", "") : ""
            var key = zip(labels, params).map { "\($0):\($1.mapping.fullSwiftType)" }.joined(separator: ",")
            if constructorKeys.contains(key), !suffix.isEmpty, !labels.isEmpty {
                labels[0] = Naming.camel(suffix)
                key = zip(labels, params).map { "\($0):\($1.mapping.fullSwiftType)" }.joined(separator: ",")
            }
            guard !constructorKeys.contains(key) else { continue }
            constructorKeys.insert(key)
            let signature = zip(labels, params).map { label, p in
                label == p.name ? "\(p.name): \(p.mapping.fullSwiftType)" : "\(label) \(p.name): \(p.mapping.fullSwiftType)"
            }.joined(separator: ", ")
            let cArgs = allParams.map { $0.mapping.toC($0.cName) } + (ctor.throwsError ? ["&error"] : [])
            let call = "\(ctor.cIdentifier)(\(cArgs.joined(separator: ", ")))"
            let (open, close) = scopes(params)
            let ownership = info.isInitiallyUnowned ? "floating" : "full"
            if ctor.throwsError {
                line("    /// Creates the object with `\(ctor.cIdentifier)`; a GError is thrown as `GLibError`.")
                line("    public convenience init(\(signature)) throws(GLibError) {")
                emitPreludes(params)
                line("        var error: UnsafeMutablePointer<GError>?")
                line("        let pointer = \(open)\(call)\(close)")
                line("        if let error { throw GLibError(taking: error) }")
                line("        guard let pointer else { throw GLibError(domain: \"gir-gen\", code: 0, message: \"\(ctor.cIdentifier) returned NULL without an error\") }")
                line("        self.init(unsafeAdopting: untyped(pointer), ownership: .\(ownership))")
                line("    }")
                line()
                generated.constructors += 1
                continue
            }
            let overrides = generator.allowList.overrides.contains(gir.qualifiedName + "." + ctor.name) ? "override " : ""
            // A designated initializer adopts the new object through the superclass (its own
            // type is certain); a convenience one through `self`.
            let designated = generator.allowList.designated.contains(gir.qualifiedName + "." + ctor.name)
            let adopt = designated ? "super.init" : "self.init"
            let afterInit = generator.allowList.afterInit[gir.qualifiedName + "." + ctor.name]
            line("    /// Creates the object with `\(ctor.cIdentifier)`\(afterInit.map { ", then runs `\($0)`" } ?? "")\(designated ? " (a designated initializer: a subclass's initializer may call it)" : "").")
            line("    public \(overrides)\(designated ? "" : "convenience ")init(\(signature)) {")
            emitPreludes(params)
            if info.isWidget {
                line("        let pointer = Display.checked { \(open)untyped(\(call)!)\(close) }")
                line("        \(adopt)(unsafeAdopting: pointer, ownership: .\(ownership))")
            } else {
                line("        \(adopt)(unsafeAdopting: untyped(\(open)\(call)!\(close)), ownership: .\(ownership))")
            }
            if let afterInit {
                line("        \(afterInit)")
            }
            line("    }")
            line()
            generated.constructors += 1
            if let custom = generator.allowList.smokeConstructions[gir.qualifiedName] {
                smoke.construction = custom == "-" ? nil : custom
            } else if smoke.construction == nil || params.isEmpty, let args = smokeArguments(params, labels: labels) {
                // Qualified outside Gtk: the smoke program imports both modules (Adw.HeaderBar).
                let type = generator.allowList.isCore ? info.swiftName : generator.allowList.module + "." + info.swiftName
                smoke.construction = "\(type)(\(args))"
            }
        }
    }

    /// A boxed record's constructors: `convenience init`s adopting the new record with
    /// `init(taking:)`; failable when the C constructor can return NULL.
    mutating func emitRecordConstructors() {
        for ctor in gir.constructors where ctor.introspectable && !ctor.throwsError {
            guard generator.allows(gir, member: ctor.name, version: ctor.version, deprecated: ctor.deprecated) else { continue }
            allowed.constructors += 1
            guard let allParams = mapParameters(ctor.parameters) else { continue }
            let params = allParams.filter { !$0.isComputed }
            let labels = params.map { generator.allowList.renames[gir.qualifiedName + "." + ctor.name + "." + $0.girName] ?? $0.label }
            let key = zip(labels, params).map { "\($0):\($1.mapping.fullSwiftType)" }.joined(separator: ",")
            guard !constructorKeys.contains(key) else { continue }
            constructorKeys.insert(key)
            let signature = zip(labels, params).map { label, p in
                label == p.name ? "\(p.name): \(p.mapping.fullSwiftType)" : "\(label) \(p.name): \(p.mapping.fullSwiftType)"
            }.joined(separator: ", ")
            let call = "\(ctor.cIdentifier)(\(allParams.map { $0.mapping.toC($0.cName) }.joined(separator: ", ")))"
            let (open, close) = scopes(params)
            if ctor.returnNullable {
                line("    /// Creates the record with `\(ctor.cIdentifier)`; nil when it returns NULL.")
                line("    public convenience init?(\(signature)) {")
                emitPreludes(params)
                line("        guard let pointer = \(open.isEmpty ? call : "(" + open + call + close + ")") else { return nil }")
                line("        self.init(taking: pointer)")
            } else {
                line("    /// Creates the record with `\(ctor.cIdentifier)`.")
                line("    public convenience init(\(signature)) {")
                emitPreludes(params)
                line("        self.init(taking: \(open)\(call)!\(close))")
            }
            line("    }")
            line()
            generated.constructors += 1
        }
    }

    /// Default arguments for constructing an object in the smoke test.
    func smokeArguments(_ params: [MappedParameter], labels: [String]) -> String? {
        var parts: [String] = []
        for (label, p) in zip(labels, params) {
            let value: String
            if p.mapping.isOptional { value = "nil" } else {
                switch p.mapping.kind {
                case .bool: value = "false"
                case .integer: value = "0"
                case .floating: value = "0"
                case .string: value = "\"smoke\""
                case .stringArray: value = "[\"smoke\"]"
                case .enumeration:
                    guard let e = generator.enums.values.first(where: { $0.swiftName == p.mapping.swiftType }),
                          let first = e.gir.members.first else { return nil }
                    value = "." + Naming.enumCase(first.name)
                case .flags: value = "[]"
                case .object, .callback, .record: return nil
                }
            }
            parts.append("\(label): \(value)")
        }
        return parts.joined(separator: ", ")
    }
}
