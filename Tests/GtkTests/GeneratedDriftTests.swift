import Foundation
import GtkTestSupport
import Testing

/// The committed generated wrappers (Gtk, Adw and GtkSource) must equal a fresh generation from
/// the installed `.gir` files, `gir-allowlist.txt`, `adw-allowlist.txt` and
/// `gtksource-allowlist.txt` (`Scripts/generate` rewrites them).
@Suite("Generated wrappers drift")
struct GeneratedDriftTests {

    @Test("committed Sources/Bindings/{Gtk,Adw,GtkSource}/Generated equal a fresh gir-gen run")
    func noDrift() async throws {
        guard let generator = TestProcess.product("gir-gen") else { return }
        let result = try await TestProcess.run(generator, ["--root", packageRoot.path, "--check"])
        #expect(result.status == 0, "Generated wrappers differ from the .gir files and gir-allowlist.txt; run Scripts/generate and commit.\n\(result.stdout)\(result.stderr)")
    }

    @Test("the drift check fails when a generated file is edited")
    func detectsAnEdit() async throws {
        guard let generator = TestProcess.product("gir-gen") else { return }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("gir-drift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        for path in ["Tools/gir-gen/gir-allowlist.txt", "Sources/Bindings/Gtk/Generated", "Tests/Programs/GtkGeneratedSmoke", "Tests/GtkTests/GeneratedSmokeTests.swift",
                     "Tools/gir-gen/adw-allowlist.txt", "Sources/Bindings/Adw/Generated", "Tests/Programs/AdwGeneratedSmoke", "Tests/GtkTests/GeneratedAdwSmokeTests.swift",
                     "Tools/gir-gen/gtksource-allowlist.txt", "Sources/Bindings/GtkSource/Generated", "Tests/Programs/GtkSourceGeneratedSmoke",
                     "Tests/GtkTests/GeneratedGtkSourceSmokeTests.swift"] {
            let target = copy.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(path), to: target)
        }
        let clean = try await TestProcess.run(generator, ["--root", copy.path, "--check"])
        #expect(clean.status == 0, "an unmodified copy matches: \(clean.stdout)")
        let edited = copy.appendingPathComponent("Sources/Bindings/Gtk/Generated/Switch.swift")
        try (String(contentsOf: edited, encoding: .utf8) + "// edited by hand\n").write(to: edited, atomically: true, encoding: .utf8)
        let stray = copy.appendingPathComponent("Sources/Bindings/Gtk/Generated/Stray.swift")
        try "// not generated\n".write(to: stray, atomically: true, encoding: .utf8)
        let editedAdw = copy.appendingPathComponent("Sources/Bindings/Adw/Generated/ViewStack.swift")
        try (String(contentsOf: editedAdw, encoding: .utf8) + "// edited by hand\n").write(to: editedAdw, atomically: true, encoding: .utf8)
        let editedSource = copy.appendingPathComponent("Sources/Bindings/GtkSource/Generated/SearchContext.swift")
        try (String(contentsOf: editedSource, encoding: .utf8) + "// edited by hand\n").write(to: editedSource, atomically: true, encoding: .utf8)
        let drifted = try await TestProcess.run(generator, ["--root", copy.path, "--check"])
        #expect(drifted.status == 1)
        #expect(drifted.stdout.contains("Sources/Bindings/Gtk/Generated/Switch.swift"))
        #expect(drifted.stdout.contains("Sources/Bindings/Gtk/Generated/Stray.swift"))
        #expect(drifted.stdout.contains("Sources/Bindings/Adw/Generated/ViewStack.swift"))
        #expect(drifted.stdout.contains("Sources/Bindings/GtkSource/Generated/SearchContext.swift"))
    }
}
