import Foundation
import Testing

extension FileManager {
    /// A new temporary folder (`prefix-<UUID>`) holding `xml` as `<schemaID>.gschema.xml`,
    /// compiled by `glib-compile-schemas --strict`; point `GSETTINGS_SCHEMA_DIR` or a
    /// `SettingsStore` at it, and remove it when done. Throws with the compiler's message.
    public func makeCompiledSchemaFolder(_ prefix: String, schemaID: String, xml: String) throws -> URL {
        let folder = try makeTemporaryFolder(prefix)
        try xml.write(to: folder.appendingPathComponent("\(schemaID).gschema.xml"), atomically: true, encoding: .utf8)
        let result = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"), ["--strict", folder.path])
        guard result.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "glib-compile-schemas: \(result.stderr)"])
        }
        return folder
    }
}
