internal import CGtk

/// A `GResource` bundle: files compiled into the program (by `glib-compile-resources`)
/// and registered process-wide, so GTK finds them under `resource://` paths: stylesheets,
/// icons below `<application resource base path>/icons`, builder files.
@MainActor
public final class ResourceBundle {
    /// Why a bundle could not be registered.
    public struct LoadError: Error, CustomStringConvertible {
        /// GLib's reason.
        public let reason: String
        /// A message naming the problem and the fix.
        public var description: String {
            "ResourceBundle: the data is not a GResource bundle (\(reason)). Regenerate it with glib-compile-resources."
        }
    }

    private let resource: OpaquePointer

    /// Registers the compiled bundle `data` (the bytes of a `.gresource` file). Its files
    /// stay available while the process runs.
    public init(data: [UInt8]) throws(LoadError) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw LoadError(reason: reason)
        }
        self.resource = resource
        g_resources_register(resource)
    }

    /// The bytes of the registered file at `path` (e.g. `/org/example/App/style.css`), or
    /// nil when no registered bundle holds it.
    public static func data(at path: String) -> [UInt8]? {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let pointer = g_bytes_get_data(bytes, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: Int(size)))
    }

    /// The text of the registered file at `path` (UTF-8), or nil when no bundle holds it.
    public static func text(at path: String) -> String? {
        data(at: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the registered folder at `path` (folders end in `/`), sorted; empty
    /// when no bundle holds the folder.
    public static func children(at path: String) -> [String] {
        takeStringArray(g_resources_enumerate_children(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil)).sorted()
    }
}
