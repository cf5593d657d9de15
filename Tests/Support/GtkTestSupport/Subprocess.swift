import Foundation
import Testing

/// Runs the package's own executables as subprocesses: the real binaries, as a user would.
public enum Subprocess {
    /// How a subprocess ended and what it printed.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
    }

    /// The folder holding the built products: the test runner's own folder.
    public static var binDirectory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The path of a built product, or a recorded failure naming the fix.
    public static func product(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        let url = binDirectory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            Issue.record("\(name) is not built in \(binDirectory.path). Run `swift build` before `swift test` (Scripts/test does).",
                         sourceLocation: sourceLocation)
            return nil
        }
        return url
    }

    /// Runs `executable` with `arguments`; `environment` edits the inherited environment
    /// (a nil value removes a variable). A process still running after `timeout` seconds is
    /// terminated (killed if it ignores that for 10 s) and recorded as a failure. Waits on
    /// the child's exit (`ProcessExit`: the termination handler), never by polling.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String?] = [:],
                           timeout: TimeInterval = 60, sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        for url in [outURL, errURL] {
            try #require(FileManager.default.createFile(atPath: url.path, contents: nil),
                         "Subprocess.run: cannot create \(url.path) for the output of \(executable.lastPathComponent)",
                         sourceLocation: sourceLocation)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        let exit = ProcessExit(process)
        try runWithTerminationSignalsUnblocked(process)
        if !exit.wait(timeout: .milliseconds(Int(timeout * 1000))) {
            process.terminate()
            Issue.record("\(executable.lastPathComponent) \(arguments) did not exit within \(timeout) s",
                         sourceLocation: sourceLocation)
            if !exit.wait(timeout: .seconds(10)) {
                kill(process.processIdentifier, SIGKILL)
                _ = exit.wait(timeout: .seconds(10))
            }
        }
        // Still running only if even SIGKILL did not end it within 10 s (an unkillable child).
        return Result(status: process.isRunning ? -1 : process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Starts `process` with SIGTERM, SIGINT, SIGHUP and SIGQUIT unblocked in the child.
    /// Foundation's `Process` on Linux gives the child the signal mask of the calling
    /// thread (swift-corelibs-foundation issue 4772), and a Dispatch worker thread blocks
    /// them: such a child ignores `terminate()` until it is killed.
    public static func runWithTerminationSignalsUnblocked(_ process: Process) throws {
        var unblocked = sigset_t(), previous = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// Width and height from a PNG file's header, or nil if it is not a PNG.
    public static func pngSize(_ url: URL) -> (width: Int, height: Int)? {
        guard let data = try? Data(contentsOf: url), data.count > 24,
              data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
