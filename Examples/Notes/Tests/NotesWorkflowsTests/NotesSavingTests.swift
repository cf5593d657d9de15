import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// The writes' order and the flush at the end (`FileWriteQueue`), and Undo of a delete from
/// the trash (`TrashFileWorker`, `TrashedFile`).
@Suite("Notes saving: ordered writes, the flush at the end, Undo from the trash")
struct NotesSavingTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-saving-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func contents(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("an older revision queued after a newer one is skipped: the file keeps the newer text")
    func laterWriteNeverOvertaken() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.md").path
        let queue = FileWriteQueue()
        _ = try await WriteFileWorker(path: path, text: "newer", revision: 2, queue: queue).run().get()
        _ = try await WriteFileWorker(path: path, text: "older", revision: 1, queue: queue).run().get()
        #expect(contents(URL(fileURLWithPath: path)) == "newer")
        _ = try await WriteFileWorker(path: path, text: "newest", revision: 3, queue: queue).run().get()
        #expect(contents(URL(fileURLWithPath: path)) == "newest")
    }

    @Test("finish() lets a large autosave in flight complete, refuses later ones, and the last edit written after it stays")
    func finishWaitsForTheWriteInFlight() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.md").path
        try "first".write(toFile: path, atomically: false, encoding: .utf8)
        let queue = FileWriteQueue()
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 48 * 1024 * 1024)
        let autosave = Task.detached { await WriteFileWorker(path: path, bytes: large, revision: 1, queue: queue).run() }
        // Wait (on the condition, not a clock) until the autosave is queued or running.
        while !queue.hasWritesInFlight && contents(URL(fileURLWithPath: path)) == "first" { await Task.yield() }
        queue.finish()
        #expect(!queue.hasWritesInFlight, "finish() returns once the write in flight is done")
        #expect(contents(URL(fileURLWithPath: path))?.utf8.count == large.count)
        _ = try queue.writeNow(Array("the last edit".utf8), to: path).get()
        // An autosave that starts after the end is refused: nothing older replaces the last edit.
        let late = await WriteFileWorker(path: path, text: "stale", revision: 1, queue: queue).run()
        guard case .failure(let error) = late else {
            Issue.record("a write after finish() must fail")
            return
        }
        #expect(error.reason.contains("FileWriteQueue"))
        _ = try await autosave.value.get()
        #expect(contents(URL(fileURLWithPath: path)) == "the last edit")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.md"], "no temporary file is left")
    }

    @Test("a delete while an autosave is in flight moves the file after that write: the write cannot recreate it")
    func deleteWaitsForTheAutosaveInFlight() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("busy.md").path
        try "first".write(toFile: path, atomically: false, encoding: .utf8)
        let queue = FileWriteQueue()
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 16 * 1024 * 1024)
        let autosave = Task.detached { await WriteFileWorker(path: path, bytes: large, revision: 1, queue: queue).run() }
        // Wait (on the condition, not a clock) until the autosave is queued or running.
        while !queue.hasWritesInFlight && contents(URL(fileURLWithPath: path)) == "first" { await Task.yield() }
        let trashed = try await TrashFileWorker(path: path, queue: queue).run().get()
        _ = try await autosave.value.get()
        defer { for entry in [trashed.trashPath, trashed.infoPath].compactMap({ $0 }) { try? FileManager.default.removeItem(atPath: entry) } }
        #expect(!FileManager.default.fileExists(atPath: path), "the autosave in flight recreated \(path) after it went to the trash")
        let trashPath = try #require(trashed.trashPath, "the trash entry of \(path) was not found")
        let size = try FileManager.default.attributesOfItem(atPath: trashPath)[.size] as? Int
        #expect(size == large.count, "the trash holds the note as the autosave wrote it")
        #expect(!queue.hasWritesInFlight)
    }

    @Test("a trashed file's place in the trash is found; restore() puts it back and removes the trash entry")
    func trashAndRestore() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Shopping list.md").path
        try "# Shopping\nmilk".write(toFile: path, atomically: false, encoding: .utf8)
        let trashed = try await TrashFileWorker(path: path).run().get()
        #expect(!FileManager.default.fileExists(atPath: path))
        let trashPath = try #require(trashed.trashPath, "the trash entry of \(path) was not found")
        #expect(contents(URL(fileURLWithPath: trashPath)) == "# Shopping\nmilk")
        try await RestoreTrashedFileWorker(file: trashed).run().get()
        #expect(contents(URL(fileURLWithPath: path)) == "# Shopping\nmilk")
        #expect(!FileManager.default.fileExists(atPath: trashPath))
        #expect(!FileManager.default.fileExists(atPath: try #require(trashed.infoPath)))
        // Restoring again fails and names the reason; nothing is replaced.
        guard case .failure(let error) = await RestoreTrashedFileWorker(file: trashed).run() else {
            Issue.record("a second restore must fail")
            return
        }
        #expect(error.operation == "restore")
    }
}
