import Foundation
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The real `notes` launched twice: a second launch's `--open` and files reach the running
/// window (GApplication's command line over the session bus). What the window shows is read
/// from outside through its settings: the workflow writes the note it selects (`last-note`)
/// and the folder it shows (`last-folder`) to GSettings, here a key file the test reads.
@MainActor
@Suite("notes launched twice", .serialized)
struct NotesLaunchTests {
    /// A folder with two notes, a settings key file and a running first instance.
    @MainActor
    struct Running {
        let root: URL
        let folder: URL
        let environment: [String: String?]
        let first: BackgroundProcess

        init() async throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-launch-\(UUID().uuidString)")
            folder = root.appendingPathComponent("notes")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "# Shopping\n\n- Milk\n".write(to: folder.appendingPathComponent("Shopping.md"), atomically: true, encoding: .utf8)
            try "# Ideas\n\nmore\n".write(to: folder.appendingPathComponent("Ideas.md"), atomically: true, encoding: .utf8)
            environment = ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                           "XDG_STATE_HOME": root.appendingPathComponent("state").path]
            let binary = try #require(TestProcess.product("notes"))
            first = try await BackgroundProcess(binary, ["--folder", folder.path], environment: environment)
            let folderPath = folder.path
            let shown = await UILoop.wait(until: { [self] in self.settings.contains("last-folder='\(folderPath)'") || !first.isRunning },
                                          timeout: .seconds(30))
            try #require(shown && first.isRunning, "the first notes never showed its folder: \(first.output.text)")
        }

        /// The settings key file GLib writes.
        var settings: String {
            (try? String(contentsOf: root.appendingPathComponent("config/glib-2.0/settings/keyfile"), encoding: .utf8)) ?? ""
        }

        /// Runs a second `notes` with `arguments` from `folder` (its working folder).
        func launch(_ arguments: [String], from directory: URL? = nil) async throws -> (status: TerminationStatus?, output: String) {
            let binary = try #require(TestProcess.product("notes"))
            let second = try await BackgroundProcess(binary, arguments, environment: environment, currentDirectory: directory)
            defer { second.stop() }
            #expect(await second.ends(within: .seconds(30)), "the second notes never ended: \(second.output.text)")
            return (second.terminationStatus, second.output.text)
        }

        /// Waits until the first instance selected `note` (the workflow wrote it to the settings).
        func waitForSelection(_ note: String) async -> Bool {
            await UILoop.wait(until: { settings.contains("last-note='\(note)'") }, timeout: .seconds(20))
        }

        func stop() {
            first.stop()
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test("a second launch with --open NAME selects that note in the running window and exits 0")
    func secondLaunchOpens() async throws {
        let running = try await Running()
        defer { running.stop() }
        try #require(!running.settings.contains("last-note='Ideas.md'"), "Ideas.md is not selected before: \(running.settings)")
        let second = try await running.launch(["--open", "Ideas.md"])
        #expect(second.status == .exited(0), "\(second.output)")
        #expect(await running.waitForSelection("Ideas.md"), "the first instance did not select Ideas.md: \(running.settings)")
        #expect(running.first.isRunning, "the first instance keeps running")
    }

    @Test("notes FILE from another working folder: the file's note is selected in the running window, a file of another folder shows that folder; a missing or non-Markdown file is refused with its reason")
    func secondLaunchWithFile() async throws {
        let running = try await Running()
        defer { running.stop() }
        try #require(!running.settings.contains("last-note='Ideas.md'"), "Ideas.md is not selected before: \(running.settings)")
        // A path relative to the second process's folder, resolved there.
        let second = try await running.launch(["notes/Ideas.md"], from: running.root)
        #expect(second.status == .exited(0), "\(second.output)")
        #expect(await running.waitForSelection("Ideas.md"), "\(running.settings)")
        let uri = try await running.launch([running.folder.appendingPathComponent("Shopping.md").absoluteString])
        #expect(uri.status == .exited(0), "a desktop file's %U passes a file:// URI: \(uri.output)")
        #expect(await running.waitForSelection("Shopping.md"), "\(running.settings)")
        // A file of another folder: the window shows that folder, with that note selected.
        let other = running.root.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "# Elsewhere\n".write(to: other.appendingPathComponent("Elsewhere.md"), atomically: true, encoding: .utf8)
        let elsewhere = try await running.launch([other.appendingPathComponent("Elsewhere.md").path])
        #expect(elsewhere.status == .exited(0), "\(elsewhere.output)")
        #expect(await UILoop.wait(until: { running.settings.contains("last-folder='\(other.path)'") }, timeout: .seconds(20)),
                "the window did not show the other folder: \(running.settings)")
        #expect(await running.waitForSelection("Elsewhere.md"), "\(running.settings)")
        // And --folder back to the first folder with --open.
        let back = try await running.launch(["--folder", running.folder.path, "--open", "Shopping.md"])
        #expect(back.status == .exited(0), "\(back.output)")
        #expect(await UILoop.wait(until: { running.settings.contains("last-folder='\(running.folder.path)'") }, timeout: .seconds(20)),
                "\(running.settings)")
        let missing = try await running.launch([running.folder.appendingPathComponent("Missing.md").path])
        #expect(missing.status == .exited(1) && missing.output.contains("cannot open \(running.folder.path)/Missing.md: No such file or directory"),
                "\(missing.output)")
        let text = try await running.launch(["notes.txt"], from: running.root)
        #expect(text.status == .exited(2) && text.output.contains("is not a note"), "\(text.output)")
    }

    @Test("--folder naming a file is refused in one line naming the path and the system's reason, exit 1")
    func folderIsAFile() async throws {
        let binary = try #require(TestProcess.product("notes"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-file-\(UUID().uuidString)")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await TestProcess.run(binary, ["--folder", file.path, "--screenshot", file.path + ".png"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr == "notes: cannot use \(file.path) as the notes folder: Not a directory\n", "\(result.stderr)")
    }
}
