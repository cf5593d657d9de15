internal import CGtk

/// A `GSettings` object: an application's stored preferences, described by a compiled
/// schema (`<id>.gschema.xml` compiled by `glib-compile-schemas`) and kept by GLib's
/// settings backend (dconf on a desktop, a key file or memory elsewhere).
@MainActor
public final class Settings: Object {
    /// Why settings could not be opened.
    public struct MissingSchema: Error, CustomStringConvertible {
        /// The schema id asked for.
        public let schemaID: String
        /// The folders searched before the system's (GSETTINGS_SCHEMA_DIR, XDG_DATA_DIRS).
        public let searched: [String]
        /// A message naming the problem and the fix.
        public var description: String {
            let folders = searched.isEmpty ? "" : " in \(searched.joined(separator: ", ")) or"
            return "Settings: no compiled schema \(schemaID)\(folders) in the system's schema folders. Install it (meson install) or compile it with glib-compile-schemas into one of those folders."
        }
    }

    /// Where values are kept: GLib's default (dconf on a desktop, chosen by
    /// `GSETTINGS_BACKEND`), or memory.
    public final class Backend: Object {
        /// A backend that keeps values in memory, for as long as it lives; every `Settings`
        /// opened with it sees the same values (tests, and round trips within a process).
        public static func memory() -> Backend {
            Backend(unsafeAdopting: raw(g_memory_settings_backend_new()!), ownership: .full)
        }
    }

    /// Opens the settings of schema `schemaID`, looked up first in `folders` (each holding a
    /// `gschemas.compiled`; a folder without one is skipped), then in the system's folders.
    /// `backend` keeps the values (nil: GLib's default backend).
    public init(schemaID: String, folders: [String] = [], backend: Backend? = nil) throws(MissingSchema) {
        guard let schema = Self.lookup(schemaID, folders: folders) else {
            throw MissingSchema(schemaID: schemaID, searched: folders)
        }
        defer { g_settings_schema_unref(schema) }
        let settings = g_settings_new_full(schema, backend.map { cast($0.gobject) }, nil)!
        super.init(unsafeAdopting: raw(settings), ownership: .full)
    }

    /// Whether a compiled schema `schemaID` is found in `folders` or the system's folders.
    public static func hasSchema(_ schemaID: String, folders: [String] = []) -> Bool {
        guard let schema = lookup(schemaID, folders: folders) else { return false }
        g_settings_schema_unref(schema)
        return true
    }

    private static func lookup(_ schemaID: String, folders: [String]) -> OpaquePointer? {
        var source: OpaquePointer? = g_settings_schema_source_get_default().flatMap { g_settings_schema_source_ref($0) }
        for folder in folders.reversed() {
            guard access(folder + "/gschemas.compiled", R_OK) == 0 else { continue }
            if let chained = g_settings_schema_source_new_from_directory(folder, source, 0, nil) {
                if let source { g_settings_schema_source_unref(source) }
                source = chained
            }
        }
        guard let source else { return nil }
        defer { g_settings_schema_source_unref(source) }
        return g_settings_schema_source_lookup(source, schemaID, 1)
    }

    private var settings: UnsafeMutablePointer<GSettings> { cast(gobject) }

    /// The integer value of `key` (`i` type).
    public func integer(_ key: String) -> Int { Int(g_settings_get_int(settings, key)) }
    /// Sets the integer `key`; false when the value is out of the schema's range.
    @discardableResult
    public func setInteger(_ value: Int, for key: String) -> Bool {
        guard let narrow = Int32(exactly: value) else { return false }
        return setChecked(g_variant_new_int32(narrow), for: key)
    }

    /// The boolean value of `key` (`b` type).
    public func bool(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }
    /// Sets the boolean `key`.
    @discardableResult
    public func setBool(_ value: Bool, for key: String) -> Bool { setChecked(g_variant_new_boolean(value ? 1 : 0), for: key) }

    /// The string value of `key` (`s` type).
    public func string(_ key: String) -> String {
        guard let value = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }
    /// Sets the string `key`; false when the schema's choices do not include it.
    @discardableResult
    public func setString(_ value: String, for key: String) -> Bool { setChecked(g_variant_new_string(value), for: key) }

    /// Returns `key` to the schema's default.
    public func reset(_ key: String) { g_settings_reset(settings, key) }

    /// Writes pending changes to the backend now (before the process exits).
    public static func sync() { g_settings_sync() }
}
