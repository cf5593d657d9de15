import Foundation
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowUITesting

/// The file monitor worker on the real GLib loop and file system (inotify): the changes
/// reach the workflow's state as outputs. Files are made in place (not atomically): an
/// atomic write shows up as a temporary file renamed onto the path.
@MainActor
@Suite("File monitor worker (GLib loop)", .gtk)
struct FileMonitorGtkTests {
    func changes(_ host: WorkflowHost<NoteFileDocWorkflow>, _ kind: FileMonitor.Change.Kind, _ path: String) -> Bool {
        host.rendering.changes.contains { $0.kind == kind && $0.path == path }
    }

    @Test("a watched folder reports a file created, written and deleted in it; the note is read at the start")
    func folderChanges() async throws {
        let folder = try FileManager.default.makeTemporaryFolder("wgtk-watch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = folder.appendingPathComponent("note.txt").path
        try "first".write(toFile: note, atomically: false, encoding: .utf8)
        let host = WorkflowHost(workflow: NoteFileDocWorkflow(note: .init(path: note), notesFolder: folder.path))
        #expect(await UILoop.wait(until: { host.rendering.text == "first" }), "the read worker loaded the note")
        // The monitor starts on the main loop: a first file made until it is seen.
        let other = folder.appendingPathComponent("other.txt").path
        try await UILoop.require("the monitor to report a file created") {
            if !LocalFile.exists(other) { try? "x".write(toFile: other, atomically: false, encoding: .utf8) }
            return changes(host, .created, other)
        }
        try LocalFile.write(Array("second".utf8), to: note)
        try await UILoop.require("the atomic replacement of the note to be reported") {
            host.rendering.changes.contains { $0.path == note || $0.otherPath == note }
        }
        try FileManager.default.removeItem(atPath: other)
        try await UILoop.require("the deletion to be reported") { changes(host, .deleted, other) }
        #expect(host.rendering.watchFailures.isEmpty)
    }

    @Test("a watched folder that disappears reports its own deletion, and nothing crashes")
    func folderDisappears() async throws {
        let parent = try FileManager.default.makeTemporaryFolder("wgtk-watch-parent")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let probe = folder.appendingPathComponent("probe.txt").path
        let host = WorkflowHost(workflow: NoteFileDocWorkflow(note: .init(path: probe), notesFolder: folder.path))
        #expect(await UILoop.wait(until: { host.rendering.failure != nil }), "the missing note is a read failure")
        #expect(host.rendering.failure?.path == probe)
        try await UILoop.require("the monitor to be running") {
            if !LocalFile.exists(probe) { try? "".write(toFile: probe, atomically: false, encoding: .utf8) }
            return changes(host, .created, probe)
        }
        try FileManager.default.removeItem(at: folder)
        try await UILoop.require("the folder's own deletion to be reported") { changes(host, .deleted, folder.path) }
    }

    @Test("the monitor binding reports a created file with its path, and reports nothing once cancelled")
    func monitorBinding() async throws {
        let folder = try FileManager.default.makeTemporaryFolder("wgtk-monitor")
        defer { try? FileManager.default.removeItem(at: folder) }
        let monitor = try FileMonitor(path: folder.path)
        let seen = ChangeLog()
        monitor.onChange { seen.changes.append($0) }
        let made = folder.appendingPathComponent("made.txt").path
        try "x".write(toFile: made, atomically: false, encoding: .utf8)
        try await UILoop.require("the creation to be reported") { seen.changes.contains { $0.kind == .created && $0.path == made } }
        monitor.cancel()
        #expect(monitor.isCancelled)
    }

    /// The changes a monitor reported.
    @MainActor final class ChangeLog { var changes: [FileMonitor.Change] = [] }
}
