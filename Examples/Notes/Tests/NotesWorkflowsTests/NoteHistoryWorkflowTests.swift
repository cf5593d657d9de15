import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite("Notes workflow: the History dialog (NoteHistoryWorkflow)")
struct NoteHistoryWorkflowTests {
    let history = NoteHistoryStore(folder: "/state/history").history(of: "Shopping.md", in: "/notes")
    let older = NoteVersion(id: "0001-a", savedAt: Date(timeIntervalSince1970: 100), keptAt: Date(timeIntervalSince1970: 200), size: 5)
    let newer = NoteVersion(id: "0002-b", savedAt: Date(timeIntervalSince1970: 200), keptAt: Date(timeIntervalSince1970: 300), size: 11)
    var workflow: NoteHistoryWorkflow { NoteHistoryWorkflow(history: history, title: "Shopping", currentText: "eggs\nmilk\nbread\n") }

    /// A state with both versions listed and `newer` selected, holding `text`.
    func loadedState(text: String = "eggs\nmilk\n") -> NoteHistoryWorkflow.State {
        var state = NoteHistoryWorkflow.State()
        state.versions = [newer, older]
        state.selected = newer.id
        state.preview = .loaded(id: newer.id, text: text)
        return state
    }

    @Test("it lists the versions first; once listed, the newest is selected and read for its preview")
    func listsThenReadsTheNewest() {
        workflow.renderTester()
            .expectWorker(ListNoteVersionsWorker(history: history), key: "list", producingOutput: [newer, older])
            .render { rendering in
                #expect(rendering.versions == nil && rendering.noteTitle == "Shopping" && !rendering.canRestore)
            }
            .verifyState { state in
                #expect(state.versions == [newer, older])
                #expect(state.selected == newer.id && state.preview == .loading(newer.id))
            }
            .assertNoOutput()
        var listed = NoteHistoryWorkflow.State()
        listed.versions = [newer, older]
        listed.selected = newer.id
        listed.preview = .loading(newer.id)
        workflow.renderTester(initialState: listed)
            .expectWorker(LoadNoteVersionWorker(history: history, id: newer.id), key: "load", producingOutput: .success("eggs\nmilk\n"))
            .render { #expect($0.preview == .loading(newer.id) && !$0.canRestore) }
            .verifyState { #expect($0.preview == .loaded(id: newer.id, text: "eggs\nmilk\n")) }
    }

    @Test("no versions: nothing is selected or read (the dialog says when versions come)")
    func empty() {
        workflow.renderTester()
            .expectWorker(ListNoteVersionsWorker(history: history), key: "list", producingOutput: [])
            .render()
            .verifyState { #expect($0.versions == [] && $0.selected == nil && $0.preview == .none) }
    }

    @Test("selecting another version reads it; a read that fails says why and cannot be restored")
    func selectAndFail() {
        workflow.renderTester(initialState: loadedState())
            .render { rendering in
                #expect(rendering.canRestore && rendering.selected == newer.id)
                rendering.onSelect(older.id)
            }
            .verifyState { #expect($0.selected == older.id && $0.preview == .loading(older.id)) }
        var state = loadedState()
        state.selected = older.id
        state.preview = .loading(older.id)
        let error = FileError(operation: "read", path: history.path(of: older.id), reason: "its text is not UTF-8")
        workflow.renderTester(initialState: state)
            .expectWorker(LoadNoteVersionWorker(history: history, id: older.id), key: "load", producingOutput: .failure(error))
            .render()
            .verifyState { #expect($0.preview == .failed(id: older.id, reason: "its text is not UTF-8")) }
        var failed = state
        failed.preview = .failed(id: older.id, reason: "gone")
        workflow.renderTester(initialState: failed).render { #expect(!$0.canRestore) }
    }

    @Test("Restore first keeps the current text as a version, then hands the old text to the parent")
    func restoreKeepsTheCurrentTextFirst() throws {
        let restored = workflow.renderTester(initialState: loadedState())
            .render { $0.onRestore() }
            .assertNoOutput()
            .state
        let restoring = try #require(restored.restoring)
        #expect(restoring.id == newer.id && restoring.text == "eggs\nmilk\n")
        let kept = NoteVersion(id: "0003-c", savedAt: restoring.askedAt, keptAt: restoring.askedAt, size: 16)
        workflow.renderTester(initialState: restored)
            .expectWorker(KeepNoteVersionWorker(history: history, text: "eggs\nmilk\nbread\n", savedAt: restoring.askedAt,
                                                replacedBy: "eggs\nmilk\n"),
                          key: "keep", producingOutput: .success(kept))
            .render { rendering in
                #expect(rendering.isRestoring && !rendering.canRestore, "one restore at a time")
            }
            .assert(output: .restore(text: "eggs\nmilk\n"))
            .verifyState { #expect($0.restoring == nil) }
    }

    @Test("a restore whose current text cannot be kept is not done, and says why")
    func restoreFailure() throws {
        var state = loadedState()
        state.restoring = .init(id: newer.id, text: "eggs\nmilk\n", askedAt: Date(timeIntervalSince1970: 500))
        let error = FileError(operation: "make the folder", path: "/state/history", reason: "No space left on device")
        workflow.renderTester(initialState: state)
            .expectWorker(KeepNoteVersionWorker(history: history, text: "eggs\nmilk\nbread\n", savedAt: Date(timeIntervalSince1970: 500),
                                                replacedBy: "eggs\nmilk\n"),
                          key: "keep", producingOutput: .failure(error))
            .render()
            .assertNoOutput()
            .verifyState { #expect($0.restoring == nil && $0.failure == error.description) }
    }

    @Test("a version equal to the note's text, or a read-only note, cannot be restored; Close is the parent's")
    func cannotRestoreAndClose() {
        workflow.renderTester(initialState: loadedState(text: "eggs\nmilk\nbread\n"))
            .render { rendering in
                #expect(!rendering.canRestore)
                rendering.onRestore()
            }
            .verifyState { #expect($0.restoring == nil, "Restore of the same text does nothing") }
        NoteHistoryWorkflow(history: history, title: "Shopping", currentText: "x", isEditable: false)
            .renderTester(initialState: loadedState())
            .render { rendering in
                #expect(!rendering.canRestore)
                rendering.onRestore()
                rendering.onClose()
            }
            .assert(output: .close)
            .verifyState { #expect($0.restoring == nil, "a read-only note is not restored") }
    }

    @Test("another note's history starts over")
    func anotherNote() {
        var state = loadedState()
        let other = NoteHistoryWorkflow(history: NoteHistoryStore(folder: "/state/history").history(of: "Other.md", in: "/notes"),
                                        title: "Other", currentText: "")
        other.workflowDidChange(from: workflow, state: &state)
        #expect(state == NoteHistoryWorkflow.State())
        var same = loadedState()
        workflow.workflowDidChange(from: NoteHistoryWorkflow(history: history, title: "Shopping", currentText: "typed"), state: &same)
        #expect(same == loadedState(), "a new current text keeps the dialog")
    }
}
