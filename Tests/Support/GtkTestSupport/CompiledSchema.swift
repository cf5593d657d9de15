import Foundation
import Testing

/// A GSettings schema a test suite compiles for itself: its id and its XML. Conforming gives
/// `compiledSchemaFolder()`.
public protocol TestSchema {
    /// The schema's id (`org.workflowgtk.tests.…`).
    static var schemaID: String { get }
    /// The `.gschema.xml` text.
    static var schema: String { get }
}

extension TestSchema {
    /// A new temporary folder holding the schema as `<schemaID>.gschema.xml`, compiled by
    /// `glib-compile-schemas --strict`; point a `SettingsStore` at it and remove it when done.
    /// Throws with the compiler's message.
    public static func compiledSchemaFolder() async throws -> URL {
        let folder = try FileManager.default.makeTemporaryFolder("wgtk-schema")
        try schema.write(to: folder.appendingPathComponent("\(schemaID).gschema.xml"), atomically: true, encoding: .utf8)
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"), ["--strict", folder.path])
        guard result.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "glib-compile-schemas: \(result.stderr)"])
        }
        return folder
    }
}
