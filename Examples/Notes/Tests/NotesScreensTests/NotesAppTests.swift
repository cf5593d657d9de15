import Foundation
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The `notes` program, run as the real binary.
@Suite("notes program", .serialized)
struct NotesAppTests {
    @Test("--help prints GLib's usage with Notes' options and exits 0; bad input exits 2 naming it, printed by the launching process")
    func commandLine() async throws {
        let binary = try #require(TestProcess.product("notes"))
        let help = try await TestProcess.run(binary, ["--help"])
        #expect(help.status == 0 && help.stdout.contains("Usage:\n  notes [OPTION…] [FILE…]") && help.stdout.contains("--folder=PATH"),
                "\(help.stdout)")
        let bad = try await TestProcess.run(binary, ["--frobnicate"])
        #expect(bad.status == 2 && bad.stderr == "notes: Unknown option --frobnicate\nTry 'notes --help' for more information.\n", "\(bad.stderr)")
        let size = try await TestProcess.run(binary, ["--size", "100x100"])
        #expect(size.status == 2 && size.stderr.contains("at least 360x294"))
        let style = try await TestProcess.run(binary, ["--style", "purple"])
        #expect(style.status == 2 && style.stderr.contains("--style needs follow, light or dark"), "\(style.stderr)")
    }

    @Test("--help in German (LANGUAGE=de): GLib's words and Notes' option help from Notes' catalog, without a display")
    func germanHelp() async throws {
        let binary = try #require(TestProcess.product("notes"))
        let catalog = binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale/de/LC_MESSAGES/dev.workflowgtk.Notes.mo")
        try #require(FileManager.default.fileExists(atPath: catalog.path),
                     "\(catalog.path) is missing: run wgtk_compile_demo_data (Scripts/lib/common.sh) before this test")
        let help = try await TestProcess.run(binary, ["--help"], environment: ["LANGUAGE": "de", "LANG": "C.UTF-8", "LC_ALL": nil,
                                                                        "DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.contains("Aufruf:\n  notes [OPTION …] [DATEI …]"), "\(help.stdout)")
        #expect(help.stdout.contains("--open=NAME") && help.stdout.contains("Die Notiz NAME anzeigen"), "\(help.stdout)")
        #expect(help.stdout.contains("Strg+Q beendet"), "the keys paragraph: \(help.stdout)")
        let version = try await TestProcess.run(binary, ["--version"])
        #expect(version.status == 0 && version.stdout == "notes 0.1.0\n", "\(version.stdout)\(version.stderr)")
    }

    @Test("a missing --folder is created; --screenshot writes the window once the notes are listed and exits 0")
    func screenshotAndFolder() async throws {
        let binary = try #require(TestProcess.product("notes"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("nested/notes")
        let png = root.appendingPathComponent("shot.png")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let result = try await TestProcess.run(binary, ["--folder", folder.path, "--size", "360x640", "--screenshot", png.path])
        #expect(result.status == 0, "\(result.stderr)")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
        let bytes = try Data(contentsOf: png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        #expect(TestProcess.pngSize(png).map { [$0.width, $0.height] } == [360, 640], "the PNG is the size --size asks for")
    }

    @Test("without its settings schema the program says so in one line and runs with the defaults")
    func missingSchema() async throws {
        let binary = try #require(TestProcess.product("notes"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // A copy of the program whose <bin>/../share holds no schema.
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let copy = bin.appendingPathComponent("notes")
        try FileManager.default.copyItem(at: binary, to: copy)
        let png = root.appendingPathComponent("shot.png")
        let result = try await TestProcess.run(copy, ["--folder", root.appendingPathComponent("notes").path, "--preferences",
                                               "--screenshot", png.path], environment: ["GSETTINGS_SCHEMA_DIR": nil])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("dev.workflowgtk.Notes") }
        #expect(lines.count == 1 && lines[0].contains("glib-compile-schemas") && lines[0].contains("defaults"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: png.path))
    }

    @Test("launched through a symbolic link on PATH from another folder, the program finds its schema beside its real binary")
    func schemaFoundThroughLinkOnPath() async throws {
        let binary = try #require(TestProcess.product("notes"))
        let schemas = binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/glib-2.0/schemas/gschemas.compiled")
        try #require(FileManager.default.fileExists(atPath: schemas.path),
                     "\(schemas.path) is missing: run wgtk_compile_demo_data (Scripts/lib/common.sh) before this test")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let links = root.appendingPathComponent("links"), elsewhere = root.appendingPathComponent("elsewhere")
        for folder in [links, elsewhere] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(at: links.appendingPathComponent("notes"), withDestinationURL: binary)
        let png = root.appendingPathComponent("shot.png")
        // argv[0] is the bare name `notes`, resolved through PATH, run from a folder that holds nothing.
        let path = links.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try await TestProcess.run(URL(fileURLWithPath: "/bin/sh"), [
            "-c", "cd \"$1\" && exec notes --folder \"$2\" --screenshot \"$3\"", "sh",
            elsewhere.path, root.appendingPathComponent("notes").path, png.path,
        ], environment: ["GSETTINGS_SCHEMA_DIR": nil, "PATH": path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("glib-compile-schemas"), "the schema was not found: \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: png.path))
    }

    @Test("a second launch activates the first and exits 0; a termination signal ends the first by that signal")
    func singleInstance() async throws {
        let binary = try #require(TestProcess.product("notes"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("notes")
        let first = try await BackgroundProcess(binary, ["--folder", folder.path])
        defer { first.stop() }
        // The folder is made when the first instance activates (after it owns the bus name).
        #expect(await UILoop.wait(until: { FileManager.default.fileExists(atPath: folder.path) }, timeout: .seconds(30)),
                "the first instance never activated: \(first.output.text)")
        let second = try await TestProcess.run(binary, ["--folder", folder.path], timeout: 30)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(first.isRunning, "the first instance must keep running")
        first.send(signal: SIGTERM)
        #expect(await first.ends(within: .seconds(10)))
        #expect(first.terminationStatus == .signaled(SIGTERM), "\(first)")
    }
}
