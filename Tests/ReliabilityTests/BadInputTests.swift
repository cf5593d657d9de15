import Foundation
import GtkTestSupport
import Testing

/// Bad input not covered elsewhere (no display, a missing schema and unknown options are in
/// WorkflowDemoTests; the wrong-kind precondition exit test is in WorkflowUITests): a
/// message catalog that exists but cannot be read as one.
@Suite("Bad input")
struct BadInputTests {
    @Test("an unreadable message catalog (a folder where the .mo should be): English and one line, exit 0")
    func unreadableCatalog() async throws {
        let binary = try #require(TestProcess.product("workflow-demo"))
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("bad-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let copy = prefix.appendingPathComponent("bin/workflow-demo")
        try FileManager.default.copyItem(at: binary, to: copy)
        let catalog = prefix.appendingPathComponent("share/locale/de/LC_MESSAGES/dev.workflowgtk.Demo.mo")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let result = try await TestProcess.run(copy, ["--dump-tree"], environment: ["LANGUAGE": "de", "LANG": "C.UTF-8", "GSETTINGS_SCHEMA_DIR": nil])
        #expect(result.status == 0, "exit status \(result.status), stderr: \(result.stderr)")
        #expect(result.stdout.contains("\"Welcome to WorkflowGtk\""), "English is shown")
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("dev.workflowgtk.Demo.mo") }
        #expect(lines.count == 1 && lines[0].contains("not a compiled message catalog"), "\(result.stderr)")
    }
}
