import Foundation
import GtkTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The signals that ask a program to stop end the demo within 2 s, by that signal (a
/// shell shows 128 + its number), leaving no file in its working or temporary folder (no
/// core dump, no temporary screenshot). `SIGQUIT` used to be taken for a crash: "Program
/// crashed", then tens of seconds of backtrace symbolication. The demo is started from a
/// test thread whose blocked-signal mask it inherits (as from many launchers); the handlers
/// read the signals even so.
@Suite("Termination signals", .serialized)
struct SignalExitTests {
    @Test("SIGQUIT, SIGTERM, SIGINT and SIGHUP end a busy demo within 2 s by that signal, leaving no files",
          arguments: [SIGQUIT, SIGTERM, SIGINT, SIGHUP])
    func endsBySignal(_ number: Int32) throws {
        let binary = try #require(Subprocess.product("workflow-demo"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("signal-\(UUID().uuidString)")
        let work = scratch.appendingPathComponent("work"), temporary = scratch.appendingPathComponent("tmp")
        for folder in [work, temporary] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out")
        FileManager.default.createFile(atPath: out.path, contents: nil)

        let process = Process()
        process.executableURL = binary
        // A soak keeps the main loop busy with steps.
        process.arguments = ["--soak", "600"]
        process.currentDirectoryURL = work
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = process.standardOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }

        // Ready: the soak has started stepping (it prints and flushes `soak-start`).
        let started = Self.waitUntil(timeout: .seconds(60)) {
            (try? String(contentsOf: out, encoding: .utf8))?.contains("soak-start") == true || !process.isRunning
        }
        try #require(started && process.isRunning, "the demo did not start its soak: \((try? String(contentsOf: out, encoding: .utf8)) ?? "")")

        let sent = ContinuousClock.now
        kill(process.processIdentifier, number)
        let ended = Self.waitUntil(timeout: .seconds(2)) { !process.isRunning }
        let took = ContinuousClock.now - sent
        let output = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        #expect(ended, "signal \(number): still running \(took) after the signal; output: \(output.suffix(1500))")
        guard ended else { return }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == number,
                "signal \(number): ended with \(process.terminationReason == .exit ? "exit status" : "signal") \(process.terminationStatus)")
        #expect(!output.contains("Program crashed"), "signal \(number) was reported as a crash: \(output.suffix(1500))")
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? [])
            + ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
        #expect(leftovers.isEmpty, "signal \(number) left files: \(leftovers)")
    }

    /// Polls `condition` every 5 ms until it holds or `timeout` passes.
    static func waitUntil(timeout: Duration, _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= deadline { return condition() }
            usleep(5_000)
        }
        return true
    }
}
