import Testing
import Workflow
import WorkflowTesting

/// Renders its editors as one keyed collection; an editor's output becomes the title.
struct EditorsWorkflow: Workflow {
    var texts: [String]

    typealias State = String

    typealias Rename = WorkflowTestingTests.Rename<EditorsWorkflow>

    func makeInitialState() -> String { "" }

    func render(state: String, context: RenderContext<EditorsWorkflow>) -> [String] {
        let editors = ChildWorkflows(texts.enumerated().map { (key: "editor \($0.offset)", workflow: EditorWorkflow(text: $0.element)) })
        return Array(context.render(children: editors, outputMap: { Rename(name: $0) }))
    }
}

@MainActor
@Suite("RenderTester with keyed child collections")
struct ChildCollectionRenderTesterTests {
    @Test("each child of a collection is expected by its own key, and its output becomes the parent's action")
    func childrenExpectedByKey() {
        let (_, failures) = WorkflowTestFailureReporter.collectingFailures {
            EditorsWorkflow(texts: ["a", "b"])
                .renderTester()
                .expectWorkflow(type: EditorWorkflow.self, key: "editor 0", producingRendering: "fake a") { editor in
                    #expect(editor.text == "a")
                }
                .expectWorkflow(type: EditorWorkflow.self, key: "editor 1", producingRendering: "fake b", producingOutput: "renamed")
                .render { rendering in
                    #expect(rendering == ["fake a", "fake b"])
                }
                .assert(state: "renamed")
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("a child of a collection that is not expected fails the render test")
    func unexpectedChildFails() {
        let (_, failures) = WorkflowTestFailureReporter.collectingFailures {
            EditorsWorkflow(texts: ["a", "b"])
                .renderTester()
                .expectWorkflow(type: EditorWorkflow.self, key: "editor 0", producingRendering: "")
                .render()
        }
        #expect(!failures.isEmpty)
        #expect(failures.contains { "\($0)".contains("editor 1") }, "\(failures)")
    }
}
