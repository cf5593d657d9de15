import Foundation
import Glibc
import GtkTestSupport
import Testing
import Workflow
import WorkflowRestoration

/// The Runtime's `AtomicFileReplacement` (behind `FileStateStore` and the trace file) is
/// atomic: these fail when the file is written in place (opened with `O_TRUNC`) instead of a
/// temporary file renamed over it, and when the `fsync` before the rename is removed. The
/// writer runs in `AtomicWriteHelper` (`runtime`: the call `FileStateStore` makes) where it
/// needs a process of its own. GtkTests' `AtomicWriteTests` do the same for Gtk's
/// `FileReplacement`.
@Suite("Atomic writes: AtomicFileReplacement and FileStateStore")
struct AtomicWriteTests {
    @Test("a reader holding the old state file open still reads it in full after a save")
    @MainActor func readerKeepsOldFile() throws {
        let folder = try AtomicWriteFolder()
        let path = folder.path("state.json")
        let store = FileStateStore(path: path)
        let node = WorkflowNodePath().appending(workflowType: "Notes", key: "")
        try store.write([WorkflowSavedState(path: node, state: String(repeating: "old ", count: 25_000))])
        let old = try #require(FileManager.default.contents(atPath: path))
        let reader = open(path, O_RDONLY)
        try #require(reader >= 0)
        defer { close(reader) }
        try store.write([WorkflowSavedState(path: node, state: "new")])
        let seen = AtomicWriteFolder.readAll(reader)
        let intact = seen == Array(old)
        #expect(intact, "the old file changed under its reader (\(seen.count) bytes read, \(old.count) written first): written in place?")
        let replaced = FileManager.default.contents(atPath: path) != old
        #expect(replaced)
    }

    @Test("a write cut off by the file-size limit leaves the old file intact and no temporary file")
    func cutOffWrite() async throws {
        let helper = try #require(TestProcess.product("AtomicWriteHelper"))
        let folder = try AtomicWriteFolder()
        let path = folder.path("state.json")
        let old = Data(String(repeating: "the old state\n", count: 50).utf8)
        try old.write(to: URL(fileURLWithPath: path))
        let result = try await TestProcess.run(helper, ["runtime", path, "1000000", "65536"], timeout: 30)
        #expect(result.status == 1, "the helper should fail with EFBIG: \(result.stderr)")
        #expect(result.stderr.contains("File too large"), "stderr: \(result.stderr)")
        let now = FileManager.default.contents(atPath: path)
        let intact = now == old
        #expect(intact, "the old file was damaged (\(now?.count ?? 0) bytes now, \(old.count) before): written in place?")
        #expect(folder.names() == ["state.json"], "left behind: \(folder.names())")
    }

    @Test("the temporary file is flushed (fsync of its descriptor) before it is renamed over the file")
    func fsyncBeforeRename() async throws {
        let helper = try #require(TestProcess.product("AtomicWriteHelper"))
        let folder = try AtomicWriteFolder()
        let path = folder.path("state.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let trace = try await AtomicWriteFolder.strace(helper, ["runtime", path, "5000"], folder: folder)
        #expect(trace.status == 0, "stderr: \(trace.stderr)")
        let order = AtomicWriteFolder.syncThenRename(trace.lines, destination: path)
        #expect(order == .syncedThenRenamed, "\(order); trace:\n\(trace.lines.joined(separator: "\n"))")
        let written = FileManager.default.contents(atPath: path) == Data(repeating: UInt8(ascii: "n"), count: 5000)
        #expect(written)
    }
}
