import Foundation
import GtkTesting
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The real `notes` binary ended by a real SIGTERM while a large autosave is being written.
@MainActor
@Suite("notes program: a termination signal during an autosave", .serialized)
struct NotesTerminationTests {
    @Test("SIGTERM while a large autosave is written: the write completes, the last edit is on disk, no temporary file is left",
          .disabled("not reliable yet: the other program's 6 MB text does not always reach the editor before the typed key (issue 37)"))
    func sigtermDuringAutosave() async throws {
        try #require(KeyboardSimulator.isAvailable, "XTest is needed (Xvfb provides it)")
        let binary = try #require(Subprocess.product("notes"))
        let folder = try FileManager.default.makeTemporaryFolder("notes-sigterm")
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = folder.appendingPathComponent("Untitled.md")
        let app = try BackgroundProcess(binary, ["--folder", folder.path])
        defer { app.stop() }
        let focused = await UILoop.wait(until: { KeyboardSimulator.focusWindow(ofProcess: app.process.processIdentifier) || !app.process.isRunning },
                                        timeout: .seconds(60))
        try #require(focused && app.process.isRunning, "notes showed no window: \(app.output.text)")
        // Ctrl+N: a new note, written at once, with the editor focused.
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: note.path) {
            _ = KeyboardSimulator.focusWindow(ofProcess: app.process.processIdentifier)
            #expect(KeyboardSimulator.press("<Control>n"))
            _ = await UILoop.wait(until: { FileManager.default.fileExists(atPath: note.path) }, timeout: .seconds(10))
        }
        try #require(FileManager.default.fileExists(atPath: note.path), "Ctrl+N wrote no note: \(app.output.text)")
        // Another program fills it with 6 MB; the editor (no unsaved edit) takes it.
        let large = String(repeating: "a line of a long note\n", count: 6 * 1024 * 1024 / 22)
        let pid = app.process.processIdentifier
        let readBefore = try #require(Self.bytesRead(by: pid))
        try large.write(to: note, atomically: true, encoding: .utf8)
        // It has read the file again once its read count grew by the file's size.
        #expect(await UILoop.wait(until: { (Self.bytesRead(by: pid) ?? 0) >= readBefore + large.utf8.count }, timeout: .seconds(30)),
                "notes never read the changed note: \(app.output.text)")
        // A second launch activates the first through its main loop: once it is back, the
        // first has handled what came before (the note's new text in the editor).
        #expect(try Subprocess.run(binary, ["--folder", folder.path], timeout: 30).status == 0)
        // An edit of the large text: typed until the autosave of it starts (its temporary
        // file beside the note), then SIGTERM at once, while that write runs.
        var writing = false
        for _ in 0..<5 where !writing {
            _ = KeyboardSimulator.focusWindow(ofProcess: app.process.processIdentifier)
            #expect(KeyboardSimulator.press("<Control>End"))
            #expect(KeyboardSimulator.press("z"))
            writing = await UILoop.wait(until: { Self.temporaryFiles(in: folder).count > 0 }, timeout: .seconds(15))
        }
        try #require(writing, "no autosave started after typing: \(app.output.text)")
        kill(app.process.processIdentifier, SIGTERM)
        #expect(app.exit.wait(timeout: .seconds(10)))
        #expect(app.process.terminationReason == .uncaughtSignal && app.process.terminationStatus == SIGTERM, "\(app.output.text)")
        let text = String(decoding: try Data(contentsOf: note), as: UTF8.self)
        #expect(text.hasPrefix(large) && text.count > large.count && text.dropFirst(large.count).allSatisfy { $0 == "z" },
                "the note must hold the large text and the typed edit, whole; it holds \(text.count) characters ending \(text.suffix(30).debugDescription)")
        #expect(Self.temporaryFiles(in: folder).isEmpty, "a write was abandoned half-way: \(Self.temporaryFiles(in: folder))")
    }

    /// The bytes process `pid` has read so far (`rchar` of /proc/PID/io).
    private static func bytesRead(by pid: Int32) -> Int? {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
              let line = io.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") }) else { return nil }
        return Int(line.split(separator: " ").last ?? "")
    }

    /// The files beside the notes that are not notes (an atomic write's temporary file).
    private static func temporaryFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasSuffix(".md") }
    }
}
