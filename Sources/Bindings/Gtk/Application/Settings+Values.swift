internal import CGtk

extension Settings {
    private var settingsPointer: UnsafeMutablePointer<GSettings> { cast(gobject) }

    /// The floating-point value of `key` (`d` type).
    public func double(_ key: String) -> Double { g_settings_get_double(settingsPointer, key) }
    /// Sets the floating-point `key`; false when the value is out of the schema's range.
    @discardableResult
    public func setDouble(_ value: Double, for key: String) -> Bool { setChecked(g_variant_new_double(value), for: key) }

    /// The string list value of `key` (`as` type).
    public func strings(_ key: String) -> [String] {
        takeStringArray(g_settings_get_strv(settingsPointer, key))
    }
    /// Sets the string list `key`.
    @discardableResult
    public func setStrings(_ value: [String], for key: String) -> Bool {
        withCStringArray(value) { setChecked(g_variant_new_strv($0, -1), for: key) }
    }

    /// Whether the schema has a key named `key`.
    public func hasKey(_ key: String) -> Bool { withSchemaKey(key) { _ in true } ?? false }

    /// The GVariant type of `key`'s value (`b`, `i`, `d`, `s`, `as`; an enumeration or a key
    /// with choices is `s`), or nil when the schema has no such key.
    public func valueType(of key: String) -> String? {
        withSchemaKey(key) { schemaKey in
            takeString(g_variant_type_dup_string(g_settings_schema_key_get_value_type(schemaKey))) ?? ""
        }
    }

    /// Writes `variant` (a new floating reference, sunk here) to `key` when the schema
    /// accepts it: the key exists, the type is the key's, the value is within its range or
    /// choices. Otherwise nothing is written and GLib logs nothing.
    func setChecked(_ variant: OpaquePointer, for key: String) -> Bool {
        _ = g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        let accepted = withSchemaKey(key) { schemaKey in
            g_variant_type_equal(UnsafeRawPointer(g_variant_get_type(variant)),
                                 UnsafeRawPointer(g_settings_schema_key_get_value_type(schemaKey))) != 0
                && g_settings_schema_key_range_check(schemaKey, variant) != 0
        } ?? false
        guard accepted else { return false }
        return g_settings_set_value(settingsPointer, key, variant) != 0
    }

    /// Runs `body` with the schema's description of `key`; nil when the schema has no such key.
    private func withSchemaKey<R>(_ key: String, _ body: (OpaquePointer) -> R) -> R? {
        var value = GValue()
        g_value_init(&value, g_settings_schema_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(gobject, "settings-schema", &value)
        guard let boxed = g_value_get_boxed(&value) else { return nil }
        let schema = OpaquePointer(boxed)
        guard g_settings_schema_has_key(schema, key) != 0, let schemaKey = g_settings_schema_get_key(schema, key) else { return nil }
        defer { g_settings_schema_key_unref(schemaKey) }
        return body(schemaKey)
    }

    /// Calls `handler` with the key's name after `key` changes (nil: after any key
    /// changes), whoever changed it. The closure is released with the settings.
    @discardableResult
    public func onChanged(_ key: String?, _ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        typealias Handler = @MainActor (String) -> Void
        let thunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, key, data in
            guard let data, let key else { return }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            let name = String(cString: key)
            MainActor.assumeIsolated { box.handler(name) }
        }
        return connectGenerated(key.map { "changed::\($0)" } ?? "changed", gcallback(thunk), ClosureBox<Handler>(handler))
    }
}

extension Settings.Backend {
    /// A backend that keeps values in the key file at `path` (created on the first write),
    /// for every `Settings` opened with it: a portable alternative to dconf.
    public static func keyFile(path: String) -> Settings.Backend {
        Settings.Backend(unsafeAdopting: raw(g_keyfile_settings_backend_new(path, "/", nil)!), ownership: .full)
    }
}
