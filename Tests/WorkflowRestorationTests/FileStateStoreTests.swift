import Foundation
import InMemoryLogging
import Logging
import Testing
import Workflow
import WorkflowRestoration
import WorkflowTesting
#if canImport(Glibc)
import Glibc
#endif

/// A fresh folder per test, removed at the end.
private final class TemporaryFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "workflow-restoration-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var snapshotPath: String { path + "/org.example.Restore/workflow-state.json" }

    func files(in folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }
}

@MainActor
@Suite struct FileStateStoreTests {
    /// Runs a host on a store at `path`, changes tab and counters, saves.
    private func runAndSave(at path: String) -> FileStateStore {
        let store = FileStateStore(path: path)
        let host = WorkflowHost(workflow: RootWorkflow(), stateStore: store)
        host.rendering.setTab.send(RootWorkflow.SetTab(tab: 2))
        host.rendering.counters["a"]!.mutate.send { $0.count = 7; $0.label = "seven \"quoted\"\n" }
        host.rendering.counters["b"]!.mutate.send(\.count, -3)
        host.rendering.scratch.mutate.send { $0 = 99 }
        host.saveStates()
        return store
    }

    @Test func snapshotRoundTripRestoresEveryRestorableNodeByPath() throws {
        let folder = TemporaryFolder()
        let first = runAndSave(at: folder.snapshotPath)
        #expect(first.saveCount == 1)
        #expect(FileManager.default.fileExists(atPath: folder.snapshotPath))

        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: folder.snapshotPath, logger: logger)
        #expect(store.ignoredSnapshotReason == nil)
        #expect(store.pendingPaths.count == 3)  // root, counter a, counter b
        let host = WorkflowHost(workflow: RootWorkflow(), stateStore: store)
        #expect(host.rendering.tab == 2)
        #expect(host.rendering.counters["a"]?.count == 7)
        #expect(host.rendering.counters["a"]?.label == "seven \"quoted\"\n")
        #expect(host.rendering.counters["b"]?.count == -3)
        #expect(host.rendering.scratch.value == 0, "ScratchWorkflow is not restorable: it starts fresh")
        #expect(store.restoredCount == 3)
        #expect(store.pendingPaths.isEmpty)
        #expect(log.entries.isEmpty)
    }

    @Test func savedStatesAreKeyedByTypeAndKeyPath() {
        let host = WorkflowHost(workflow: RootWorkflow())
        let paths = host.savedStates().map(\.path.description)
        #expect(paths == [
            String(reflecting: RootWorkflow.self),
            String(reflecting: RootWorkflow.self) + "/" + String(reflecting: TallyWorkflow.self) + "[a]",
            String(reflecting: RootWorkflow.self) + "/" + String(reflecting: TallyWorkflow.self) + "[b]",
        ])
    }

    @Test func aSavedStateRestoresOneNodeOnceAndUnmatchedPathsStayPending() throws {
        let folder = TemporaryFolder()
        _ = runAndSave(at: folder.snapshotPath)
        let store = FileStateStore(path: folder.snapshotPath)
        // Counter "b" is not rendered at launch: its state waits.
        let host = WorkflowHost(workflow: RootWorkflow(counterKeys: ["a"]), stateStore: store)
        #expect(host.rendering.counters["a"]?.count == 7)
        #expect(store.pendingPaths.count == 1)
        // "a" leaves and comes back: a new node starts fresh; "b" appears and is restored.
        host.update(workflow: RootWorkflow(counterKeys: []))
        host.update(workflow: RootWorkflow(counterKeys: ["a", "b"]))
        #expect(host.rendering.counters["a"]?.count == 0)
        #expect(host.rendering.counters["b"]?.count == -3)
    }

    @Test func theFileIsReplacedAtomicallyWithNoTemporaryFileLeft() throws {
        let folder = TemporaryFolder()
        let store = runAndSave(at: folder.snapshotPath)
        let host = WorkflowHost(workflow: RootWorkflow(), stateStore: store)
        host.rendering.setTab.send(RootWorkflow.SetTab(tab: 5))
        host.saveStates()
        let directory = folder.path + "/org.example.Restore"
        #expect(folder.files(in: directory) == ["workflow-state.json"])
        let text = try String(contentsOfFile: folder.snapshotPath, encoding: .utf8)
        #expect(text.hasPrefix(#"{"format":"WorkflowGtk.StateSnapshot","#))
        #expect(FileStateStore(path: folder.snapshotPath).pendingPaths.count == 3)
    }

    /// The replacement is a new file renamed over the old one, never a rewrite in place: the
    /// snapshot gets a new inode, and a reader that opened the old file before the save
    /// still reads the whole old snapshot through its descriptor.
    @Test func aSaveReplacesTheFileAndAnOpenReaderKeepsTheWholeOldSnapshot() throws {
        let folder = TemporaryFolder()
        let store = runAndSave(at: folder.snapshotPath)
        let old = try Data(contentsOf: URL(fileURLWithPath: folder.snapshotPath))
        var before = stat()
        #expect(stat(folder.snapshotPath, &before) == 0)
        let reader = open(folder.snapshotPath, O_RDONLY)
        try #require(reader >= 0, "cannot open \(folder.snapshotPath)")
        defer { close(reader) }

        let host = WorkflowHost(workflow: RootWorkflow(), stateStore: store)
        host.rendering.setTab.send(RootWorkflow.SetTab(tab: 4))
        host.rendering.counters["a"]!.mutate.send { $0.label = String(repeating: "longer ", count: 200) }
        host.saveStates()

        var after = stat()
        #expect(stat(folder.snapshotPath, &after) == 0)
        #expect(after.st_ino != before.st_ino, "the snapshot was rewritten in place (same inode), not replaced")
        var bytes = [UInt8](repeating: 0, count: old.count + 4_096)
        let count = pread(reader, &bytes, bytes.count, 0)
        #expect(count == old.count && Data(bytes[0..<max(count, 0)]) == old,
                "a reader of the old file saw \(count) bytes, not the \(old.count) of the old snapshot")
        let new = try Data(contentsOf: URL(fileURLWithPath: folder.snapshotPath))
        #expect(new != old && new.count > old.count)
    }

    @Test func aCorruptSnapshotIsIgnoredWithOneLogLine() throws {
        let folder = TemporaryFolder()
        _ = runAndSave(at: folder.snapshotPath)
        try Data("{\"format\": \u{0}garbage ]]".utf8).write(to: URL(fileURLWithPath: folder.snapshotPath))
        try expectIgnoredSnapshot(at: folder.snapshotPath, reasonContains: "corrupt or truncated")
    }

    @Test func aTruncatedSnapshotIsIgnoredWithOneLogLine() throws {
        let folder = TemporaryFolder()
        _ = runAndSave(at: folder.snapshotPath)
        let whole = try Data(contentsOf: URL(fileURLWithPath: folder.snapshotPath))
        for length in [whole.count - 1, whole.count / 2, 1, 0] {
            try whole.prefix(length).write(to: URL(fileURLWithPath: folder.snapshotPath))
            try expectIgnoredSnapshot(at: folder.snapshotPath, reasonContains: "corrupt or truncated")
        }
    }

    @Test func anIncompatibleSnapshotVersionIsIgnoredWithOneLogLine() throws {
        let folder = TemporaryFolder()
        _ = runAndSave(at: folder.snapshotPath)
        let text = try String(contentsOfFile: folder.snapshotPath, encoding: .utf8)
        try text.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
            .write(toFile: folder.snapshotPath, atomically: false, encoding: .utf8)
        try expectIgnoredSnapshot(at: folder.snapshotPath, reasonContains: "version 2")
    }

    @Test func aSnapshotOfANewerVersionIsMovedAsideAndNeverOverwritten() throws {
        let folder = TemporaryFolder()
        let newer = Data(#"{"format":"WorkflowGtk.StateSnapshot","version":99,"states":[{"future":true}]}"#.utf8)
        try FileManager.default.createDirectory(
            atPath: (folder.snapshotPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try newer.write(to: URL(fileURLWithPath: folder.snapshotPath))
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: folder.snapshotPath, logger: logger)
        let aside = try #require(store.setAsidePath, "the file of a newer version was not moved aside")
        #expect(aside.hasPrefix(folder.snapshotPath + ".bad-"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == newer)
        #expect(!FileManager.default.fileExists(atPath: folder.snapshotPath))
        #expect(log.entries.count == 1 && log.entries.map(\.message.description).first?.contains(aside) == true, "\(log.entries.map(\.message.description))")
        // Saving writes a fresh snapshot and leaves the newer one's file as it was.
        let host = WorkflowHost(workflow: RootWorkflow(), stateStore: store)
        host.saveStates()
        #expect(store.saveCount == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == newer, "the set-aside file was overwritten")
        #expect(FileStateStore(path: folder.snapshotPath).ignoredSnapshotReason == nil)
        #expect(log.entries.count == 1, "\(log.entries.map(\.message.description))")
    }

    @Test func anUnreadableSnapshotIsMovedAside() throws {
        let folder = TemporaryFolder()
        // A folder where the file should be: it cannot be read as a file (EISDIR).
        try FileManager.default.createDirectory(atPath: folder.snapshotPath + "/inside", withIntermediateDirectories: true)
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: folder.snapshotPath, logger: logger)
        #expect(store.ignoredSnapshotReason?.contains("cannot be read") == true, "\(store.ignoredSnapshotReason ?? "nil")")
        let aside = try #require(store.setAsidePath)
        #expect(FileManager.default.fileExists(atPath: aside + "/inside"), "the unreadable folder was not kept")
        #expect(log.entries.count == 1, "\(log.entries.map(\.message.description))")
        try store.write([])
        #expect(FileStateStore(path: folder.snapshotPath).ignoredSnapshotReason == nil)
    }

    @Test func aFileThatCannotBeMovedAsideIsLeftAloneAndNothingIsSavedOverIt() throws {
        // /proc/version reads as text, not a snapshot, and nothing can be made beside it.
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: "/proc/version", logger: logger)
        #expect(store.ignoredSnapshotReason != nil)
        #expect(store.setAsidePath == nil)
        #expect(log.entries.count == 1 && log.entries.map(\.message.description).first?.contains("could not be moved aside") == true, "\(log.entries.map(\.message.description))")
        #expect(log.entries.map(\.message.description).first?.contains("nothing is saved") == true, "\(log.entries.map(\.message.description))")
        #expect(throws: StateFileError.self) { try store.write([]) }
        do {
            try store.write([])
        } catch {
            #expect(String(describing: error).contains("could not read and could not move aside"), "\(error)")
        }
        store.save([])
        #expect(store.saveCount == 0)
    }

    @Test func onlyTheNewestSetAsideFilesAreKept() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: (folder.snapshotPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var asides: [String] = []
        for number in 1...5 {
            try Data("garbage \(number)".utf8).write(to: URL(fileURLWithPath: folder.snapshotPath))
            asides.append(try #require(FileStateStore(path: folder.snapshotPath).setAsidePath))
        }
        let folderPath = (folder.snapshotPath as NSString).deletingLastPathComponent
        let kept = folder.files(in: folderPath).filter { $0.hasPrefix("workflow-state.json.bad-") }
        #expect(kept.count == FileStateStore.keptUnreadableFileCount, "\(kept)")
        #expect(Set(kept.map { folderPath + "/" + $0 }) == Set(asides.suffix(FileStateStore.keptUnreadableFileCount)),
                "the newest were not the ones kept: \(kept)")
        #expect(try String(contentsOfFile: asides[4], encoding: .utf8) == "garbage 5")
    }

    @Test func aStateThatNoLongerDecodesStartsFreshWithOneLogLine() throws {
        let folder = TemporaryFolder()
        // Save a RootWorkflow state (tab: Int) at the path a ChangedRootWorkflow would have.
        let path = WorkflowNodePath().appending(workflowType: String(reflecting: ChangedRootWorkflow.self), key: "")
        let writer = FileStateStore(path: folder.snapshotPath)
        try writer.write([WorkflowSavedState(path: path, state: RootWorkflow.State(tab: 4))])
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: folder.snapshotPath, logger: logger)
        let host = WorkflowHost(workflow: ChangedRootWorkflow(), stateStore: store)
        #expect(host.rendering == "none")
        #expect(log.entries.count == 1)
        #expect(log.entries.map(\.message.description).first?.contains("no longer decodes") == true)
    }

    @Test func aMissingFileIsAFirstLaunchWithoutLogLines() {
        let folder = TemporaryFolder()
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: folder.snapshotPath, logger: logger)
        let host = WorkflowHost(workflow: RootWorkflow(), stateStore: store)
        #expect(host.rendering.tab == 0)
        #expect(store.ignoredSnapshotReason == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func anUnwritableFolderIsLoggedOnceAndNeverCrashes() {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: "/proc/workflowgtk-no-such-folder/state.json", logger: logger)
        let host = WorkflowHost(workflow: RootWorkflow(), stateStore: store)
        host.saveStates()
        host.saveStates()
        #expect(store.saveCount == 0)
        #expect(log.entries.count == 1)
        #expect(log.entries.map(\.message.description).first?.contains("could not save") == true)
    }

    @Test func docExampleIsRestored() throws {
        let folder = TemporaryFolder()
        let writer = FileStateStore(path: folder.snapshotPath)
        let path = WorkflowNodePath().appending(workflowType: String(reflecting: CounterWorkflow.self), key: "")
        try writer.write([WorkflowSavedState(path: path, state: CounterWorkflow.State(count: 41))])
        let host = WorkflowHost(workflow: CounterWorkflow(), stateStore: FileStateStore(path: folder.snapshotPath))
        #expect(host.rendering == 41)
    }

    @Test func theStateFolderFollowsXDGStateHome() {
        #expect(FileStateStore.stateDirectory(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]) == "/x/state")
        #expect(FileStateStore.stateDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.local/state")
        #expect(FileStateStore.stateDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.local/state")
        let store = FileStateStore(appID: "org.example.App", environment: ["XDG_STATE_HOME": "/nonexistent-xdg"])
        #expect(store.path == "/nonexistent-xdg/org.example.App/workflow-state.json")
    }

    /// The store ignores the file with exactly one log line, and a host starts fresh.
    private func expectIgnoredSnapshot(at path: String, reasonContains reason: String) throws {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let store = FileStateStore(path: path, logger: logger)
        #expect(store.ignoredSnapshotReason?.contains(reason) == true, "\(store.ignoredSnapshotReason ?? "nil")")
        let host = WorkflowHost(workflow: RootWorkflow(), stateStore: store)
        #expect(host.rendering.tab == 0)
        #expect(host.rendering.counters["a"]?.count == 0)
        #expect(log.entries.count == 1, "\(log.entries.map(\.message.description))")
        #expect(log.entries.map(\.message.description).first?.contains("ignored") == true)
    }
}
