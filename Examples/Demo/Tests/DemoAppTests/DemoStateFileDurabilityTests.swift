import Foundation
import GtkTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The promise the state file makes, tested on the real demo's saves: a save writes a new
/// file, flushed to the disk, and renames it over the old one. So a save killed in the middle
/// of its write leaves the old snapshot whole, and the new bytes are on the disk before the
/// name points at them (the order of the system calls, read with strace).
@Suite("workflow-demo state file durability")
struct DemoStateFileDurabilityTests {
    /// A new state folder, and the environment that points the demo at it with restoration on.
    func stateHome() throws -> (folder: URL, environment: [String: String?]) {
        let folder = try FileManager.default.makeTemporaryFolder("demo-durability")
        return (folder, ["XDG_STATE_HOME": folder.path, "WORKFLOW_DEMO_NO_RESTORE": nil])
    }

    /// The snapshot file under `folder`.
    func snapshot(in folder: URL) -> URL {
        folder.appendingPathComponent("dev.workflowgtk.Demo/workflow-state.json")
    }

    @Test("a save killed while writing (file size limit: SIGXFSZ) leaves the old snapshot whole, and the next launch restores it")
    func killedSaveKeepsTheOldSnapshot() async throws {
        let (folder, environment) = try stateHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try #require(try await DemoProcess.run(["--steps", "login:Ada,tab:library,select:3", "--dump-tree"], environment: environment))
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let before = try Data(contentsOf: snapshot(in: folder))
        #expect(!before.isEmpty)

        // The second run may write no byte to any regular file (its output goes to a pipe):
        // the kernel kills it with SIGXFSZ at the first byte of its state save. The signal's
        // default action is restored first (a test runner may ignore it).
        let binary = try #require(TestProcess.product("workflow-demo"))
        let killed = try await TestProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["--default-signal=XFSZ", "/bin/sh", "-c", #"( ulimit -f 0; "$0" "$@" >/dev/null; echo "status $?" >&2 ) 2>&1 | cat"#,
             binary.path, "--steps", "tab:scan,open:1", "--dump-tree"],
            environment: environment)
        #expect(killed.stdout.contains("status \(128 + SIGXFSZ)"), "the save was not killed by the size limit: \(killed.stdout)")
        let folderFiles = try FileManager.default.contentsOfDirectory(atPath: snapshot(in: folder).deletingLastPathComponent().path)
        #expect(folderFiles.contains { $0.hasPrefix("workflow-state.json.") && $0.hasSuffix(".tmp") },
                "the kill did not happen inside the save's write (no temporary file beside the snapshot): \(folderFiles)")
        #expect(try Data(contentsOf: snapshot(in: folder)) == before, "the interrupted save damaged the old snapshot")

        let third = try #require(try await DemoProcess.run(["--dump-tree"], environment: environment))
        #expect(third.status == 0, "stderr: \(third.stderr)")
        #expect(third.stdout.contains("GtkLabel .title-2 \"Blue Train\""), "the old snapshot was not restored after the interrupted save")
    }

    @Test("a save writes a new file, fsyncs it, then renames it over the snapshot (strace)")
    func saveFlushesBeforeTheRename() async throws {
        let (folder, environment) = try stateHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strace = URL(fileURLWithPath: "/usr/bin/strace")
        try #require(FileManager.default.isExecutableFile(atPath: strace.path), "strace is needed (Scripts/lib/common.sh installs it)")
        let binary = try #require(TestProcess.product("workflow-demo"))
        let trace = folder.appendingPathComponent("trace.txt")
        let run = try await TestProcess.run(
            strace, ["-f", "-qq", "--seccomp-bpf", "-e", "trace=openat,fsync,fdatasync,close,rename,renameat,renameat2",
                     "-o", trace.path, binary.path, "--steps", "login:Ada,tab:library,select:3", "--dump-tree"],
            environment: environment, timeout: 180)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        let calls = Self.stateFileCalls(lines)
        // Every save: open the temporary file, fsync that descriptor, close, rename over the snapshot.
        let saves = calls.filter { $0.hasPrefix("rename") }.count
        #expect(saves >= 1, "no save renamed a file over workflow-state.json: \(calls)")
        var expected: [String] = []
        for _ in 0..<saves { expected += ["open", "fsync", "close", "rename"] }
        #expect(calls == expected, "the save's system calls, in order: \(calls)")
        #expect(!lines.contains { $0.contains("\"\(snapshot(in: folder).path)\"") && $0.contains("openat(") && $0.contains("O_WRONLY") },
                "the snapshot was opened for writing in place")
    }

    /// The calls on the state file's temporary files, in order: `open`, `fsync`, `close` of
    /// the temporary file's descriptor, and `rename` of it over the snapshot.
    static func stateFileCalls(_ lines: [String]) -> [String] {
        var calls: [String] = []
        var descriptor: String?
        for line in lines {
            // "PID syscall(args) = result"
            guard let call = line.split(separator: " ", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) else { continue }
            if call.hasPrefix("openat("), call.contains("workflow-state.json."), call.contains(".tmp\""),
               let result = call.components(separatedBy: " = ").last, Int(result) != nil {
                descriptor = result
                calls.append("open")
            } else if let fd = descriptor, call.hasPrefix("fsync(\(fd))") || call.hasPrefix("fdatasync(\(fd))") {
                calls.append("fsync")
            } else if let fd = descriptor, call.hasPrefix("close(\(fd))") {
                calls.append("close")
                descriptor = nil
            } else if call.hasPrefix("rename"), call.contains(".tmp\""), call.contains("workflow-state.json\"") {
                calls.append("rename")
            }
        }
        return calls
    }
}
