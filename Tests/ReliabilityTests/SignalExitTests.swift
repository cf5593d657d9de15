import Foundation
import GtkTestSupport
import Testing
import WorkflowUITesting
#if canImport(Glibc)
import Glibc
#endif

/// The signals that ask a program to stop end the demo within 2 s, by that signal (a
/// shell shows 128 + its number), leaving no file in its working or temporary folder (no
/// core dump, no temporary screenshot). `SIGQUIT` used to be taken for a crash: "Program
/// crashed", then tens of seconds of backtrace symbolication. The demo is started from a
/// test thread whose blocked-signal mask it inherits (as from many launchers); the handlers
/// read the signals even so.
@Suite("Termination signals", .gtk)
struct SignalExitTests {
    @Test("SIGQUIT, SIGTERM, SIGINT and SIGHUP end a busy demo within 2 s by that signal, leaving no files",
          arguments: [SIGQUIT, SIGTERM, SIGINT, SIGHUP])
    func endsBySignal(_ number: Int32) throws {
        let binary = try #require(TestProcess.product("workflow-demo"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("signal-\(UUID().uuidString)")
        let work = scratch.appendingPathComponent("work"), temporary = scratch.appendingPathComponent("tmp")
        for folder in [work, temporary] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A soak keeps the main loop busy with steps.
        let demo = try BackgroundProcess(binary, ["--soak", "600"], environment: ["TMPDIR": temporary.path],
                                         currentDirectory: work, unblockingTerminationSignals: false)
        defer { demo.stop() }
        let (process, output, exit) = (demo.process, demo.output, demo.exit)

        // Ready: the soak has started stepping (it prints and flushes `soak-start`), or the
        // demo ended (its output reached the end).
        let started = output.wait(for: "soak-start", timeout: .seconds(60))
        try #require(started && process.isRunning, "the demo did not start its soak: \(output.text)")

        let sent = ContinuousClock.now
        kill(process.processIdentifier, number)
        let ended = exit.wait(timeout: .seconds(2))
        let took = ContinuousClock.now - sent
        #expect(ended, "signal \(number): still running \(took) after the signal; output: \(output.text.suffix(1500))")
        guard ended else { return }
        process.waitUntilExit()
        // Everything it wrote, up to the end of the pipe.
        #expect(output.wait(for: nil, timeout: .seconds(10)), "the demo's output did not end with the demo")
        let printed = output.text
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == number,
                "signal \(number): ended with \(process.terminationReason == .exit ? "exit status" : "signal") \(process.terminationStatus)")
        #expect(!printed.contains("Program crashed"), "signal \(number) was reported as a crash: \(printed.suffix(1500))")
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? [])
            + ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
        #expect(leftovers.isEmpty, "signal \(number) left files: \(leftovers)")
    }
}
