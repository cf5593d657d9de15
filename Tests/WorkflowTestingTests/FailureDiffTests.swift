import Testing
import Workflow
import WorkflowTesting

/// Failure messages of the testers show what differs between the expected and the actual
/// value as a line diff (- expected, + actual), not two long descriptions side by side.
@MainActor
@Suite("Tester failure diffs")
struct FailureDiffTests {
    @Test("a wrong state shows the differing field as - expected and + actual, and the equal fields plain")
    func stateDiff() throws {
        let failures = WorkflowTestFailureReporter.collectingFailures {
            DocumentWorkflow.Action
                .tester(withState: .init(title: "a"))
                .send(action: .tap)
                .assert(state: .init(title: "a", taps: 2))
        }.failures
        let message = try #require(failures.first?.message)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("(- expected, + actual)") == true, "\(message)")
        #expect(lines.contains { $0.hasPrefix("-") && $0.contains("taps: 2") }, "\(message)")
        #expect(lines.contains { $0.hasPrefix("+") && $0.contains("taps: 1") }, "\(message)")
        #expect(lines.contains { $0.hasPrefix("  ") && $0.contains("title: \"a\"") }, "\(message)")
        #expect(!lines.contains { ($0.hasPrefix("-") || $0.hasPrefix("+")) && $0.contains("title") }, "\(message)")
    }
}
