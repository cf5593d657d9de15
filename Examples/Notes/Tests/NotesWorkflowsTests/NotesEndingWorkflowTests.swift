import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes ending question (a child workflow): edits that cannot be written when the app is to end")
struct NotesEndingWorkflowTests {
    let groceries = NotesEndingWorkflow.Edit(path: "/notes/a.md", text: "Groceries\nmilk")
    let plans = NotesEndingWorkflow.Edit(path: "/notes/b.md", text: "# Plans", isConflict: true)
    let written = FileVersion(device: 1, inode: 2, size: 3, modificationTimeNanoseconds: 4)

    @Test("a request asks while an edit cannot be written and confirms at once otherwise; Cancel stays; Discard drops them all and confirms")
    func question() {
        let workflow = NotesEndingWorkflow(unwritable: [groceries, plans])
        workflow.renderTester(initialState: .init())
            .render { rendering in
                #expect(rendering.question == nil && !rendering.confirmed)
                rendering.onEndingRequested()
            }
            .verifyState { #expect($0.asks && !$0.confirmed) }
        NotesEndingWorkflow(unwritable: []).renderTester(initialState: .init())
            .render { $0.onEndingRequested() }
            .verifyState { #expect(!$0.asks && $0.confirmed) }
        var asking = NotesEndingWorkflow.State()
        asking.asks = true
        workflow.renderTester(initialState: asking)
            .render { rendering in
                #expect(rendering.question?.titles == ["Groceries", "Plans"] && rendering.question?.conflicts == 1)
                rendering.question?.onCancel()
            }
            .assertNoOutput()
            .verifyState { #expect(!$0.asks && !$0.confirmed) }
        workflow.renderTester(initialState: asking)
            .render { $0.question?.onDiscard() }
            .assert(output: .discarded(["/notes/a.md", "/notes/b.md"]))
            .verifyState { #expect(!$0.asks && $0.confirmed) }
    }

    @Test("Save As… shows a chooser suggesting the title in the notes folder, writes the edit there, tells the parent, and asks again for the next")
    func saveAs() {
        let workflow = NotesEndingWorkflow(unwritable: [groceries, plans], folderPath: "/notes")
        var state = NotesEndingWorkflow.State()
        state.asks = true
        workflow.renderTester(initialState: state)
            .render { $0.question?.onSaveAs() }
            .verifyState { #expect($0.savingAs == "/notes/a.md") }
        state.savingAs = "/notes/a.md"
        workflow.renderTester(initialState: state)
            .render { rendering in
                #expect(rendering.question == nil, "not while its chooser shows")
                #expect(rendering.fileChooser?.mode == .save(suggestedName: "Groceries.md") && rendering.fileChooser?.initialFolder == "/notes")
                rendering.fileChooser?.answer(.chosen(["/elsewhere/Groceries.md"]))
            }
            .verifyState { state in
                #expect(state.savingAs == nil && state.export?.destination == "/elsewhere/Groceries.md" && state.export?.text == "Groceries\nmilk")
            }
        state.savingAs = nil
        state.lastExport = 1
        state.export = .init(number: 1, path: "/notes/a.md", destination: "/elsewhere/Groceries.md", text: "Groceries\nmilk")
        workflow.renderTester(initialState: state)
            .expectWorker(WriteFileWorker(path: "/elsewhere/Groceries.md", text: "Groceries\nmilk", revision: 1), key: "export",
                          producingOutput: .success(written))
            .render { #expect($0.question == nil, "not while the copy is written") }
            .assert(output: .savedElsewhere(path: "/notes/a.md"))
            .verifyState { #expect($0.asks && !$0.confirmed && $0.export == nil, "asked again for Plans") }
        NotesEndingWorkflow(unwritable: [groceries]).renderTester(initialState: state)
            .expectWorker(WriteFileWorker(path: "/elsewhere/Groceries.md", text: "Groceries\nmilk", revision: 1), key: "export",
                          producingOutput: .success(written))
            .render { _ in }
            .assert(output: .savedElsewhere(path: "/notes/a.md"))
            .verifyState { #expect(!$0.asks && $0.confirmed, "the last one saved: the app may end") }
        NotesEndingWorkflow(unwritable: [groceries]).renderTester(initialState: state)
            .expectWorker(WriteFileWorker(path: "/elsewhere/Groceries.md", text: "Groceries\nmilk", revision: 1), key: "export",
                          producingOutput: .failure(FileError(operation: "write", path: "/elsewhere/Groceries.md", reason: "Permission denied")))
            .render { _ in }
            .assert(output: .toast("Could not save the note: Permission denied"))
            .verifyState { #expect($0.asks && !$0.confirmed) }
    }
}
