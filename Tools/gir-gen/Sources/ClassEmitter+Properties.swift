/// GObject properties: typed Swift properties and a typed `onNotify…` each.
extension ClassEmitter {
    // MARK: - Properties

    /// Emits the class's own properties; returns the C symbols of the accessors used.
    mutating func emitProperties() -> Set<String> {
        var used: Set<String> = []
        for prop in gir.properties {
            guard generator.allows(gir, member: prop.name, version: prop.version, deprecated: prop.deprecated) else { continue }
            allowed.properties += 1
            // The C symbol named by the property wins over method names and method attributes
            // (GTK 4.8's GIR marks some getters as setters, e.g. gtk_drop_down_get_enable_search).
            let getter = gir.methods.first { $0.cIdentifier == prop.cGetter }
                ?? gir.methods.first { prop.getter != nil && $0.name == prop.getter }
                ?? gir.methods.first { $0.getsProperty == prop.name && $0.parameters.isEmpty }
            var setter = gir.methods.first { $0.cIdentifier == prop.cSetter }
                ?? gir.methods.first { prop.setter != nil && $0.name == prop.setter }
                ?? gir.methods.first { $0.setsProperty == prop.name && $0.parameters.count == 1 }
            // `nullable` in the allow-list corrects accessors that take and return NULL without
            // saying so: the getter returns an optional and the setter accepts nil.
            let setterTakesNull = generator.allowList.nullable.contains(gir.qualifiedName + "." + prop.name)
            guard let getter, getter.parameters.isEmpty, !getter.throwsError, !getter.deprecated,
                  let mapping = generator.mapping(getter.returnType, transfer: getter.returnTransfer,
                                                  nullable: getter.returnNullable || setterTakesNull, role: .returnValue) else { continue }
            var setMapping: ValueMapping?
            if let s = setter, prop.writable, !prop.constructOnly, s.parameters.count == 1, !s.throwsError, !s.deprecated,
               let m = generator.mapping(s.parameters[0].type, transfer: s.parameters[0].transfer,
                                         nullable: s.parameters[0].nullable || setterTakesNull, role: .argument),
               m.swiftType == mapping.swiftType {
                setMapping = m
            } else {
                setter = nil
            }
            let key = gir.qualifiedName + "." + prop.name
            var name = mapping.swiftType == "Bool" ? Naming.booleanName(prop.name) : Naming.camel(prop.name)
            name = generator.propertyRenames[prop.name] ?? name
            guard !usedNames.contains(name) else { continue }
            usedNames.insert(name)
            used.insert(getter.cIdentifier)
            if let setter { used.insert(setter.cIdentifier) }
            // A getter typed `T?` with a setter that takes `T` keeps the optional type.
            let type = mapping.fullSwiftType
            let get = mapping.toSwift("\(getter.cIdentifier)(\(selfPointer))")
            line("    /// The `\(prop.name)` property: reads `\(getter.cIdentifier)`\(setter.map { ", writes `\($0.cIdentifier)`" } ?? "").")
            if let setter, let setMapping {
                let value = mapping.isOptional && !setMapping.isOptional ? "newValue!"
                    : !mapping.isOptional && setMapping.isOptional ? "Optional(newValue)" : "newValue"
                if mapping.isOptional && !setMapping.isOptional {
                    line("    /// Setting `nil` is a programming error (the C setter does not accept NULL).")
                }
                line("    public var \(name): \(type) {")
                line("        get { \(get) }")
                if let scope = setMapping.scope {
                    // A setter that returns a value (gtk_combo_box_set_active_id) has it discarded.
                    let discard = (setter.returnType?.name ?? "none") == "none" ? "" : "_ = "
                    line("        set { \(discard)\(scope(value, "cValue")) \(setter.cIdentifier)(\(selfPointer), \(setMapping.toC("cValue"))) } }")
                } else {
                    line("        set { \(setter.cIdentifier)(\(selfPointer), \(setMapping.toC(value))) }")
                }
                line("    }")
            } else {
                line("    public var \(name): \(type) { \(get) }")
            }
            generated.properties += 1
            generatedProperties.insert(prop.name)
            // Typed notify: the new value, read in the handler from the instance.
            let notify = "onNotify" + Naming.capitalized(name)
            let read = mapping.toSwift("\(getter.cIdentifier)(\(instance(fromRaw: "$0")))")
            line()
            line("    /// Calls `handler` with the new value after `\(prop.name)` changes (`notify::\(prop.name)`).")
            line("    @discardableResult")
            line("    public func \(notify)(_ handler: @escaping @MainActor (\(type)) -> Void) -> SignalConnection {")
            line("        connectNotify(\"\(prop.name)\") { handler(\(read)) }")
            line("    }")
            line()
            let smokeKind = setMapping != nil && !(mapping.isOptional && !(setMapping?.isOptional ?? false))
            if !generator.allowList.smokeSkipped.contains(key) {
                smoke.properties.append(.init(swiftName: name, kind: mapping.kind, isOptional: mapping.isOptional,
                                              writable: smokeKind, notify: notify))
            }
        }
        return used
    }
}
