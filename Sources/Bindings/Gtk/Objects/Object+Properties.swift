internal import CGtk

/// Reading and writing GObject properties by name, for GTK types that have no typed Swift
/// property yet (a custom widget class can wrap these in typed properties).
///
/// Values are converted as GLib converts them (`g_value_transform`), so an `Int` can set a
/// `guint` or an enum property and a `Bool` a `gboolean` one. Setting a property the object
/// does not have stops with a message naming the type and the property.
extension Object {
    /// Sets the boolean property `name`.
    public func setProperty(_ name: String, _ value: Bool) {
        withValue(G_TYPE_BOOLEAN_) { g_value_set_boolean($0, value ? 1 : 0) } use: { set(name, $0) }
    }

    /// Sets the integer property `name` (any integer property; not enums).
    public func setProperty(_ name: String, _ value: Int) {
        withValue(G_TYPE_INT64_) { g_value_set_int64($0, gint64(value)) } use: { set(name, $0) }
    }

    /// Sets the floating-point property `name`.
    public func setProperty(_ name: String, _ value: Double) {
        withValue(G_TYPE_DOUBLE_) { g_value_set_double($0, value) } use: { set(name, $0) }
    }

    /// Sets the string property `name` (`nil` clears it).
    public func setProperty(_ name: String, _ value: String?) {
        withValue(G_TYPE_STRING_) { g_value_set_string($0, value) } use: { set(name, $0) }
    }

    /// The boolean property `name`.
    public func boolProperty(_ name: String) -> Bool {
        get(name, G_TYPE_BOOLEAN_) { g_value_get_boolean($0) != 0 }
    }

    /// The integer property `name` (any integer or enum property).
    public func intProperty(_ name: String) -> Int {
        get(name, G_TYPE_INT64_) { Int(g_value_get_int64($0)) }
    }

    /// The floating-point property `name`.
    public func doubleProperty(_ name: String) -> Double {
        get(name, G_TYPE_DOUBLE_) { g_value_get_double($0) }
    }

    /// The string property `name`, or nil when it is unset.
    public func stringProperty(_ name: String) -> String? {
        get(name, G_TYPE_STRING_) { g_value_get_string($0).map { String(cString: $0) } }
    }

    // MARK: - GValue plumbing

    private func propertySpec(_ name: String) -> UnsafeMutablePointer<GParamSpec> {
        let klass: UnsafeMutablePointer<GObjectClass> = cast(gobject.pointee.g_type_instance.g_class!)
        guard let spec = g_object_class_find_property(klass, name) else {
            preconditionFailure("Gtk.Object: \(typeName) has no property '\(name)'. Check the property name in the GTK documentation of \(typeName).")
        }
        return spec
    }

    private func withValue(_ type: GType, _ fill: (UnsafeMutablePointer<GValue>) -> Void,
                           use: (UnsafeMutablePointer<GValue>) -> Void) {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        fill(&value)
        use(&value)
    }

    private func set(_ name: String, _ value: UnsafeMutablePointer<GValue>) {
        let spec = propertySpec(name)
        var converted = GValue()
        g_value_init(&converted, spec.pointee.value_type)
        defer { g_value_unset(&converted) }
        precondition(g_value_transform(value, &converted) != 0,
                     "Gtk.Object: cannot convert the value for \(typeName).\(name) (\(String(cString: g_type_name(spec.pointee.value_type)))). Use the setter of that type.")
        g_object_set_property(gobject, name, &converted)
    }

    private func get<T>(_ name: String, _ type: GType, _ read: (UnsafeMutablePointer<GValue>) -> T) -> T {
        let spec = propertySpec(name)
        var stored = GValue()
        g_value_init(&stored, spec.pointee.value_type)
        defer { g_value_unset(&stored) }
        g_object_get_property(gobject, name, &stored)
        var converted = GValue()
        g_value_init(&converted, type)
        defer { g_value_unset(&converted) }
        precondition(g_value_transform(&stored, &converted) != 0,
                     "Gtk.Object: cannot read \(typeName).\(name) (\(String(cString: g_type_name(spec.pointee.value_type)))) as this type. Use the getter of that type.")
        return read(&converted)
    }
}

// Fundamental GTypes (the G_TYPE_* macros are not imported).
private var G_TYPE_BOOLEAN_: GType { GType(5 << G_TYPE_FUNDAMENTAL_SHIFT) }
private var G_TYPE_INT64_: GType { GType(10 << G_TYPE_FUNDAMENTAL_SHIFT) }
private var G_TYPE_DOUBLE_: GType { GType(15 << G_TYPE_FUNDAMENTAL_SHIFT) }
private var G_TYPE_STRING_: GType { GType(16 << G_TYPE_FUNDAMENTAL_SHIFT) }
