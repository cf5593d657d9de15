import Foundation
import InMemoryLogging
import Logging
import Testing
import Workflow
import WorkflowRestoration
import WorkflowTesting

/// A state file that is a valid snapshot but holds a state that no longer decodes (the type
/// changed in a new release): the save at exit replaces it, and a `.bad-<time>` copy of the
/// file as it was is kept beside it first, as for a file that cannot be read at all.
@MainActor
@Suite struct StateFileUndecodableTests {
    /// A fresh folder, removed by the caller.
    private func makeFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "workflow-undecodable-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private func badCopies(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("workflow-state.json.bad-") }.sorted().map { folder + "/" + $0 }
    }

    @Test func aSnapshotWithAStateThatNoLongerDecodesIsKeptAsideBeforeTheSaveReplacesIt() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/workflow-state.json"
        // A RootWorkflow state (tab: Int) saved where a ChangedRootWorkflow (tab: String) now is.
        let nodePath = WorkflowNodePath().appending(workflowType: String(reflecting: ChangedRootWorkflow.self), key: "")
        try FileStateStore(path: path).write([WorkflowSavedState(path: nodePath, state: RootWorkflow.State(tab: 4))])
        let original = try Data(contentsOf: URL(fileURLWithPath: path))

        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: path, logger: logger)
        #expect(store.ignoredSnapshotReason == nil, "the file is a valid snapshot")
        let host = WorkflowHost(workflow: ChangedRootWorkflow(), stateStore: store)
        #expect(host.rendering == "none")
        #expect(badCopies(in: folder).isEmpty, "nothing is moved before a save would replace the file")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)

        host.saveStates()  // what the app does at exit
        #expect(store.saveCount == 1)
        let copies = badCopies(in: folder)
        #expect(copies.count == 1, "no .bad copy was kept of the file holding the state that no longer decodes: \(copies)")
        if let copy = copies.first {
            #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == original, "the copy is the file as it was")
            #expect(store.setAsidePath == copy)
            #expect(log.entries.contains { $0.message.description.contains(copy) }, "one line names the copy: \(log.entries)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != original, "the save wrote the new state")
        #expect(FileStateStore(path: path).ignoredSnapshotReason == nil)

        // A later save replaces only the store's own file: no second copy.
        host.saveStates()
        #expect(badCopies(in: folder).count == 1)
    }

    @Test func aSnapshotWhoseStatesAllDecodeIsReplacedWithoutACopy() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/workflow-state.json"
        let nodePath = WorkflowNodePath().appending(workflowType: String(reflecting: ChangedRootWorkflow.self), key: "")
        try FileStateStore(path: path).write([WorkflowSavedState(path: nodePath, state: ChangedRootWorkflow.State(tab: "two"))])
        let store = FileStateStore(path: path)
        let host = WorkflowHost(workflow: ChangedRootWorkflow(), stateStore: store)
        #expect(host.rendering == "two")
        host.saveStates()
        #expect(store.saveCount == 1)
        #expect(badCopies(in: folder).isEmpty)
        #expect(store.setAsidePath == nil)
    }
}
