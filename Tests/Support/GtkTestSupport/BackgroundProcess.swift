import Dispatch
import Foundation
import Subprocess

/// A program running beside the test, started through swift-subprocess (an empty signal
/// mask and default signal dispositions in the child, whatever thread starts it): its output
/// read as it comes (`output`), its end and how it ended readable at any time (`isRunning`,
/// `terminationStatus`, for `UILoop.wait(until:)` conditions) or awaited (`ends(within:)`).
/// Call `stop()` when done (a `defer`).
public final class BackgroundProcess: CustomStringConvertible, Sendable {
    /// The program's file name.
    public let name: String
    /// The program's process identifier (its window's `_NET_WM_PID`).
    public let processIdentifier: pid_t
    /// What the program printed (standard output, and standard error unless left out).
    public let output: OutputWatch
    /// Whether the program runs, or how it ended.
    private let life: AwaitedState<Life>
    /// Signals for `send(signal:)`, sent by the run's body while it reads the output.
    private let signals: AsyncStream<Int32>.Continuation
    /// The run: it lives until the program has ended and been reaped.
    private let task: Task<Void, Never>
    /// Signalled once the run is over, for `stop()`.
    private let finished: DispatchSemaphore

    /// A program running, or ended: with its status, nil when it could not be watched to its
    /// end (`output` says why).
    private enum Life: Equatable, Sendable {
        case running
        case ended(TerminationStatus?)
    }

    /// Starts `executable` with `arguments`; `environment` edits the inherited one (nil
    /// removes). Standard output goes to `output`, standard error too when
    /// `includingStandardError` (else nowhere); standard input is empty. Returns once the
    /// program has started; throws when it cannot start.
    public init(_ executable: URL, _ arguments: [String], environment: [String: String?] = [:], currentDirectory: URL? = nil,
                includingStandardError: Bool = true) async throws {
        let output = OutputWatch(), life = AwaitedState(Life.running), finished = DispatchSemaphore(value: 0)
        let (requests, signals) = AsyncStream<Int32>.makeStream()
        let (started, start) = AsyncThrowingStream<pid_t, any Error>.makeStream()
        // Detached: the run must not need the caller's actor (a test may block it in `stop()`).
        let task = Task.detached {
            func body<ErrorOutput: ErrorOutputProtocol>(_ error: ErrorOutput) async throws -> TerminationStatus {
                try await Subprocess.run(.path(.init(executable.path)), arguments: Arguments(arguments),
                                         environment: .inherit(changing: environment),
                                         workingDirectory: currentDirectory.map { .init($0.path) },
                                         input: .none, output: .sequence, error: error) { execution in
                    start.yield(execution.processIdentifier.value)
                    start.finish()
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for await number in requests { try? execution.send(signal: Signal(rawValue: number)) }
                        }
                        await BackgroundProcess.read(execution.standardOutput, into: output)
                        group.cancelAll()
                    }
                }.terminationStatus
            }
            do {
                let status = try await includingStandardError ? body(.combinedWithOutput) : body(.discarded)
                life.update { $0 = .ended(status) }
            } catch {
                start.finish(throwing: error)
                if !Task.isCancelled {  // else `stop()` ended it
                    output.append("\nBackgroundProcess: \(executable.lastPathComponent) could not be run or watched: \(error)\n")
                }
                output.end()
                life.update { $0 = .ended(nil) }
            }
            finished.signal()
        }
        self.task = task
        self.name = executable.lastPathComponent
        self.output = output
        self.life = life
        self.signals = signals
        self.finished = finished
        var pids = started.makeAsyncIterator()
        guard let pid = try await pids.next() else {  // the caller was cancelled
            task.cancel()
            throw CancellationError()
        }
        processIdentifier = pid
    }

    deinit {
        task.cancel()
    }

    /// Whether the program still runs (it has not ended, or has not been reaped yet).
    public var isRunning: Bool { life.value == .running }

    /// How the program ended (`.exited(code)` or `.signaled(number)`), nil while it runs.
    public var terminationStatus: TerminationStatus? {
        if case .ended(let status) = life.value { status } else { nil }
    }

    /// The program's name, identifier and state: `notes (1234): running`, `notes (1234): exited(0)`.
    public var description: String {
        switch life.value {
        case .running: "\(name) (\(processIdentifier)): running"
        case .ended(let status): "\(name) (\(processIdentifier)): \(status.map(String.init(describing:)) ?? "not watched to its end")"
        }
    }

    /// Waits until the program has ended (true), or `timeout` has passed (false).
    public func ends(within timeout: Duration) async -> Bool {
        await life.wait(until: { $0 != .running }, timeout: timeout)
    }

    /// Sends the signal `number` to the program, if it still runs.
    public func send(signal number: Int32) {
        guard isRunning else { return }
        // Once the output has ended the run no longer takes requests, but the program may
        // still run (it closed its output): the signal goes to it by its identifier.
        if case .terminated = signals.yield(number) { kill(processIdentifier, number) }
    }

    /// Kills the program if it still runs (SIGKILL) and waits (up to 10 s) until it has
    /// ended and been reaped. Blocks the calling thread, so that it can run in a `defer`.
    public func stop() {
        task.cancel()
        guard finished.wait(timeout: .now() + 10) == .success else { return }
        finished.signal()  // for the next call
    }

    /// Reads `sequence` into `output` until it ends (or fails, or the run is cancelled),
    /// decoding UTF-8 across the buffers' boundaries.
    private static func read(_ sequence: SubprocessOutputSequence, into output: OutputWatch) async {
        var pending: [UInt8] = []
        do {
            for try await buffer in sequence {
                pending += buffer.withUnsafeBytes { Array($0) }
                let complete = completeUTF8Prefix(pending)
                output.append(String(decoding: pending[..<complete], as: UTF8.self))
                pending.removeFirst(complete)
            }
        } catch where !Task.isCancelled {  // else `stop()` ended it
            output.append("\nBackgroundProcess: reading the output failed: \(error)\n")
        } catch {}
        output.append(String(decoding: pending, as: UTF8.self))
        output.end()
    }

    /// The length of `bytes` without a character cut at its end (its lead byte there, some of
    /// its continuation bytes still to come).
    private static func completeUTF8Prefix(_ bytes: [UInt8]) -> Int {
        for back in 1..<min(5, bytes.count + 1) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }  // a continuation byte
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back ? bytes.count - back : bytes.count
        }
        return bytes.count
    }
}

/// How a child process ended: `.exited(code)` or `.signaled(number)` (swift-subprocess's
/// type, named here so that tests need not import Subprocess).
public typealias TerminationStatus = Subprocess.TerminationStatus

extension Environment {
    /// The test process's environment with `changes` (a nil value removes the variable).
    static func inherit(changing changes: [String: String?]) -> Environment {
        var updates: [Environment.Key: String?] = [:]
        for (key, value) in changes { updates[Environment.Key(stringLiteral: key)] = value }
        return .inherit.updating(updates)
    }
}
