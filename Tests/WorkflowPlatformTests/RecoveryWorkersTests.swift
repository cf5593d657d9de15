import Foundation
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting
#if canImport(Glibc)
import Glibc
#endif

/// The recovery workers on the real file system, and a workflow offering the kept edits.
@MainActor
@Suite("Recovery workers (headless)")
struct RecoveryWorkersTests {
    func folder() throws -> URL { try FileManager.default.makeTemporaryFolder("wgtk-recovery-workers") }

    @Test("the load worker gives the kept edits, newest first")
    func load() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path + "/recovered")
        #expect(await LoadRecoveredEditsWorker(store: store).run().isEmpty)
        let old = try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "a", reason: "r", savedAt: 1))
        let new = try store.save(RecoveredEdit(originalPath: "/n/b.txt", text: "b", reason: "r", savedAt: 2))
        #expect(await LoadRecoveredEditsWorker(store: store).run() == [new, old])
        #expect(LoadRecoveredEditsWorker(store: store) != LoadRecoveredEditsWorker(store: store, revision: 1))
    }

    @Test("a restore writes the text to its file, atomically, then removes the recovery file")
    func restoreToOriginal() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path + "/recovered")
        let note = root.path + "/note.txt"
        try "old text".write(toFile: note, atomically: true, encoding: .utf8)
        let edit = try store.save(RecoveredEdit(originalPath: note, text: "recovered é\n", reason: "r"))
        let written = try await RestoreRecoveredEditWorker(store: store, edit: edit).run().get()
        #expect(written == note)
        #expect(try String(contentsOfFile: note, encoding: .utf8) == "recovered é\n")
        #expect(store.edits().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: store.path(of: edit.id)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["note.txt", "recovered"], "no temporary file is left")
    }

    @Test("a restore to another path (Save As…) through the app's write queue writes there and leaves the original alone")
    func restoreElsewhere() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path + "/recovered")
        let edit = try store.save(RecoveredEdit(originalPath: root.path + "/gone/note.txt", text: "kept", reason: "the folder was removed"))
        let copy = root.path + "/copy.txt"
        let writes = FileWriteQueue()
        let worker = RestoreRecoveredEditWorker(store: store, edit: edit, to: copy, queue: writes)
        #expect(worker.destination == copy)
        #expect(try await worker.run().get() == copy)
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == "kept")
        #expect(!FileManager.default.fileExists(atPath: root.path + "/gone"))
        #expect(store.edits().isEmpty)
    }

    @Test("a restore that cannot write (a folder in the way, a path through a file, a virtual file system) keeps the recovery file")
    func restoreFailureKeepsTheEdit() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path + "/recovered")
        let inTheWay = root.path + "/folder.txt"
        try FileManager.default.createDirectory(atPath: inTheWay, withIntermediateDirectories: false)
        let file = root.path + "/file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let edit = try store.save(RecoveredEdit(originalPath: inTheWay, text: "precious", reason: "r"))
        var destinations: [String?] = [nil, file + "/note.txt", "/proc/version"]
        if getuid() != 0 {  // root writes in a read-only folder anyway
            let readOnly = root.path + "/read-only"
            try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false)
            chmod(readOnly, 0o500)
            destinations.append(readOnly + "/note.txt")
        }
        defer { chmod(root.path + "/read-only", 0o700) }
        for destination in destinations {
            let result = await RestoreRecoveredEditWorker(store: store, edit: edit, to: destination).run()
            guard case .failure(let error) = result else {
                Issue.record("a restore to \(destination ?? inTheWay) succeeded"); continue
            }
            #expect(error.path == destination ?? inTheWay)
            #expect(store.edits() == [edit], "the edit is still offered after \(error)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")
    }

    @Test("a discard removes the recovery file; discarding one already gone is a success")
    func discard() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path)
        let edit = try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "a", reason: "r"))
        let keep = try store.save(RecoveredEdit(originalPath: "/n/b.txt", text: "b", reason: "r"))
        try await DiscardRecoveredEditWorker(store: store, id: edit.id).run().get()
        #expect(store.edits() == [keep])
        try await DiscardRecoveredEditWorker(store: store, id: edit.id).run().get()
        guard case .failure = await DiscardRecoveredEditWorker(store: store, id: "../x").run() else {
            Issue.record("an id naming another folder was accepted"); return
        }
    }

    @Test("a workflow reads the kept edits once, then restores or discards each as the user answers")
    func workflowOffersTheEdits() {
        let store = RecoveryStore(folder: "/state/app/recovered")
        let edit = RecoveredEdit(originalPath: "/n/a.txt", text: "a", reason: "r", savedAt: 1, id: "e1")
        let workflow = RecoveryDocWorkflow(recovery: store, writes: nil)
        workflow.renderTester()
            .expectWorker(LoadRecoveredEditsWorker(store: store), key: "recovered", producingOutput: [edit])
            .render()
            .verifyState { #expect($0.offered == [edit]) }
        workflow.renderTester(initialState: .init(offered: [edit], restoring: [edit]))
            .expectWorker(RestoreRecoveredEditWorker(store: store, edit: edit), key: "e1", producingOutput: .success("/n/a.txt"))
            .render()
            .verifyState { #expect($0.offered == [] && $0.restoring.isEmpty) }
        let failure = FileError(operation: "write", path: "/n/a.txt", reason: "permission denied")
        workflow.renderTester(initialState: .init(offered: [edit], restoring: [edit]))
            .expectWorker(RestoreRecoveredEditWorker(store: store, edit: edit), key: "e1", producingOutput: .failure(failure))
            .render()
            .verifyState { #expect($0.offered == [edit] && $0.failures["e1"] == failure) }
        workflow.renderTester(initialState: .init(offered: [edit], discarding: [edit]))
            .expectWorker(DiscardRecoveredEditWorker(store: store, id: "e1"), key: "e1", producingOutput: .success(()))
            .render()
            .verifyState { #expect($0.offered == []) }
    }
}
