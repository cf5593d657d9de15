import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite("WorkflowActionTester")
struct WorkflowActionTesterTests {
    @Test("actions applied in sequence update the state and report the last output")
    func passingActionTest() {
        let failures = WorkflowTestFailureReporter.collectingFailures {
            DocumentWorkflow.Action
                .tester(withState: .init(title: "a"))
                .send(action: .tap)
                .send(action: .rename("b"))
                .assert(state: .init(title: "b", taps: 1))
                .assertNoOutput()
                .send(action: .close)
                .assert(output: .closed)
        }.failures
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("a wrong expectation is reported with the action and workflow type")
    func failingActionTest() {
        let failures = WorkflowTestFailureReporter.collectingFailures {
            DocumentWorkflow.Action
                .tester(withState: .init(title: "a"))
                .send(action: .tap)
                .assert(state: .init(title: "a", taps: 2))
                .assert(output: .closed)
        }.failures
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.message.contains("Action") && $0.message.contains("DocumentWorkflow") })
    }
}
