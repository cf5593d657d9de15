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

@MainActor
@Suite("Notes workflow: Undo of a delete puts the file back from the trash")
struct NotesUndoFromTrashTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let trashed = TrashedFile(originalPath: "/notes/a.md", trashPath: "/trash/files/a.md", infoPath: "/trash/info/a.md.trashinfo")

    private func loaded(_ texts: [String: String], selected: String? = nil) -> NotesWorkflow.State {
        let day = Date(timeIntervalSince1970: 86_400)
        let entries = texts.map { NotesFolder.Entry(summary: NoteSummary(fileName: $0.key, modified: day, text: NoteText($0.value)), text: $0.value) }
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.loading(.listed(.success(NotesListing(entries.map { NoteListing(fileName: $0.summary.fileName, modified: day) })))).apply(toState: &state)
        _ = NotesAction.loading(.read(entries)).apply(toState: &state)
        _ = NotesAction.loading(.finished).apply(toState: &state)
        if let selected { _ = NotesAction.select(selected).apply(toState: &state) }
        return state
    }

    @Test("Undo after the note reached the trash restores the file (no rewrite); the list shows it again")
    func undoRestores() {
        var state = loaded(["a.md": "Alpha", "b.md": "Beta"], selected: "a.md")
        _ = NotesAction.delete(fileName: "a.md").apply(toState: &state)
        _ = NotesAction.trashed(fileName: "a.md", .success(trashed)).apply(toState: &state)
        _ = NotesAction.undoDelete.apply(toState: &state)
        #expect(state.restoring == ["a.md": trashed] && state.drafts.isEmpty)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .expectWorker(RestoreTrashedFileWorker(file: trashed), key: "restore:a.md", producingOutput: .success(()))
            .render { _ in }
            .verifyState { state in
                #expect(state.notes["a.md"]?.text == "Alpha" && state.selected == "a.md")
                #expect(state.drafts.isEmpty, "the restored file is not written again")
                #expect(state.restoring.isEmpty && state.deleted == nil)
            }
    }

    @Test("Undo pressed before the note reached the trash waits for it; an unsaved edit is written after the restore")
    func undoWhileTrashing() {
        var state = loaded(["a.md": "Alpha"], selected: "a.md")
        _ = NotesAction.edit(fileName: "a.md", text: "Alpha edited").apply(toState: &state)
        _ = NotesAction.delete(fileName: "a.md").apply(toState: &state)
        _ = NotesAction.undoDelete.apply(toState: &state)
        #expect(state.undoPending && state.restoring.isEmpty && state.toast == nil)
        _ = NotesAction.trashed(fileName: "a.md", .success(trashed)).apply(toState: &state)
        #expect(state.restoring == ["a.md": trashed])
        _ = NotesAction.restored(fileName: "a.md", .success(())).apply(toState: &state)
        #expect(state.notes["a.md"]?.text == "Alpha edited")
        #expect(state.drafts["/notes/a.md"]?.writing?.text == "Alpha edited")
    }

    @Test("a restore that fails writes the text again instead")
    func restoreFailsRewrites() {
        var state = loaded(["a.md": "Alpha"], selected: "a.md")
        _ = NotesAction.delete(fileName: "a.md").apply(toState: &state)
        _ = NotesAction.trashed(fileName: "a.md", .success(trashed)).apply(toState: &state)
        _ = NotesAction.undoDelete.apply(toState: &state)
        _ = NotesAction.restored(fileName: "a.md", .failure(FileError(operation: "restore", path: "/notes/a.md", reason: "gone"))).apply(toState: &state)
        #expect(state.notes["a.md"]?.text == "Alpha")
        #expect(state.drafts["/notes/a.md"]?.writing?.text == "Alpha")
    }
}
