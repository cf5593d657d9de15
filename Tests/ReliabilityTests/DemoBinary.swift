import Foundation
import GtkTestSupport
import Testing

/// Runs the real `workflow-demo` binary (built next to the tests by `swift build`).
enum DemoBinary {
    /// Runs the demo with `arguments`; `environment` edits the inherited one (nil removes).
    static func run(_ arguments: [String], environment: [String: String?] = [:], timeout: TimeInterval = 120,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Subprocess.Result? {
        guard let binary = Subprocess.product("workflow-demo", sourceLocation: sourceLocation) else { return nil }
        return try Subprocess.run(binary, arguments, environment: environment, timeout: timeout, sourceLocation: sourceLocation)
    }

    /// A temporary copy of `Resources/` (file contents, never links).
    static func copyOfResources() throws -> URL { try Subprocess.copyOfResources() }
}
