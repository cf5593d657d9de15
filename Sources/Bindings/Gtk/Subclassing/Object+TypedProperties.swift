internal import CGtk

/// Reading, writing, observing and binding GObject properties through typed
/// `ObjectProperty` keys: the properties of types defined in Swift and any property of
/// GTK's types.
extension Object {
    /// The value of `property`. Reading works for any readable property of the object's
    /// type (GLib converts between number types); writing goes through `g_object_set_property`
    /// (so `notify` and bindings follow), except that a read-only property declared by a
    /// Swift-defined type is written directly by that type's code. Stops with a message
    /// naming the type and the property when the object has no such property or cannot
    /// write it.
    public subscript<Value: ObjectPropertyValue>(property: ObjectProperty<Value>) -> Value {
        get { Self.read(property, of: gobject) }
        set {
            let spec = paramSpec(property.name)
            let kind = Value.propertyValueKind
            var given = GValue()
            g_value_init(&given, kind.gtype())
            defer { g_value_unset(&given) }
            kind.write(newValue, &given)
            var converted = GValue()
            g_value_init(&converted, spec.pointee.value_type)
            defer { g_value_unset(&converted) }
            precondition(g_value_transform(&given, &converted) != 0,
                         "Gtk.Object: cannot store a \(Value.self) in \(typeName).\(property.name) (\(String(cString: g_type_name(spec.pointee.value_type)))). Declare the key as ObjectProperty of the property's type.")
            if spec.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue != 0 {
                g_object_set_property(gobject, property.name, &converted)
            } else if let registration = SubclassRegistration.of(spec.pointee.owner_type),
                      let index = registration.specs.firstIndex(of: spec) {
                g_param_value_validate(spec, &converted)
                registration.store(&converted, at: index, in: gobject)
            } else {
                preconditionFailure("Gtk.Object: \(typeName).\(property.name) is read-only. Only the type that declares it can set it.")
            }
        }
    }

    /// Calls `handler` with the new value after `property` changes (`notify::<name>`),
    /// until the object is finalized or the connection is disconnected.
    @discardableResult
    public func onNotify<Value: ObjectPropertyValue>(
        _ property: ObjectProperty<Value>, _ handler: @escaping @MainActor (Value) -> Void
    ) -> SignalConnection {
        _ = paramSpec(property.name)
        return connectNotify(property.name) { instance in
            handler(Self.read(property, of: cast(instance, to: GObject.self)))
        }
    }

    /// Binds `property` of this object to `targetProperty` of `target`
    /// (`g_object_bind_property`): the target follows the source (and the source the
    /// target with `.bidirectional`), converted as GLib converts values. The binding ends
    /// when either object is finalized or `unbind()` is called on the result.
    @discardableResult
    public func bindProperty<Value: ObjectPropertyValue, TargetValue: ObjectPropertyValue>(
        _ property: ObjectProperty<Value>, to target: Object, _ targetProperty: ObjectProperty<TargetValue>,
        flags: PropertyBindingFlags = []
    ) -> PropertyBinding {
        _ = paramSpec(property.name)
        _ = target.paramSpec(targetProperty.name)
        let binding = g_object_bind_property(raw(gobject), property.name, raw(target.gobject), targetProperty.name,
                                             GBindingFlags(rawValue: flags.rawValue))
        guard let binding else {
            preconditionFailure("Gtk.Object.bindProperty: GLib refused to bind \(typeName).\(property.name) to \(target.typeName).\(targetProperty.name). Bind properties whose values convert (and a writable target).")
        }
        return PropertyBinding(binding)
    }

    // MARK: - Plumbing

    /// The param spec of `name` on this object's class; stops with a message when missing.
    func paramSpec(_ name: String) -> UnsafeMutablePointer<GParamSpec> {
        Self.paramSpec(name, of: gobject)
    }

    static func paramSpec(_ name: String, of object: UnsafeMutablePointer<GObject>) -> UnsafeMutablePointer<GParamSpec> {
        let klass: UnsafeMutablePointer<GObjectClass> = cast(object.pointee.g_type_instance.g_class!)
        guard let spec = g_object_class_find_property(klass, name) else {
            let typeName = String(cString: cgtk_type_name(raw(object)))
            preconditionFailure("Gtk.Object: \(typeName) has no property '\(name)'. Declare it in the type's ObjectTypeDefinition, or check the name in the GTK documentation of \(typeName).")
        }
        return spec
    }

    static func read<Value: ObjectPropertyValue>(_ property: ObjectProperty<Value>, of object: UnsafeMutablePointer<GObject>) -> Value {
        let spec = paramSpec(property.name, of: object)
        let kind = Value.propertyValueKind
        var stored = GValue()
        g_value_init(&stored, spec.pointee.value_type)
        defer { g_value_unset(&stored) }
        g_object_get_property(object, property.name, &stored)
        let wanted = kind.gtype()
        let result: Any
        let storedType = spec.pointee.value_type
        if storedType == wanted || (wanted == FundamentalType.object && g_type_is_a(storedType, wanted) != 0) {
            result = kind.read(&stored)
        } else {
            var converted = GValue()
            g_value_init(&converted, wanted)
            defer { g_value_unset(&converted) }
            precondition(g_value_transform(&stored, &converted) != 0,
                         "Gtk.Object: cannot read \(String(cString: cgtk_type_name(raw(object)))).\(property.name) (\(String(cString: g_type_name(spec.pointee.value_type)))) as \(Value.self). Declare the key as ObjectProperty of the property's type.")
            result = kind.read(&converted)
        }
        if let typed = result as? Value { return typed }
        // An object of another class than the key's, or an enumeration number with no case.
        if let none = Optional<Any>.none as? Value { return none }
        preconditionFailure("Gtk.Object: \(property.name) holds a value that is not a \(Value.self). Declare the key with the property's type.")
    }
}

/// How `Object.bindProperty(_:to:_:flags:)` binds two properties.
public struct PropertyBindingFlags: OptionSet, Sendable {
    /// The raw `GBindingFlags`.
    public let rawValue: UInt32
    /// Makes flags from raw `GBindingFlags`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Changes of the target flow back to the source too (`G_BINDING_BIDIRECTIONAL`).
    public static let bidirectional = PropertyBindingFlags(rawValue: 1 << 0)
    /// The target takes the source's value at once (`G_BINDING_SYNC_CREATE`).
    public static let syncCreate = PropertyBindingFlags(rawValue: 1 << 1)
    /// Booleans are inverted (`G_BINDING_INVERT_BOOLEAN`).
    public static let invertBoolean = PropertyBindingFlags(rawValue: 1 << 2)
}

/// A binding made by `Object.bindProperty(_:to:_:flags:)`. It does not keep the binding
/// alive: GLib ends it when either object is finalized.
@MainActor
public final class PropertyBinding {
    private let weak = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ binding: OpaquePointer) {
        weak.initialize(to: GWeakRef())
        g_weak_ref_init(weak, raw(binding))
    }

    isolated deinit {
        g_weak_ref_clear(weak)
        weak.deallocate()
    }

    /// Whether the binding still works (both objects alive, not unbound).
    public var isBound: Bool {
        guard let binding = g_weak_ref_get(weak) else { return false }
        g_object_unref(binding)
        return true
    }

    /// Ends the binding; harmless when it already ended.
    public func unbind() {
        guard let binding = g_weak_ref_get(weak) else { return }
        g_binding_unbind(OpaquePointer(binding))
        g_object_unref(binding)
    }
}
