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
/// crashed", then tens of seconds of backtrace symbolication. The demo starts with these
/// signals blocked (`env --block-signal`, as many launchers leave them); the handlers read
/// the signals even so.
@Suite("Termination signals", .gtk)
struct SignalExitTests {
    @Test("SIGQUIT, SIGTERM, SIGINT and SIGHUP end a busy demo within 2 s by that signal, leaving no files",
          arguments: [SIGQUIT, SIGTERM, SIGINT, SIGHUP])
    func endsBySignal(_ number: Int32) async throws {
        let binary = try #require(TestProcess.product("workflow-demo"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("signal-\(UUID().uuidString)")
        let work = scratch.appendingPathComponent("work"), temporary = scratch.appendingPathComponent("tmp")
        for folder in [work, temporary] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A soak keeps the main loop busy with steps.
        let demo = try await BackgroundProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                               ["--block-signal=HUP,INT,QUIT,TERM", binary.path, "--soak", "600"],
                                               environment: ["TMPDIR": temporary.path], currentDirectory: work)
        defer { demo.stop() }
        let output = demo.output

        // Ready: the soak has started stepping (it prints and flushes `soak-start`), or the
        // demo ended (its output reached the end).
        let started = await output.wait(for: "soak-start", timeout: .seconds(60))
        try #require(started && demo.isRunning, "the demo did not start its soak: \(output.text)")

        let sent = ContinuousClock.now
        demo.send(signal: number)
        let ended = await demo.ends(within: .seconds(2))
        let took = ContinuousClock.now - sent
        #expect(ended, "signal \(number): still running \(took) after the signal; output: \(output.text.suffix(1500))")
        guard ended else { return }
        // Everything it wrote, up to the end of the pipe.
        #expect(await output.wait(for: nil, timeout: .seconds(10)), "the demo's output did not end with the demo")
        let printed = output.text
        #expect(demo.terminationStatus == .signaled(number), "signal \(number): \(demo)")
        #expect(!printed.contains("Program crashed"), "signal \(number) was reported as a crash: \(printed.suffix(1500))")
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? [])
            + ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
        #expect(leftovers.isEmpty, "signal \(number) left files: \(leftovers)")
    }
}
