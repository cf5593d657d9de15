import Foundation
import Glibc
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
        let folder = try RuntimeAtomicWriteFolder()
        let path = folder.path("state.json")
        let store = FileStateStore(path: path)
        let node = WorkflowNodePath().appending(workflowType: "Notes", key: "")
        try store.write([WorkflowSavedState(path: node, state: String(repeating: "old ", count: 25_000))])
        let old = try #require(FileManager.default.contents(atPath: path))
        let reader = open(path, O_RDONLY)
        try #require(reader >= 0)
        defer { close(reader) }
        try store.write([WorkflowSavedState(path: node, state: "new")])
        let seen = RuntimeAtomicWriteFolder.readAll(reader)
        let intact = seen == Array(old)
        #expect(intact, "the old file changed under its reader (\(seen.count) bytes read, \(old.count) written first): written in place?")
        let replaced = FileManager.default.contents(atPath: path) != old
        #expect(replaced)
    }

    @Test("a write cut off by the file-size limit leaves the old file intact and no temporary file")
    func cutOffWrite() throws {
        let helper = try RuntimeAtomicWriteFolder.helper()
        let folder = try RuntimeAtomicWriteFolder()
        let path = folder.path("state.json")
        let old = Data(String(repeating: "the old state\n", count: 50).utf8)
        try old.write(to: URL(fileURLWithPath: path))
        let result = try RuntimeAtomicWriteFolder.run(helper, ["runtime", path, "1000000", "65536"])
        #expect(result.status == 1, "the helper should fail with EFBIG: \(result.stderr)")
        #expect(result.stderr.contains("File too large"), "stderr: \(result.stderr)")
        let now = FileManager.default.contents(atPath: path)
        let intact = now == old
        #expect(intact, "the old file was damaged (\(now?.count ?? 0) bytes now, \(old.count) before): written in place?")
        #expect(folder.names() == ["state.json"], "left behind: \(folder.names())")
    }

    @Test("the temporary file is flushed (fsync of its descriptor) before it is renamed over the file")
    func fsyncBeforeRename() throws {
        let helper = try RuntimeAtomicWriteFolder.helper()
        let folder = try RuntimeAtomicWriteFolder()
        let path = folder.path("state.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let log = folder.path("strace.log")
        let result = try RuntimeAtomicWriteFolder.run(URL(fileURLWithPath: "/usr/bin/strace"), [
            "-f", "-qq", "-o", log, "-e", "trace=open,openat,fsync,fdatasync,rename,renameat,renameat2", helper.path,
            "runtime", path, "5000",
        ])
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let order = RuntimeAtomicWriteFolder.syncThenRename(lines, destination: path)
        #expect(order == "synced then renamed", "\(order); trace:\n\(lines.joined(separator: "\n"))")
        let written = FileManager.default.contents(atPath: path) == Data(repeating: UInt8(ascii: "n"), count: 5000)
        #expect(written)
    }
}

/// A fresh folder under /tmp (removed at the end), the helper program and what the tests read.
final class RuntimeAtomicWriteFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the folder, sorted (hidden ones too: the temporary files are hidden).
    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// `AtomicWriteHelper`, built beside the test runner.
    static func helper() throws -> URL {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let helper = folder.appendingPathComponent("AtomicWriteHelper")
        try #require(FileManager.default.isExecutableFile(atPath: helper.path),
                     "AtomicWriteHelper is not built in \(folder.path). Run `swift build` before `swift test` (Scripts/test does).")
        return helper
    }

    /// Runs `executable` to its end (60 s at most); its status and standard error.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

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

    /// Whether the file renamed over `destination` was opened, then `fsync`ed (or
    /// `fdatasync`ed) through that descriptor, before the rename: "synced then renamed", or
    /// what is missing.
    static func syncThenRename(_ lines: [String], destination: String) -> String {
        func quoted(_ line: String) -> [String] {
            line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        guard let renameIndex = lines.lastIndex(where: { $0.contains("rename") && quoted($0).last == destination && $0.hasSuffix("= 0") }) else {
            return "no rename over \(destination)"
        }
        let source = quoted(lines[renameIndex]).first ?? ""
        guard let openIndex = lines[..<renameIndex].lastIndex(where: { $0.contains("open") && quoted($0).first == source }),
              let equals = lines[openIndex].range(of: "= ", options: .backwards),
              let descriptor = Int(lines[openIndex][equals.upperBound...].prefix { $0.isNumber }) else {
            return "\(source) was not opened before the rename"
        }
        let synced = lines[(openIndex + 1)..<renameIndex].contains {
            ($0.contains("fsync(\(descriptor))") || $0.contains("fdatasync(\(descriptor))")) && $0.hasSuffix("= 0")
        }
        return synced ? "synced then renamed" : "\(source) (descriptor \(descriptor)) was not synced before the rename"
    }
}
