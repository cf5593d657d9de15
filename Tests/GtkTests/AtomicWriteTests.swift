import Foundation
import Gtk
import GtkTestSupport
import Testing

/// `FileReplacement.write` is atomic: these fail when the file is written in place (opened
/// with `O_TRUNC`) instead of a temporary file renamed over it, and when the `fsync` before
/// the rename is removed. The writer runs in `AtomicWriteHelper` where it needs a process of
/// its own (a file-size limit, `strace`). WorkflowRestorationTests' `AtomicWriteTests` do the
/// same for the Runtime's `AtomicFileReplacement`.
@Suite("Atomic writes: FileReplacement")
struct AtomicWriteTests {
    @Test("a reader holding the old file open still reads the old bytes in full after a write")
    func readerKeepsOldFile() throws {
        let folder = try AtomicWriteFolder()
        let path = folder.path("note.txt")
        let old = [UInt8](repeating: UInt8(ascii: "o"), count: 100_000)
        try FileReplacement.write(old, to: path)
        let reader = open(path, O_RDONLY)
        try #require(reader >= 0)
        defer { close(reader) }
        try FileReplacement.write(Array("new".utf8), to: path)
        let seen = AtomicWriteFolder.readAll(reader)
        let intact = seen == old
        #expect(intact, "the old file changed under its reader (\(seen.count) bytes read, \(old.count) written first): written in place?")
        #expect(AtomicWriteFolder.contents(path) == Array("new".utf8))
    }

    @Test("a write cut off by the file-size limit leaves the old file intact and no temporary file")
    func cutOffWrite() async throws {
        let helper = try #require(TestProcess.product("AtomicWriteHelper"))
        let folder = try AtomicWriteFolder()
        let path = folder.path("note.txt")
        let old = Array(String(repeating: "the old text\n", count: 50).utf8)
        try FileReplacement.write(old, to: path)
        let result = try await TestProcess.run(helper, ["gtk", path, "1000000", "65536"], timeout: 30)
        #expect(result.status == 1, "the helper should fail with EFBIG: \(result.stderr)")
        #expect(result.stderr.contains("File too large"), "stderr: \(result.stderr)")
        let now = AtomicWriteFolder.contents(path)
        let intact = now == old
        #expect(intact, "the old file was damaged (\(now?.count ?? 0) bytes now, \(old.count) before): written in place?")
        #expect(folder.names() == ["note.txt"], "left behind: \(folder.names())")
    }

    @Test("the temporary file is flushed (fsync of its descriptor) before it is renamed over the file")
    func fsyncBeforeRename() async throws {
        let helper = try #require(TestProcess.product("AtomicWriteHelper"))
        let folder = try AtomicWriteFolder()
        let path = folder.path("note.txt")
        try FileReplacement.write(Array("old".utf8), to: path)
        let trace = try await AtomicWriteFolder.strace(helper, ["gtk", path, "5000"], folder: folder)
        #expect(trace.status == 0, "stderr: \(trace.stderr)")
        let order = AtomicWriteFolder.syncThenRename(trace.lines, destination: path)
        #expect(order == .syncedThenRenamed, "\(order); trace:\n\(trace.lines.joined(separator: "\n"))")
        let written = AtomicWriteFolder.contents(path) == [UInt8](repeating: UInt8(ascii: "n"), count: 5000)
        #expect(written)
    }
}
