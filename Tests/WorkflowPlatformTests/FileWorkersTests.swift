import Foundation
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// Files as workers: real reads, atomic writes and the trash on the real file system; the
/// failures are values naming the path and the reason.
@MainActor
@Suite("File workers (headless)")
struct FileWorkersTests {
    func folder() throws -> URL { try FileManager.default.makeTemporaryFolder("wgtk-files") }

    @Test("a read gives the file's bytes")
    func readGivesBytes() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.txt").path
        try "Hello\u{0}é".write(toFile: path, atomically: true, encoding: .utf8)
        let result = await ReadFileWorker(path: path).run()
        #expect(try result.get() == Array("Hello\u{0}é".utf8))
    }

    @Test("a read of a missing file or of a folder is a FileError naming the path and the reason")
    func readFailuresAreValues() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.txt").path
        guard case .failure(let error) = await ReadFileWorker(path: missing).run() else {
            Issue.record("a missing file was read"); return
        }
        #expect(error.operation == "read" && error.path == missing)
        #expect(error.description.hasPrefix("cannot read \(missing): "))
        #expect(error.reason.contains("No such file"), "the system's reason: \(error.reason)")
        guard case .failure(let folderError) = await ReadFileWorker(path: folder.path).run() else {
            Issue.record("a folder was read as a file"); return
        }
        #expect(folderError.path == folder.path)
    }

    @Test("a write replaces the file whole and a read gives the new bytes back")
    func writeThenRead() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.txt").path
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        _ = try await WriteFileWorker(path: path, text: "new text").run().get()
        #expect(try await ReadFileWorker(path: path).run().get() == Array("new text".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["note.txt"], "no temporary file is left")
    }

    @Test("a write that cannot happen (a folder in the way, a missing folder) is a FileError, and nothing is half-written")
    func writeFailuresLeaveNothing() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inTheWay = folder.appendingPathComponent("sub").path
        try FileManager.default.createDirectory(atPath: inTheWay, withIntermediateDirectories: false)
        guard case .failure(let error) = await WriteFileWorker(path: inTheWay, text: "x").run() else {
            Issue.record("a folder was overwritten"); return
        }
        #expect(error.operation == "write" && error.path == inTheWay)
        #expect(error.reason.contains("folder"), "the reason names the folder: \(error.reason)")
        let inMissingFolder = folder.appendingPathComponent("gone/note.txt").path
        guard case .failure(let missing) = await WriteFileWorker(path: inMissingFolder, text: "x").run() else {
            Issue.record("a file was written into a missing folder"); return
        }
        #expect(missing.path == inMissingFolder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sub"], "nothing was left behind")
    }

    @Test("writes of the same bytes to the same path are the same worker unless the revision differs")
    func writeRevisions() {
        #expect(WriteFileWorker(path: "/a", text: "x") == WriteFileWorker(path: "/a", bytes: Array("x".utf8)))
        #expect(WriteFileWorker(path: "/a", text: "x", revision: 1) != WriteFileWorker(path: "/a", text: "x"))
    }

    @Test("moving to the trash takes the file out of its folder; a missing file is a FileError")
    func trash() async throws {
        // In the home folder: GIO trashes into the home trash only from its own file system.
        let home = FileManager.default.homeDirectoryForCurrentUser
        let folder = home.appendingPathComponent(".cache/wgtk-trash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "trashed-\(UUID().uuidString).txt"
        let path = folder.appendingPathComponent(name).path
        try "bye".write(toFile: path, atomically: true, encoding: .utf8)
        _ = try await TrashFileWorker(path: path).run().get()
        #expect(!LocalFile.exists(path))
        let trashed = home.appendingPathComponent(".local/share/Trash/files/\(name)").path
        #expect(LocalFile.exists(trashed), "the file is in the trash, where the user can restore it")
        try? FileManager.default.removeItem(atPath: trashed)
        try? FileManager.default.removeItem(atPath: home.appendingPathComponent(".local/share/Trash/info/\(name).trashinfo").path)
        guard case .failure(let error) = await TrashFileWorker(path: path).run() else {
            Issue.record("a missing file was trashed"); return
        }
        #expect(error.operation == "move to the trash" && error.path == path)
    }

    @Test("a workflow renders the read worker until the note is loaded; the bytes or the failure land in its state")
    func readWorkerInAWorkflow() {
        let workflow = NoteFileDocWorkflow(note: .init(path: "/notes/a.txt"), notesFolder: "/notes")
        workflow.renderTester()
            .expectWorker(ReadFileWorker(path: "/notes/a.txt"), key: "read", producingOutput: .success(Array("hi".utf8)))
            .expectWorker(FileMonitorWorker(path: "/notes"), key: "watch")
            .render()
            .verifyState { #expect($0.text == "hi") }
        let failure = FileError(operation: "read", path: "/notes/a.txt", reason: "No such file or directory")
        workflow.renderTester()
            .expectWorker(ReadFileWorker(path: "/notes/a.txt"), key: "read", producingOutput: .failure(failure))
            .expectWorker(FileMonitorWorker(path: "/notes"), key: "watch")
            .render()
            .verifyState { #expect($0.failure == failure) }
    }
}
