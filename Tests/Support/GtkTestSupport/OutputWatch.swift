import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A pipe for a child's output, read on its own thread: `wait(for:timeout:)` blocks until a
/// text appears in what was read (or the pipe ends) without polling.
public final class OutputWatch: Sendable {
    public let pipe = Pipe()
    private let state = Mutex<(text: String, ended: Bool, waiting: (text: String?, signal: DispatchSemaphore)?)>(("", false, nil))

    public init() {
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
    public var text: String { state.withLock { $0.text } }

    /// Blocks until `text` has been read (nil: until the pipe ends), or the pipe ended, or
    /// `timeout` passed; returns whether `text` (or the end) was reached.
    public func wait(for text: String?, timeout: Duration) -> Bool {
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

/// A program running in the background, its output read as it comes (`output`) and its
/// end awaited without polling (`exit`). Call `stop()` when done (a `defer`).
public final class BackgroundProcess {
    public let process = Process()
    public let output = OutputWatch()
    public let exit: ProcessExit

    /// Starts `executable` with `arguments`; `environment` edits the inherited one (nil
    /// removes). Standard output goes to `output`, standard error too when
    /// `includingStandardError` (else nowhere). With `unblockingTerminationSignals` false the
    /// child inherits the calling thread's blocked signals (`Process.runWithTerminationSignalsUnblocked`).
    public init(_ executable: URL, _ arguments: [String], environment: [String: String?] = [:], currentDirectory: URL? = nil,
                includingStandardError: Bool = true, unblockingTerminationSignals: Bool = true) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = output.pipe
        process.standardError = includingStandardError ? output.pipe : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        exit = ProcessExit(process)
        if unblockingTerminationSignals {
            try process.runWithTerminationSignalsUnblocked()
        } else {
            try process.run()
        }
    }

    /// Kills the program if it still runs, and waits for its end.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
