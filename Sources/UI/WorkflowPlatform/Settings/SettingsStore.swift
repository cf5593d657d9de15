import Gtk

/// An application's settings (one GSettings schema) as workers and side effects use them:
/// typed reads and writes by ``SettingKey``, a key the schema lacks reported as a
/// ``SettingError`` instead of GLib aborting the process.
@MainActor
public final class SettingsStore {
    /// The GSettings object.
    public let settings: Settings

    /// The settings of `schemaID` (looked up in `folders`, then the system's), kept by
    /// `backend` (nil: GLib's default, dconf on a desktop; `.memory()` in tests; a key file).
    /// Throws a message naming the schema and the fix when it is not installed.
    public init(schemaID: String, folders: [String] = [], backend: Settings.Backend? = nil) throws(Settings.MissingSchema) {
        settings = try Settings(schemaID: schemaID, folders: folders, backend: backend)
    }

    /// Typed reads and writes on `settings`, a `Settings` the app already opened (for its
    /// window state, say): both see the same values and the same change notifications.
    public init(_ settings: Settings) {
        self.settings = settings
    }

    /// The value of `key`, or why there is none.
    public func value<Value>(_ key: SettingKey<Value>) -> Result<Value, SettingError> {
        if let problem = problem(with: key) { return .failure(problem) }
        return .success(Value.read(key.name, from: settings))
    }

    /// Writes `value` to `key`; a failure when the schema lacks the key or refuses the value.
    @discardableResult
    public func set<Value>(_ value: Value, for key: SettingKey<Value>) -> Result<Void, SettingError> {
        if let problem = problem(with: key) { return .failure(problem) }
        return value.write(key.name, to: settings) ? .success(()) : .failure(.refused(key: key.name, value: "\(value)"))
    }

    /// Why `key` cannot be used with this schema (missing, or of another type), or nil.
    private func problem<Value>(with key: SettingKey<Value>) -> SettingError? {
        guard let type = settings.valueType(of: key.name) else { return .missingKey(key.name) }
        guard type == Value.variantType else { return .wrongType(key: key.name, expected: Value.variantType, actual: type) }
        return nil
    }
}
