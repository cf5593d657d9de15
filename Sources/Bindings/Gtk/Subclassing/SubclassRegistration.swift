internal import CGtk

/// The registration of one GType defined in Swift, kept on the GType itself (GType qdata and
/// the class data GLib hands to the class initializer): no Swift global state.
///
/// Layout: the instance is the parent's instance followed by one `GValue` per declared
/// property (the values live in the GObject, so C code reads them without Swift). GLib
/// zero-fills new instances; the instance initializer sets each value to its default and
/// `finalize` unsets them.
final class SubclassRegistration: @unchecked Sendable {
    /// The GType qdata key of a registration.
    static let quark = g_quark_from_static_string("workflowgtk-subclass")

    let definition: ObjectTypeDefinition
    let parentType: GType
    /// Byte offset of the first property value in the instance.
    let storageOffset: Int
    /// Whether instances are widgets (their virtual functions call Swift).
    let isWidget: Bool
    /// The installed param specs, in property order (set by the class initializer).
    var specs: [UnsafeMutablePointer<GParamSpec>] = []
    /// The type (set once registered).
    var type: GType = 0

    init(definition: ObjectTypeDefinition, parentType: GType, storageOffset: Int) {
        self.definition = definition
        self.parentType = parentType
        self.storageOffset = storageOffset
        isWidget = g_type_is_a(parentType, gtk_widget_get_type()) != 0
    }

    /// The registration of `type` if Swift defined it.
    static func of(_ type: GType) -> SubclassRegistration? {
        g_type_get_qdata(type, quark).map { borrow($0, as: SubclassRegistration.self) }
    }

    /// The value slot of property `index` in `instance`.
    func slot(_ instance: UnsafeMutableRawPointer, _ index: Int) -> UnsafeMutablePointer<GValue> {
        (instance + storageOffset).assumingMemoryBound(to: GValue.self) + index
    }

    /// The nearest ancestor of `type` (or `type`) that Swift did not define.
    static func nativeAncestor(of type: GType) -> GType {
        var current = type
        while SubclassRegistration.of(current) != nil { current = g_type_parent(current) }
        return current
    }

    // MARK: - Registering

    /// The GType of `T`, registered on first use.
    @MainActor
    static func registeredType<T: ObjectSubclass>(of subclass: T.Type) -> GType {
        let definition = T.typeDefinition
        let existing = g_type_from_name(definition.name)
        if existing != 0 {
            guard let registration = of(existing), registration.definition.name == definition.name else {
                preconditionFailure("\(T.self): the GType name \(definition.name) is taken by a type Swift did not define. Choose another name in its ObjectTypeDefinition.")
            }
            return registration.type
        }
        guard let parent = WrapperRegistry.type(named: definition.parentTypeName) else {
            preconditionFailure("\(T.self): no GType named \(definition.parentTypeName) to derive \(definition.name) from. Name a GObject type (e.g. GObject, GtkWidget) as the parent in its ObjectTypeDefinition.")
        }
        precondition(g_type_is_a(parent, g_object_get_type()) != 0 && g_type_test_flags(parent, G_TYPE_FLAG_FINAL.rawValue) == 0,
                     "\(T.self): \(definition.parentTypeName) cannot be derived from (not a GObject type, or final). Choose another parent in its ObjectTypeDefinition.")
        if let template = definition.template {
            precondition(g_type_is_a(parent, gtk_widget_get_type()) != 0,
                         "\(T.self): only widget types have templates, and \(definition.parentTypeName) is not a widget. Derive from GtkWidget or a widget type, or drop the template.")
            do {
                try TemplateCheck.validate(template, typeName: definition.name, parentTypeName: definition.parentTypeName,
                                           swiftName: String(describing: T.self))
            } catch {
                preconditionFailure(error.description)
            }
        }
        var query = GTypeQuery()
        g_type_query(parent, &query)
        let alignment = MemoryLayout<GValue>.alignment
        let offset = (Int(query.instance_size) + alignment - 1) / alignment * alignment
        let registration = SubclassRegistration(definition: definition, parentType: parent, storageOffset: offset)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(offset + definition.properties.count * MemoryLayout<GValue>.stride)
        info.class_init = classInit
        info.instance_init = instanceInit
        // Registered types live as long as the process: the class data is never released.
        info.class_data = UnsafeRawPointer(retained(registration))
        let type = g_type_register_static(parent, definition.name, &info, GTypeFlags(rawValue: 0))
        registration.type = type
        g_type_set_qdata(type, quark, unretained(registration))
        WrapperRegistry.installBuiltins()
        WrapperRegistry.register(type, T.self) { T(unsafeAdopting: $0, ownership: .borrowed) }
        return type
    }

    /// A new instance of `T` and how its wrapper adopts it (a widget's reference is floating).
    @MainActor
    static func newInstance<T: ObjectSubclass>(of subclass: T.Type) -> (UnsafeMutableRawPointer, Object.Ownership) {
        let type = registeredType(of: subclass)
        if g_type_is_a(type, gtk_widget_get_type()) != 0 { _ = Display.open() }
        let pointer = g_object_new_with_properties(type, 0, nil, nil)!
        let floating = g_object_is_floating(pointer) != 0
        return (raw(pointer), floating ? .floating : .full)
    }

    // MARK: - Class and instance initializers

    private static let classInit: GClassInitFunc = { gClass, data in
        guard let gClass, let data else { return }
        let registration = borrow(data, as: SubclassRegistration.self)
        let objectClass = gClass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = SubclassRegistration.setProperty
        objectClass.pointee.get_property = SubclassRegistration.getProperty
        objectClass.pointee.finalize = SubclassRegistration.finalize
        let type = objectClass.pointee.g_type_class.g_type
        for (index, property) in registration.definition.properties.enumerated() {
            let spec = property.make()
            g_object_class_install_property(objectClass, SubclassRegistration.propertyID(offset: registration.storageOffset, index: index), spec)
            registration.specs.append(spec)
        }
        for signal in registration.definition.signals {
            var types = signal.argumentKinds.map { $0.gtype() }
            let id = types.withUnsafeMutableBufferPointer { buffer in
                g_signal_newv(signal.name, type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil,
                              FundamentalType.none, guint(buffer.count), buffer.baseAddress)
            }
            precondition(id != 0, "\(registration.definition.name): the signal '\(signal.name)' could not be created. Use a valid signal name (letters, digits and '-').")
        }
        if registration.isWidget {
            CustomWidgetClass.install(on: gClass.assumingMemoryBound(to: GtkWidgetClass.self), registration)
            if let template = registration.definition.template {
                TemplateClass.install(on: gClass.assumingMemoryBound(to: GtkWidgetClass.self), template, registration)
            }
        }
    }

    private static let instanceInit: GInstanceInitFunc = { instance, _ in
        guard let instance else { return }
        // During instance_init GLib points g_class at the class being initialized, so this
        // is the level whose values to set up (a Swift type may derive from another).
        guard let registration = SubclassRegistration.of(cgtk_type_of(instance)) else { return }
        for (index, spec) in registration.specs.enumerated() {
            let slot = registration.slot(raw(instance), index)
            g_value_init(slot, spec.pointee.value_type)
            g_param_value_set_default(spec, slot)
        }
        if registration.isWidget, registration.definition.template != nil { TemplateClass.initialize(raw(instance)) }
    }

    private static let finalize: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        guard let object else { return }
        var level = cgtk_type_of(raw(object))
        while let registration = SubclassRegistration.of(level) {
            for index in registration.specs.indices { g_value_unset(registration.slot(raw(object), index)) }
            level = g_type_parent(level)
        }
        let native = g_type_class_peek(level).assumingMemoryBound(to: GObjectClass.self)
        native.pointee.finalize?(object)
    }

    // MARK: - Properties

    // The property id GLib passes back encodes where the value lives (the storage offset
    // and the property's index), so reading and writing need no lookup: as fast as a
    // `switch` in a C `get_property`.
    private static let indexBits: guint = 12

    static func propertyID(offset: Int, index: Int) -> guint {
        precondition(index + 1 < 1 << indexBits && offset < 1 << (32 - indexBits), "ObjectTypeDefinition: too many properties (at most 4,094 per type).")
        return guint(offset) << indexBits | guint(index + 1)
    }

    /// The value slot a property id names in `object`.
    static func slot(_ object: UnsafeMutablePointer<GObject>, id: guint) -> UnsafeMutablePointer<GValue> {
        let offset = Int(id >> indexBits), index = Int(id & (1 << indexBits - 1)) - 1
        return (UnsafeMutableRawPointer(object) + offset).assumingMemoryBound(to: GValue.self) + index
    }

    private static let setProperty: @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?) -> Void = { object, id, value, spec in
        guard let object, let value, let spec else { return }
        SubclassRegistration.store(value, in: SubclassRegistration.slot(object, id: id), spec: spec, of: object)
    }

    private static let getProperty: @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?) -> Void = { object, id, value, _ in
        guard let object, let value else { return }
        g_value_copy(SubclassRegistration.slot(object, id: id), value)
    }

    /// Stores `value` (of the spec's type) in `slot` and emits `notify` when it changed.
    static func store(_ value: UnsafePointer<GValue>, in slot: UnsafeMutablePointer<GValue>,
                      spec: UnsafeMutablePointer<GParamSpec>, of object: UnsafeMutablePointer<GObject>) {
        guard g_param_values_cmp(spec, value, slot) != 0 else { return }
        g_value_copy(value, slot)
        g_object_notify_by_pspec(object, spec)
    }

    /// Stores `value` (of the property's type) as property `index` and emits `notify` when
    /// it changed.
    func store(_ value: UnsafePointer<GValue>, at index: Int, in object: UnsafeMutablePointer<GObject>) {
        SubclassRegistration.store(value, in: slot(raw(object), index), spec: specs[index], of: object)
    }
}
