/// What the generated smoke test exercises for one class.
struct ClassSmoke {
    struct Property { var swiftName: String; var kind: ValueMapping.Kind; var isOptional: Bool; var writable: Bool; var notify: String? }
    struct Signal { var method: String; var arity: Int; var returnDefault: String? }
    var swiftName: String
    var cType: String
    var construction: String?
    /// A toplevel: GTK holds it until it is destroyed.
    var isWindow = false
    var properties: [Property] = []
    var signals: [Signal] = []
}

/// Emits one Swift file for one allow-listed class.
struct ClassEmitter {
    let generator: Generator
    let info: ClassInfo
    var generated = Counts()
    var allowed = Counts()
    var smoke: ClassSmoke
    var lines: [String] = []
    var usedNames: Set<String> = []
    var constructorKeys: Set<String> = []
    /// The GObject properties emitted as Swift properties.
    var generatedProperties: Set<String> = []

    init(generator: Generator, info: ClassInfo) {
        self.generator = generator
        self.info = info
        smoke = ClassSmoke(swiftName: info.swiftName, cType: info.cType)
        var ancestor: String? = info.gir.qualifiedName
        while let name = ancestor, let cls = generator.repository.classes[name] {
            if name == "Gtk.Window" { smoke.isWindow = true }
            ancestor = cls.parent
        }
    }

    var gir: GIRClass { info.gir }
    /// The instance pointer in generated calls: a class's private typed accessor, a value
    /// record's scoped pointer to its `cValue` (see `selfScope`), a boxed record's `pointer`.
    var selfPointer: String {
        switch info.record {
        case .value?: return "cSelf"
        case .boxed?: return "pointer"
        case nil: return "c" + info.cType
        }
    }

    /// The scope a value record's method needs around its call to point at `cValue`: a
    /// `const` instance is read through `withUnsafePointer`, any other is written through
    /// `withUnsafeMutablePointer` (the Swift method is then `mutating`). Empty for classes.
    func selfScope(_ method: GIRCallable) -> (open: String, close: String, isMutating: Bool) {
        guard info.record == .value else { return ("", "", false) }
        if method.instanceCType?.hasPrefix("const ") == true {
            return ("withUnsafePointer(to: cValue) { cSelf in ", " }", false)
        }
        return ("withUnsafeMutablePointer(to: &cValue) { cSelf in ", " }", true)
    }

    /// A record's file: an extension of the hand-written struct or class with the record's
    /// constructors (boxed records) and methods.
    mutating func emitRecord() -> String {
        line(fileHeader)
        line(generator.allowList.cImport)
        line()
        generated.records = 1
        allowed.records = 1
        let holder = info.record == .value ? "its C value (`cValue`, copied with the struct)" : "its pointer (freed by the class)"
        line("/// The `\(info.cType)` record's \(info.record == .boxed ? "constructors and " : "")methods (\(gir.qualifiedName)); the")
        line("/// hand-written `\(info.swiftName)` holds \(holder).")
        line("@MainActor")
        line("extension \(info.swiftName) {")
        if info.record == .boxed { emitRecordConstructors() }
        emitMethods(skipping: [])
        if lines.last == "" { lines.removeLast() }
        line("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The typed instance pointer made from an untyped expression (inside C thunks).
    func instance(fromRaw expr: String) -> String {
        info.hasPublicStruct ? "cast(\(expr), to: \(info.cType).self)" : "opaque(\(expr))"
    }

    mutating func line(_ text: String = "") { lines.append(text) }

    mutating func emit() -> String {
        let superInfo = generator.superclass(of: gir)
        let superName = superInfo?.swiftName ?? "Object"
        line(fileHeader)
        line(generator.allowList.cImport)
        line()
        generated.classes = 1
        allowed.classes = 1
        if info.isInterface {
            let prerequisite = gir.prerequisites.compactMap { generator.classes[$0] }.first { !$0.isInterface }?.swiftName ?? "Object"
            line("/// Wraps the `\(info.cType)` interface (\(gir.qualifiedName)): the wrappers of classes that")
            line("/// implement it conform, and its members are available on them through this extension.")
            line("@MainActor")
            line("public protocol \(info.swiftName): \(prerequisite) {}")
            line()
            line("extension \(info.swiftName) {")
            line("    /// The typed instance pointer.")
            line("    private var \(selfPointer): OpaquePointer { opaque(gobject) }")
            line()
        } else {
            let interfaces = generator.interfaces(addedBy: gir)
            line("/// Wraps `\(info.cType)` (\(gir.qualifiedName)); a subclass of `\(superName)`.")
            line("@MainActor")
            line("open class \(info.swiftName): \(([superName] + interfaces).joined(separator: ", ")) {")
            line("    /// Adopts the `\(info.cType)` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).")
            line("    ///")
            line("    /// - Warning: Unsafe. `pointer` must be a live `\(info.cType)*` without a Swift wrapper.")
            line("    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {")
            if let getType = gir.getType {
                let module = generator.allowList.module
                let check = generator.allowList.isCore ? "cgtk_is_a(pointer, \(getType)()) != 0" : "isInstance(pointer, of: \(getType)())"
                line("        precondition(\(check),")
                line("                     \"\(module).\(info.swiftName)(unsafeAdopting:): the pointer is not an instance of \(info.cType). Adopt it as the wrapper class of its own GType (or get its wrapper with Object.wrapper(forUnsafePointer:)).\")")
            }
            if !generator.allowList.isCore { line("        GeneratedRegistration.ensure()") }
            line("        super.init(unsafeAdopting: pointer, ownership: ownership)")
            line("    }")
            line()
            line("    /// The typed instance pointer.")
            line("    private var \(selfPointer): \(pointerType) { \(info.hasPublicStruct ? "cast(gobject, to: \(info.cType).self)" : "opaque(gobject)") }")
        }
        emitConstructors()
        let accessorNames = emitProperties()
        emitMethods(skipping: accessorNames)
        emitSignals()
        line("}")
        return lines.joined(separator: "\n") + "\n"
    }

    var pointerType: String { info.hasPublicStruct ? "UnsafeMutablePointer<\(info.cType)>" : "OpaquePointer" }

    var fileHeader: String {
        "// Generated by gir-gen from \(gir.namespace)'s .gir file. Do not edit: change \(generator.allowList.fileName) and run Scripts/generate."
    }
}

extension String {
    func replacingPrefix(_ prefix: String, _ replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
