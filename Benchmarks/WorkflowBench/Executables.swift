import Foundation

/// Finding and launching the programs built next to the benchmark.
enum Executables {
    /// The folder holding this executable (the build's bin folder).
    static var binFolder: String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (path as NSString).deletingLastPathComponent
    }

    /// The path of `name` in the bin folder, when it exists.
    static func sibling(_ name: String) -> String? {
        let path = (binFolder as NSString).appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// This executable.
    static var current: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs `path` with `arguments` to completion; returns the wall time in ms and its
    /// standard output, or nil when it fails to start or exits non-zero.
    static func run(_ path: String, _ arguments: [String]) -> (milliseconds: Double, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        let clock = ContinuousClock()
        let start = clock.now
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = (clock.now - start).microseconds / 1000
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return (elapsed, String(decoding: data, as: UTF8.self))
    }
}
