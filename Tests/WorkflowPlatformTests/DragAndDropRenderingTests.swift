import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// A drop is a rendering's closure: a workflow's test drops files and text without a window.
@MainActor
@Suite("Drag and drop as a rendering (headless)")
struct DragAndDropRenderingTests {
    @Test("dropped files come back as the workflow's import action; dropped text as a new note")
    func dropsComeBack() {
        DropNotesWorkflow().renderTester()
            .render { screen in
                #expect(screen.kinds == [.files, .text])
                screen.onDrop(.files(["/notes/a.txt", "/notes/b.md"]))
            }
            .assert(state: .init(imported: ["/notes/a.txt", "/notes/b.md"]))
        DropNotesWorkflow().renderTester()
            .render { screen in screen.onDrop(.text("Buy milk")) }
            .assert(state: .init(notes: ["Buy milk"]))
    }

    @Test("the drag source carries the last note as text, or nothing")
    func dragContent() {
        DropNotesWorkflow().renderTester().render { screen in
            #expect(screen.content.dragContent == nil)
        }.assertNoAction()
        DropNotesWorkflow(initialState: .init(notes: ["one", "two"])).renderTester().render { screen in
            #expect(screen.content.dragContent == .text("two"))
        }.assertNoAction()
    }
}
