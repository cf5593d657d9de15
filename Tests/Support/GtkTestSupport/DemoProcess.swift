import Foundation
import Testing

/// Runs the real `workflow-demo` binary (built next to the tests by `swift build`) as a user would.
public enum DemoProcess {
    /// Runs the demo with `arguments`; `environment` edits the inherited one (nil removes).
    /// The demo starts fresh (`WORKFLOW_DEMO_NO_RESTORE=1`) unless `environment` says otherwise.
    public static func run(_ arguments: [String], environment: [String: String?] = [:], timeout: TimeInterval = 120,
                           sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestProcess.Result? {
        guard let binary = TestProcess.product("workflow-demo", sourceLocation: sourceLocation) else { return nil }
        let environment = environment.merging(["WORKFLOW_DEMO_NO_RESTORE": "1"]) { given, _ in given }
        return try await TestProcess.run(binary, arguments, environment: environment, timeout: timeout, sourceLocation: sourceLocation)
    }

    /// The counters each step printed (`--trace-steps`), by step.
    public static func stepTraces(_ output: String) -> [(step: String, counts: [String: Int])] {
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
