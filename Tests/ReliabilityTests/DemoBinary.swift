import Foundation
import Testing

/// Runs the real `workflow-demo` binary (built next to the tests by `swift build`).
enum DemoBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built binary; a recorded failure naming the fix if absent.
    static func url(sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
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
    static func run(_ arguments: [String], environment: [String: String?] = [:], timeout: TimeInterval = 120,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Result? {
        guard let binary = url(sourceLocation: sourceLocation) else { return nil }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reliability-\(UUID().uuidString)")
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
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("workflow-demo \(arguments) did not exit within \(Int(timeout)) s", sourceLocation: sourceLocation)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A temporary copy of the source tree's `Resources/`: a new folder holding copies of
    /// the files' contents (never links), so that editing the copy cannot reach the
    /// source tree even when `Resources` or its files are symbolic links.
    static func copyOfResources() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = root.appendingPathComponent("Resources").resolvingSymlinksInPath()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let file = source.appendingPathComponent(name).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            try Data(contentsOf: file).write(to: copy.appendingPathComponent(name))
        }
        return copy
    }
}
