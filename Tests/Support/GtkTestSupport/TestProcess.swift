import Foundation
import Subprocess
import Testing

/// Runs the package's own executables as child processes: the real binaries, as a user
/// would. The children start through swift-subprocess, which gives them an empty signal
/// mask and default signal dispositions, so SIGTERM and SIGINT reach them whatever thread
/// the test runs on.
public enum TestProcess {
    /// How a child process ended and what it printed.
    public struct Result: Sendable {
        /// The exit status, or the number of the signal that ended the process.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
    }

    /// The most either stream may hold (the runner throws beyond it): far more than any test prints.
    static let outputLimit = 64 << 20

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

    /// Runs `executable` with `arguments`, standard input empty; `environment` edits the
    /// inherited environment (a nil value removes a variable). A process still running after
    /// `timeout` seconds is terminated (SIGTERM; SIGKILL if it still runs 10 s later) and
    /// recorded as a failure; its result is what it printed until then.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String?] = [:],
                           timeout: TimeInterval = 60, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Result {
        var options = PlatformOptions()
        // What a cancelled run does: the timeout below cancels it.
        options.teardownSequence = [.gracefulShutDown(allowedDurationToNextStep: .seconds(10))]
        let child = Task {
            try await Subprocess.run(.path(.init(executable.path)), arguments: Arguments(arguments),
                                     environment: .inherit(changing: environment), platformOptions: options,
                                     output: .string(limit: outputLimit), error: .string(limit: outputLimit))
        }
        let timer = Task {
            try await Task.sleep(for: .milliseconds(Int(timeout * 1000)))
            child.cancel()
        }
        let result = await child.result
        timer.cancel()
        if (try? await timer.value) != nil {
            Issue.record("\(executable.lastPathComponent) \(arguments) did not exit within \(timeout) s",
                         sourceLocation: sourceLocation)
        }
        let execution = try result.get()
        let status: Int32
        switch execution.terminationStatus {
        case .exited(let code): status = code
        case .signaled(let signal): status = signal
        }
        return Result(status: status, stdout: execution.standardOutput, stderr: execution.standardError)
    }

    /// Width and height from a PNG file's header, or nil if it is not a PNG.
    public static func pngSize(_ url: URL) -> (width: Int, height: Int)? {
        guard let data = try? Data(contentsOf: url), data.count > 24,
              data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
