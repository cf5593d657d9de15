import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes recovery (a child workflow): edits kept when the app last ended")
struct NotesRecoveryWorkflowTests {
    let store = RecoveryStore(folder: "/recovered")
    let first = RecoveredEdit(originalPath: "/notes/a.md", text: "Groceries\nmilk", reason: "Permission denied", savedAt: 1, id: "one")
    let second = RecoveredEdit(originalPath: "/notes/b.md", text: "Other", reason: "Permission denied", savedAt: 2, id: "two")

    @Test("edits kept for recovery are offered one at a time; Restore writes to the file and tells the parent, Discard removes it")
    func offered() {
        let workflow = NotesRecoveryWorkflow(store: store, writes: FileWriteQueue())
        var state = workflow.makeInitialState()
        workflow.renderTester(initialState: state)
            .expectWorker(LoadRecoveredEditsWorker(store: store), key: "recovery:load", producingOutput: [first, second])
            .render { _ in }
            .verifyState { #expect($0.recovered.map(\.id) == ["one", "two"] && $0.loaded) }
        _ = NotesRecoveryAction.loaded([first, second]).apply(toState: &state)
        workflow.renderTester(initialState: state)
            .render { rendering in
                #expect(rendering.question?.title == "Groceries" && rendering.fileChooser == nil)
                rendering.question?.onRestore()
            }
            .verifyState { #expect($0.work == .restore(id: "one", path: "/notes/a.md")) }
        _ = NotesRecoveryAction.answered(id: "one", .restore).apply(toState: &state)
        workflow.renderTester(initialState: state)
            .expectWorker(RestoreRecoveredEditWorker(store: store, edit: first, to: "/notes/a.md", queue: workflow.writes),
                          key: "recovery:restore:one", producingOutput: .success("/notes/a.md"))
            .render { #expect($0.question == nil, "nothing else is asked while it is restored") }
            .assert(output: .restored(path: "/notes/a.md"))
            .verifyState { #expect($0.recovered.map(\.id) == ["two"] && $0.work == nil) }
        _ = NotesRecoveryAction.restored(id: "one", .success("/notes/a.md")).apply(toState: &state)
        _ = NotesRecoveryAction.answered(id: "two", .discard).apply(toState: &state)
        workflow.renderTester(initialState: state)
            .expectWorker(DiscardRecoveredEditWorker(store: store, id: "two"), key: "recovery:discard:two", producingOutput: .success(()))
            .render { _ in }
            .assertNoOutput()
            .verifyState { #expect($0.recovered.isEmpty) }
    }

    @Test("nothing is offered while the parent asks something else; Save As… shows a chooser in the notes folder, and its answer restores there")
    func saveAs() {
        var state = NotesRecoveryWorkflow.State()
        _ = NotesRecoveryAction.loaded([first]).apply(toState: &state)
        NotesRecoveryWorkflow(store: store, writes: FileWriteQueue(), mayAsk: false).renderTester(initialState: state)
            .render { #expect($0.question == nil) }
        let workflow = NotesRecoveryWorkflow(store: store, writes: FileWriteQueue(), folderPath: "/notes")
        workflow.renderTester(initialState: state)
            .render { $0.question?.onSaveAs() }
            .verifyState { #expect($0.savingAs == "one") }
        _ = NotesRecoveryAction.answered(id: "one", .saveAs).apply(toState: &state)
        workflow.renderTester(initialState: state)
            .render { rendering in
                #expect(rendering.question == nil)
                #expect(rendering.fileChooser?.mode == .save(suggestedName: "a.md") && rendering.fileChooser?.initialFolder == "/notes")
                rendering.fileChooser?.answer(.chosen(["/elsewhere/Groceries.md"]))
            }
            .verifyState { #expect($0.work == .restore(id: "one", path: "/elsewhere/Groceries.md") && $0.savingAs == nil) }
    }

    @Test("a failed restore or discard keeps the edit and says why in the parent's toast")
    func failures() {
        var state = NotesRecoveryWorkflow.State()
        _ = NotesRecoveryAction.loaded([first]).apply(toState: &state)
        let error = FileError(operation: "write", path: "/notes/a.md", reason: "Permission denied")
        #expect(NotesRecoveryAction.restored(id: "one", .failure(error)).apply(toState: &state)
            == .toast("Could not save the recovered changes: Permission denied"))
        #expect(NotesRecoveryAction.discarded(id: "one", .failure(error)).apply(toState: &state)
            == .toast("Could not discard the recovered changes: Permission denied"))
        #expect(state.recovered.map(\.id) == ["one"])
    }

    @Test("the parent reads a note the child restored in its folder again, and shows the child's toasts")
    func parent() {
        let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing([]))))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        NotesWorkflow(folder: folder, recovery: store).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init(), producingOutput: .restored(path: "/notes/a.md")) {
                #expect($0.store == store && $0.mayAsk && $0.folderPath == "/notes")
            }
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init())
            .expectingIdleFolderAndSaving()
            .render { _ in }
            .verifyState { state in
                #expect(state.rereads["a.md"] != nil, "the restored note is read again")
                #expect(state.toast?.message == "Recovered changes saved")
            }
    }
}
