import Foundation
import GtkTestSupport
import Testing

/// The demo as installed: a copy of the binary in a temporary `<prefix>/bin`, with or without
/// its schema and German catalog in `<prefix>/share`. It reads nothing from a source tree.
@Suite("workflow-demo installed")
struct DemoInstallTests {
    /// A prefix holding a copy of the binary; `data` also compiles the schema and catalogs.
    static func prefix(data: Bool) async throws -> (prefix: URL, binary: URL)? {
        guard let binary = TestProcess.product("workflow-demo") else { return nil }
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let copy = prefix.appendingPathComponent("bin/workflow-demo")
        try FileManager.default.copyItem(at: binary, to: copy)
        if data {
            let schemas = prefix.appendingPathComponent("share/glib-2.0/schemas")
            try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
            let compiled = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"),
                                                     ["--strict", "--targetdir", schemas.path, packageRoot.appendingPathComponent("Resources").path])
            #expect(compiled.status == 0, "\(compiled.stderr)")
            let messages = prefix.appendingPathComponent("share/locale/de/LC_MESSAGES")
            try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
            let catalog = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgfmt"),
                                                    ["--check", "-o", messages.appendingPathComponent("dev.workflowgtk.Demo.mo").path,
                                                     packageRoot.appendingPathComponent("po/de.po").path])
            #expect(catalog.status == 0, "\(catalog.stderr)")
        }
        return (prefix, copy)
    }

    @Test("a bare copy of the binary runs: resources compiled in; no schema is one line, not a failure")
    func bareCopy() async throws {
        guard let (prefix, binary) = try await Self.prefix(data: false) else { return }
        defer { try? FileManager.default.removeItem(at: prefix) }
        let png = prefix.appendingPathComponent("shot.png")
        // Restoring (the window state is read from GSettings only then: --no-restore keeps
        // nothing, so it never looks for the schema), with a state folder of its own.
        let result = try await TestProcess.run(binary, ["--screenshot", png.path],
                                               environment: ["GSETTINGS_SCHEMA_DIR": nil, "WORKFLOW_DEMO_RESOURCES": nil,
                                                             "WORKFLOW_DEMO_NO_RESTORE": nil, "XDG_STATE_HOME": prefix.appendingPathComponent("state").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(TestProcess.pngSize(png) != nil)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("no compiled schema dev.workflowgtk.Demo") && result.stderr.contains(prefix.appendingPathComponent("share/glib-2.0/schemas").path), "\(result.stderr)")
        #expect(!result.stderr.contains("/Resources"), "it looks in a source tree: \(result.stderr)")
    }

    @Test("installed with its schema and catalog: LANGUAGE=de shows German, no warnings")
    func germanFromPrefix() async throws {
        guard let (prefix, binary) = try await Self.prefix(data: true) else { return }
        defer { try? FileManager.default.removeItem(at: prefix) }
        let german = try await TestProcess.run(binary, ["--dump-tree"], environment: ["LANGUAGE": "de", "LANG": "C.UTF-8", "GSETTINGS_SCHEMA_DIR": nil])
        #expect(german.status == 0 && german.stderr.isEmpty, "\(german.stderr)")
        #expect(german.stdout.contains("\"Willkommen bei WorkflowGtk\""), "\(german.stdout)")
        #expect(german.stdout.contains("\"Anmelden\""))
        #expect(!german.stdout.contains("\"Welcome to WorkflowGtk\""))
        let loggedIn = try await TestProcess.run(binary, ["--steps", "login:Ada", "--dump-tree"], environment: ["LANGUAGE": "de", "LANG": "C.UTF-8"])
        #expect(loggedIn.stdout.contains("\"Angemeldet als Ada\""), "a string with a name in it is translated: \(loggedIn.stdout)")
        let english = try await TestProcess.run(binary, ["--dump-tree"], environment: ["LANGUAGE": "en", "LANG": "C.UTF-8"])
        #expect(english.stdout.contains("\"Welcome to WorkflowGtk\""))
    }
}
