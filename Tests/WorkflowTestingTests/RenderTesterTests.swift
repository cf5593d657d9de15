import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite("RenderTester")
struct RenderTesterTests {
    @Test("a render test that meets its expectations passes")
    func passingRenderTest() {
        let (result, failures) = WorkflowTestFailureReporter.collectingFailures {
            DocumentWorkflow()
                .renderTester(initialState: .init(title: "draft"))
                .expectWorkflow(type: EditorWorkflow.self, key: "editor", producingRendering: "fake editor") { editor in
                    #expect(editor.text == "draft")
                }
                .expectWorker(LoadWorker(id: 21), key: "load")
                .expectSideEffect(key: "autosave")
                .render { rendering in
                    #expect(rendering.editor == "fake editor")
                    rendering.onTap()
                }
                .assert(state: .init(title: "draft", taps: 1))
                .assert { $0.taps = 1 }
                .assert(action: DocumentWorkflow.Action.tap)
                .assertNoOutput()
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(result.state.taps == 1)
    }

    @Test("outputs of expected children and workers become actions")
    func expectedOutputsApplied() {
        DocumentWorkflow()
            .renderTester(initialState: .init(title: "a"))
            .expectWorkflow(type: EditorWorkflow.self, key: "editor", producingRendering: "", producingOutput: "b")
            .expectWorker(LoadWorker(id: 21), key: "load", producingOutput: 42)
            .expectSideEffect(key: "autosave")
            .render()
            .assert(state: .init(title: "b", taps: 0, loaded: 42))
            .assertNoOutput()
    }

    @Test("an output emitted by an action is reported")
    func outputAsserted() {
        DocumentWorkflow()
            .renderTester()
            .expectWorkflow(type: EditorWorkflow.self, key: "editor", producingRendering: "")
            .expectWorker(LoadWorker(id: 21), key: "load")
            .expectSideEffect(key: "autosave")
            .render { $0.onClose() }
            .assert(output: .closed)
    }

    @Test("a render test with missing and unexpected items fails, naming the type and key")
    func failingRenderTest() {
        let failures = WorkflowTestFailureReporter.collectingFailures {
            DocumentWorkflow()
                .renderTester(initialState: .init(title: "draft"))
                // The editor and the side effect are not expected; a worker with other input is.
                .expectWorker(LoadWorker(id: 99), key: "load")
                .expectWorkflow(type: EditorWorkflow.self, key: "missing", producingRendering: "")
                .render { rendering in
                    // The unexpected child is rendered for real so the test can go on.
                    #expect(rendering.editor == "draft")
                }
                .assertNoAction()
                .assert(state: .init(title: "other"))
        }.failures
        let messages = failures.map(\.message)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.contains { $0.contains("unexpected child workflow of type EditorWorkflow with key \"editor\"") })
        #expect(messages.contains { $0.contains("did not render the expected child workflow of type EditorWorkflow with key \"missing\"") })
        #expect(messages.contains { $0.contains("unexpected side effect with key autosave") && $0.contains(".expectSideEffect") })
        #expect(messages.contains { $0.contains("LoadWorker") && $0.contains("not equivalent") })
        #expect(messages.contains { $0.hasPrefix("DocumentWorkflow state differs from the expected state") })
        #expect(messages.allSatisfy { $0.contains("DocumentWorkflow") || $0.contains("LoadWorker") })
        // Failures point at the test's source.
        #expect(failures.allSatisfy { $0.sourceLocation.fileName == "RenderTesterTests.swift" })
    }
}
