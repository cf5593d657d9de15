internal import CGtk

extension Settings {
    private var settingsPointer: UnsafeMutablePointer<GSettings> { cast(gobject) }

    /// The floating-point value of `key` (`d` type).
    public func double(_ key: String) -> Double { g_settings_get_double(settingsPointer, key) }
    /// Sets the floating-point `key`; false when the value is out of the schema's range.
    @discardableResult
    public func setDouble(_ value: Double, for key: String) -> Bool { g_settings_set_double(settingsPointer, key, value) != 0 }

    /// The string list value of `key` (`as` type).
    public func strings(_ key: String) -> [String] {
        takeStringArray(g_settings_get_strv(settingsPointer, key))
    }
    /// Sets the string list `key`.
    @discardableResult
    public func setStrings(_ value: [String], for key: String) -> Bool {
        withCStringArray(value) { g_settings_set_strv(settingsPointer, key, $0) != 0 }
    }

    /// Whether the schema has a key named `key`.
    public func hasKey(_ key: String) -> Bool {
        var value = GValue()
        g_value_init(&value, g_settings_schema_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(gobject, "settings-schema", &value)
        guard let schema = g_value_get_boxed(&value) else { return false }
        return g_settings_schema_has_key(OpaquePointer(schema), key) != 0
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
