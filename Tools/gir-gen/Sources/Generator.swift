/// What the generator knows about a wrapped (generated or hand-written) class.
struct ClassInfo {
    var gir: GIRClass
    var swiftName: String
    var isGenerated: Bool
    var isWidget: Bool
    var isInitiallyUnowned: Bool
    var cType: String { gir.cType }
    var isInterface: Bool { gir.isInterface }
    var hasPublicStruct: Bool { gir.hasPublicStruct }
    /// For a record (`record` in the allow-list): how Swift holds it; nil for classes.
    var record: RecordKind?
}

/// What the generator knows about a wrapped enumeration or bit field.
struct EnumInfo {
    var gir: GIREnum
    var swiftName: String
    var isGenerated: Bool
    var cType: String { gir.cType }
    var isBitfield: Bool { gir.isBitfield }
}

/// Counts for the closing summary: what the `.gir` files have, what the allow-list picks,
/// what was generated.
struct Counts {
    var classes = 0, methods = 0, properties = 0, signals = 0, constructors = 0, enums = 0, records = 0
    static func + (a: Counts, b: Counts) -> Counts {
        Counts(classes: a.classes + b.classes, methods: a.methods + b.methods, properties: a.properties + b.properties,
               signals: a.signals + b.signals, constructors: a.constructors + b.constructors, enums: a.enums + b.enums,
               records: a.records + b.records)
    }
}

/// Resolves the allow-list against the repository and emits Swift files.
struct Generator {
    let repository: GIRRepository
    let allowList: AllowList
    var classes: [String: ClassInfo] = [:]
    var enums: [String: EnumInfo] = [:]
    /// Allow-listed records (`record`): mapped as values or boxed classes, never as objects.
    var records: [String: ClassInfo] = [:]
    /// The Swift names of renamed properties, by GIR property name: a `rename` of one class's
    /// property renames the property of that name on every class, so a GTK name has one Swift
    /// name (`placeholder-text` is `placeholder` on `Entry` and `Text` alike).
    var propertyRenames: [String: String] = [:]

    init(repository: GIRRepository, allowList: AllowList) throws {
        self.repository = repository
        self.allowList = allowList
        for (name, swift) in allowList.existingClasses {
            guard let gir = repository.classes[name] else { throw GeneratorError("existing class \(name) is not in the .gir files") }
            classes[name] = makeInfo(gir, swiftName: swift, generated: false)
        }
        for (name, swift) in allowList.externalClasses {
            guard let gir = repository.classes[name] else { throw GeneratorError("external class \(name) is not in the .gir files") }
            classes[name] = makeInfo(gir, swiftName: swift, generated: true)
        }
        for name in allowList.classes {
            guard let gir = repository.classes[name] else { throw GeneratorError("class \(name) is not in the .gir files") }
            classes[name] = makeInfo(gir, swiftName: allowList.swiftNames[name] ?? gir.name, generated: true)
        }
        for name in allowList.records {
            guard let gir = repository.records[name] else { throw GeneratorError("record \(name) is not in the .gir files") }
            guard allowList.isCore else { throw GeneratorError("record \(name): records are generated for the Gtk module only") }
            records[name] = ClassInfo(gir: gir, swiftName: allowList.swiftNames[name] ?? gir.name, isGenerated: true,
                                      isWidget: false, isInitiallyUnowned: false, record: allowList.recordKinds[name])
        }
        for (name, swift) in allowList.existingEnums {
            guard let gir = repository.enums[name] else { throw GeneratorError("existing enum \(name) is not in the .gir files") }
            enums[name] = EnumInfo(gir: gir, swiftName: swift, isGenerated: false)
        }
        for name in allowList.enums {
            guard let gir = repository.enums[name] else { throw GeneratorError("enum \(name) is not in the .gir files") }
            enums[name] = EnumInfo(gir: gir, swiftName: allowList.swiftNames[name] ?? gir.name, isGenerated: true)
        }
        for (key, swiftName) in allowList.renames.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: ".").map(String.init)
            guard parts.count == 3, let gir = repository.classes[parts[0] + "." + parts[1]],
                  gir.properties.contains(where: { $0.name == parts[2] }) else { continue }
            if let other = propertyRenames[parts[2]], other != swiftName {
                throw GeneratorError("rename \(key) \(swiftName): the property \(parts[2]) is renamed \(other) elsewhere; "
                                     + "a property has one Swift name on every class, so give both renames the same name")
            }
            propertyRenames[parts[2]] = swiftName
        }
    }

    private func makeInfo(_ gir: GIRClass, swiftName: String, generated: Bool) -> ClassInfo {
        var isWidget = false, unowned = false
        var current: String? = gir.qualifiedName
        while let name = current, let c = repository.classes[name] {
            if name == "Gtk.Widget" { isWidget = true }
            current = c.parent
            if current == "GObject.InitiallyUnowned" { unowned = true }
        }
        return ClassInfo(gir: gir, swiftName: swiftName, isGenerated: generated, isWidget: isWidget, isInitiallyUnowned: unowned)
    }

    /// Whether a member is in the allowed API: not deprecated, introspectable, old enough, not skipped.
    func allows(_ owner: GIRClass, member: String, version: String?, deprecated: Bool) -> Bool {
        !deprecated && allowList.allows(version: version, in: owner.namespace)
            && !allowList.skipped.contains(owner.qualifiedName + "." + member)
    }

    /// The nearest wrapped ancestor of `cls` (its Swift superclass).
    func superclass(of cls: GIRClass) -> ClassInfo? {
        var current = cls.parent
        while let name = current {
            if let info = classes[name] { return info }
            current = repository.classes[name]?.parent
        }
        return nil
    }

    /// The generated interfaces `cls` implements that its wrapped superclasses do not.
    func interfaces(addedBy cls: GIRClass) -> [String] {
        var inherited: Set<String> = []
        var current = cls.parent
        while let name = current, let parent = repository.classes[name] {
            if classes[name]?.isGenerated == true { inherited.formUnion(parent.implements) }
            current = parent.parent
        }
        return cls.implements.filter { !inherited.contains($0) }
            .compactMap { classes[$0] }.filter { $0.isInterface && $0.isGenerated }.map(\.swiftName).sorted()
    }

    /// `GeneratedWrappers.swift`: maps each generated class's GType name to its registration,
    /// so that an object GTK made (a spin button's text field, a list row) is wrapped as that
    /// class. In the core module the registry resolves names lazily; another module registers
    /// its classes through the public API.
    func registrations() -> String {
        var out = "// Generated by gir-gen. Do not edit: change \(allowList.fileName) and run Scripts/generate.\n"
        out += allowList.cImport + "\n\n"
        let names = allowList.classes.sorted().compactMap { name -> ClassInfo? in
            guard let info = classes[name], !info.isInterface, info.gir.getType != nil else { return nil }
            return info
        }
        guard allowList.isCore else {
            // Another module registers through the public API, by GType name.
            out += """
                /// Registers the generated \(allowList.module) wrapper classes for their GTypes (once, from
                /// `GeneratedRegistration.ensure()`).
                @MainActor
                func registerGeneratedWrappers() {

                """
            for info in names {
                out += "    _ = \(info.gir.getType!)()\n"
                out += "    Object.registerWrapper(forTypeNamed: \"\(info.cType)\") { \(info.swiftName)(unsafeAdopting: $0, ownership: .borrowed) }\n"
            }
            out += "}\n"
            return out
        }
        out += """
            /// The registration of the generated wrapper class for the GType named `name`, or nil.
            /// The wrapper registry asks the first time it meets a GType without a registration, so a
            /// class's GType is registered with GLib only when a program uses it (no `get_type` call
            /// per generated class at start-up).
            @MainActor
            func generatedWrapperRegistration(forTypeNamed name: String) -> WrapperRegistry.Registration? {
                switch name {

            """
        for info in names {
            let typeName = info.gir.typeName ?? info.cType
            out += "    case \"\(typeName)\": return .init(\(info.swiftName).self) { \(info.swiftName)(unsafeAdopting: $0, ownership: .borrowed) }\n"
        }
        out += "    default: return nil\n    }\n}\n"
        return out
    }

    /// All generated files: relative path -> contents.
    func generate() throws -> (files: [String: String], generated: Counts, allowed: Counts, inGIR: Counts, smoke: [ClassSmoke]) {
        var files: [String: String] = [:]
        var generated = Counts(), allowed = Counts()
        var smoke: [ClassSmoke] = []
        for name in allowList.classes.sorted() {
            guard let info = classes[name] else { continue }
            var emitter = ClassEmitter(generator: self, info: info)
            let text = emitter.emit()
            files[info.swiftName + ".swift"] = text
            generated = generated + emitter.generated
            allowed = allowed + emitter.allowed
            smoke.append(emitter.smoke)
        }
        for name in allowList.records.sorted() {
            guard let info = records[name] else { continue }
            var emitter = ClassEmitter(generator: self, info: info)
            // `+Methods`: the hand-written file holding the stored C value is `<Name>.swift`.
            files["Records/" + info.swiftName + "+Methods.swift"] = emitter.emitRecord()
            generated = generated + emitter.generated
            allowed = allowed + emitter.allowed
        }
        for name in allowList.enums.sorted() {
            guard let info = enums[name] else { continue }
            files["Enums/" + info.swiftName + ".swift"] = EnumEmitter.emit(info, allowList: allowList)
            generated.enums += 1
            allowed.enums += 1
        }
        var inGIR = Counts()
        for c in repository.classes.values where c.namespace == allowList.module {
            inGIR.classes += 1
            inGIR.methods += c.methods.count
            inGIR.constructors += c.constructors.count
            inGIR.properties += c.properties.count
            inGIR.signals += c.signals.count
        }
        inGIR.enums = repository.enums.values.filter { $0.namespace == allowList.module }.count
        inGIR.records = repository.records.values.filter { $0.namespace == allowList.module }.count
        return (files, generated, allowed, inGIR, smoke)
    }
}
