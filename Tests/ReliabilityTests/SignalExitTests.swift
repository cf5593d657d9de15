import Dispatch
import Foundation
import GtkTestSupport
import Synchronization
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
        let binary = try #require(Subprocess.product("workflow-demo"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("signal-\(UUID().uuidString)")
        let work = scratch.appendingPathComponent("work"), temporary = scratch.appendingPathComponent("tmp")
        for folder in [work, temporary] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = binary
        // A soak keeps the main loop busy with steps.
        process.arguments = ["--soak", "600"]
        process.currentDirectoryURL = work
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        let output = OutputWatch()
        process.standardOutput = output.pipe
        process.standardError = output.pipe
        process.standardInput = FileHandle.nullDevice
        let exit = ProcessExit(process)
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }

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

/// A pipe for a child's output, read on its own thread: `wait(for:timeout:)` blocks until a
/// text appears in what was read (or the pipe ends) without polling.
final class OutputWatch: Sendable {
    let pipe = Pipe()
    private let state = Mutex<(text: String, ended: Bool, waiting: (text: String?, signal: DispatchSemaphore)?)>(("", false, nil))

    init() {
        let handle = pipe.fileHandleForReading
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                state.withLock { state in
                    if data.isEmpty { state.ended = true } else { state.text += String(decoding: data, as: UTF8.self) }
                    if let waiting = state.waiting, state.ended || waiting.text.map(state.text.contains) == true {
                        waiting.signal.signal()
                        state.waiting = nil
                    }
                }
                if data.isEmpty { return }
            }
        }
        thread.start()
    }

    /// What was read so far.
    var text: String { state.withLock { $0.text } }

    /// Blocks until `text` has been read (nil: until the pipe ends), or the pipe ended, or
    /// `timeout` passed; returns whether `text` (or the end) was reached.
    func wait(for text: String?, timeout: Duration) -> Bool {
        let signal = DispatchSemaphore(value: 0)
        let done = state.withLock { state in
            if state.ended || text.map(state.text.contains) == true { return true }
            state.waiting = (text, signal)
            return false
        }
        let (seconds, attoseconds) = timeout.components
        if !done { _ = signal.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))) }
        return state.withLock { state in
            state.waiting = nil
            return text.map(state.text.contains) ?? state.ended
        }
    }
}
