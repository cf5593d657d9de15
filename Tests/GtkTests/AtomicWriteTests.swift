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
    func cutOffWrite() throws {
        guard let helper = Subprocess.product("AtomicWriteHelper") else { return }
        let folder = try AtomicWriteFolder()
        let path = folder.path("note.txt")
        let old = Array(String(repeating: "the old text\n", count: 50).utf8)
        try FileReplacement.write(old, to: path)
        let result = try Subprocess.run(helper, ["gtk", path, "1000000", "65536"], timeout: 30)
        #expect(result.status == 1, "the helper should fail with EFBIG: \(result.stderr)")
        #expect(result.stderr.contains("File too large"), "stderr: \(result.stderr)")
        let now = AtomicWriteFolder.contents(path)
        let intact = now == old
        #expect(intact, "the old file was damaged (\(now?.count ?? 0) bytes now, \(old.count) before): written in place?")
        #expect(folder.names() == ["note.txt"], "left behind: \(folder.names())")
    }

    @Test("the temporary file is flushed (fsync of its descriptor) before it is renamed over the file")
    func fsyncBeforeRename() throws {
        guard let helper = Subprocess.product("AtomicWriteHelper") else { return }
        let folder = try AtomicWriteFolder()
        let path = folder.path("note.txt")
        try FileReplacement.write(Array("old".utf8), to: path)
        let trace = try AtomicWriteFolder.strace(helper, ["gtk", path, "5000"], folder: folder)
        #expect(trace.status == 0, "stderr: \(trace.stderr)")
        let order = AtomicWriteFolder.syncThenRename(trace.lines, destination: path)
        #expect(order == .syncedThenRenamed, "\(order); trace:\n\(trace.lines.joined(separator: "\n"))")
        let written = AtomicWriteFolder.contents(path) == [UInt8](repeating: UInt8(ascii: "n"), count: 5000)
        #expect(written)
    }
}

/// A fresh folder under /tmp (removed at the end) and what the atomic-write tests read.
final class AtomicWriteFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the folder, sorted (hidden ones too: the temporary files are hidden).
    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    static func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { Array($0) } }

    /// Everything left to read on `descriptor`.
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Runs `helper` under `strace -f` tracing opens, syncs and renames; its lines.
    static func strace(_ helper: URL, _ arguments: [String], folder: AtomicWriteFolder) throws -> (status: Int32, stderr: String, lines: [String]) {
        let log = folder.path("strace.log")
        let result = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/strace"), [
            "-f", "-qq", "-o", log, "-e", "trace=open,openat,fsync,fdatasync,rename,renameat,renameat2", helper.path,
        ] + arguments, timeout: 60)
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: log)
        return (result.status, result.stderr, text.split(separator: "\n").map(String.init))
    }

    /// What a trace shows about the last rename over `destination`.
    enum SyncOrder: Equatable {
        case syncedThenRenamed
        case noRename
        case temporaryNotOpened(String)
        case notSyncedBeforeRename(String)
    }

    /// Whether the file renamed over `destination` was opened, then `fsync`ed (or
    /// `fdatasync`ed) through that descriptor, before the rename.
    static func syncThenRename(_ lines: [String], destination: String) -> SyncOrder {
        func quoted(_ line: String) -> [String] { line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } }
        guard let renameIndex = lines.lastIndex(where: { $0.contains("rename") && quoted($0).last == destination && $0.hasSuffix("= 0") }) else {
            return .noRename
        }
        let source = quoted(lines[renameIndex]).first ?? ""
        guard let openIndex = lines[..<renameIndex].lastIndex(where: { $0.contains("open") && quoted($0).first == source }),
              let equals = lines[openIndex].range(of: "= ", options: .backwards),
              let descriptor = Int(lines[openIndex][equals.upperBound...].prefix { $0.isNumber }) else {
            return .temporaryNotOpened(source)
        }
        let synced = lines[(openIndex + 1)..<renameIndex].contains {
            ($0.contains("fsync(\(descriptor))") || $0.contains("fdatasync(\(descriptor))")) && $0.hasSuffix("= 0")
        }
        return synced ? .syncedThenRenamed : .notSyncedBeforeRename(source)
    }
}
