import Foundation
import Testing

/// Runs the real `workflow-demo` binary (built by `swift build`) as a user would.
enum DemoProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built binary, next to the test runner; a recorded failure naming the fix if absent.
    static func binary(sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        let url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("workflow-demo")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            Issue.record("workflow-demo is not built next to the tests. Run `swift build` first (Scripts/test does).",
                         sourceLocation: sourceLocation)
            return nil
        }
        return url
    }

    /// Runs the demo with `arguments`; `environment` edits the inherited one (nil removes).
    static func run(_ arguments: [String], environment: [String: String?] = [:], timeout: TimeInterval = 60,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Result? {
        guard let binary = binary(sourceLocation: sourceLocation) else { return nil }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("workflow-demo \(arguments) did not exit within \(Int(timeout)) s", sourceLocation: sourceLocation)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Width and height from a PNG file's header, or nil if it is not a PNG.
    static func pngSize(_ url: URL) -> (width: Int, height: Int)? {
        guard let data = try? Data(contentsOf: url), data.count > 24,
              data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// The counters each step printed (`--trace-steps`), by step.
    static func stepTraces(_ output: String) -> [(step: String, counts: [String: Int])] {
        output.split(separator: "\n").filter { $0.hasPrefix("step ") }.map { line in
            let parts = line.dropFirst(5).components(separatedBy: ": ")
            var counts: [String: Int] = [:]
            for pair in parts.last?.split(separator: " ") ?? [] {
                let kv = pair.split(separator: "=")
                if kv.count == 2, let value = Int(kv[1]) { counts[String(kv[0])] = value }
            }
            return (parts.first ?? "", counts)
        }
    }
}
