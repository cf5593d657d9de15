import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes trash (a child workflow): Delete to the trash, Undo puts it back")
struct NotesTrashWorkflowTests {
    let writes = FileWriteQueue()
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let trashed = TrashedFile(originalPath: "/notes/a.md", trashPath: "/trash/files/a.md", infoPath: "/trash/info/a.md.trashinfo")
    let day = Date(timeIntervalSince1970: 86_400)

    private func deletion(_ number: Int, _ name: String = "a.md", _ text: String = "Alpha", hadDraft: Bool = false,
                          path: String? = "/notes/a.md") -> NoteDeletion {
        NoteDeletion(number: number, entry: .note(name, text, modified: day), hadDraft: hadDraft, path: path)
    }

    private func trash(_ deletions: [NoteDeletion], undoWithdrawn: Int = 0, nameIsListed: Bool = false) -> NotesTrashWorkflow {
        NotesTrashWorkflow(writes: writes, folderPath: "/notes", deletions: deletions, undoWithdrawn: undoWithdrawn,
                           deletedNameIsListed: nameIsListed)
    }

    /// The parent with `a.md` (and `b.md`) listed and `a.md` selected.
    private func parent(_ text: String = "Alpha") -> NotesWorkflow.State {
        var state = NotesWorkflow.State.loaded([.note("a.md", text, modified: day), .note("b.md", "Beta", modified: day)], folder: folder)
        _ = NotesAction.select("a.md").apply(toState: &state)
        return state
    }

    @Test("the parent hands the child its deletions, the Undo it withdrew and whether the deleted name is listed; a new note's only the last")
    func props() throws {
        var state = parent()
        _ = NotesAction.newNote.apply(toState: &state)
        let new = try #require(state.selected)
        _ = NotesAction.edit(fileName: new, text: "Ideas").apply(toState: &state)
        _ = NotesAction.delete(fileName: new).apply(toState: &state)
        #expect(state.deletions.map(\.path) == [nil] && state.trashing.isEmpty)
        _ = NotesAction.delete(fileName: "a.md").apply(toState: &state)
        #expect(state.deletions.map(\.number) == [2], "the new note's deletion is superseded: it had no file")
        #expect(state.trashing == ["a.md"])
        _ = NotesAction.toastDismissed(state.toast!.number).apply(toState: &state)
        NotesWorkflow(folder: folder, writes: writes).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init(),
                            producingOutput: .trashed(number: 2, then: nil)) { child in
                #expect(child.deletions.map(\.fileName) == ["a.md"] && child.deletions.first?.path == "/notes/a.md")
                #expect(child.undoWithdrawn == 2 && !child.deletedNameIsListed && child.folderPath == "/notes")
                #expect(child.writes === writes, "the moves are ordered with the autosaves")
            }
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init())
            .expectingIdleFolderAndSaving()
            .render { _ in }
            .verifyState { #expect($0.deletions.isEmpty && $0.trashing.isEmpty) }
    }

    @Test("a note handed over goes to the trash through the write queue (after the autosave in flight); the parent hears it is done")
    func trashes() {
        let workflow = trash([deletion(1)])
        let state = workflow.makeInitialState()
        #expect(state.trashing["a.md"] == deletion(1) && state.deleted == deletion(1))
        workflow.renderTester(initialState: state)
            .expectWorker(TrashFileWorker(path: "/notes/a.md", queue: writes), key: "trash:a.md", producingOutput: .success(trashed))
            .render { _ in }
            .assert(output: .trashed(number: 1, then: nil))
            .verifyState { #expect($0.trashing.isEmpty && $0.deletedTrash == trashed && $0.deleted == deletion(1)) }
    }

    @Test("Undo after the note reached the trash puts the file back; the parent lists it again, selected, with nothing to write")
    func undoRestores() throws {
        var state = trash([deletion(1)]).makeInitialState()
        _ = NotesTrashAction.trashed(fileName: "a.md", .success(trashed)).apply(toState: &state)
        // The parent's queue no longer holds the deletion: the child keeps it for Undo.
        let workflow = trash([])
        workflow.renderTester(initialState: state)
            .render { $0.onUndo() }
            .assert(output: .undoPressed(then: .restoring(fileName: "a.md")))
            .verifyState { #expect($0.restoring == ["a.md": trashed]) }
        let pressed = try #require(NotesTrashAction.undo(nameIsListed: false).apply(toState: &state))
        workflow.renderTester(initialState: state)
            .expectWorker(RestoreTrashedFileWorker(file: trashed, queue: writes), key: "restore:a.md", producingOutput: .success(()))
            .render { _ in }
            .assert(output: .restored(deletion(1)))
            .verifyState { #expect($0.restoring.isEmpty && $0.deleted == nil) }
        // The parent: deleted, trashed, Undo, restored.
        var notes = parent()
        _ = NotesAction.delete(fileName: "a.md").apply(toState: &notes)
        _ = NotesAction.trash(.trashed(number: 1, then: nil)).apply(toState: &notes)
        _ = NotesAction.trash(pressed).apply(toState: &notes)
        #expect(notes.restoring == ["a.md"] && notes.toast == nil)
        _ = NotesAction.trash(.restored(deletion(1))).apply(toState: &notes)
        #expect(notes.notes["a.md"]?.text == "Alpha" && notes.selected == "a.md")
        #expect(notes.drafts.isEmpty, "the restored file is not written again")
        #expect(notes.restoring.isEmpty && notes.written["/notes/a.md"] == "Alpha")
    }

    @Test("Undo pressed before the note reached the trash waits for it; an unsaved edit is written again after the restore")
    func undoWhileTrashing() {
        let edited = deletion(1, "a.md", "Alpha edited", hadDraft: true)
        var state = trash([edited]).makeInitialState()
        #expect(NotesTrashAction.undo(nameIsListed: false).apply(toState: &state) == .undoPressed(then: nil))
        #expect(state.undoPending && state.restoring.isEmpty)
        #expect(NotesTrashAction.trashed(fileName: "a.md", .success(trashed)).apply(toState: &state)
            == .trashed(number: 1, then: .restoring(fileName: "a.md")))
        #expect(state.restoring == ["a.md": trashed] && !state.undoPending)
        #expect(NotesTrashAction.restored(fileName: "a.md", .success(())).apply(toState: &state) == .restored(edited))
        var notes = parent()
        _ = NotesAction.edit(fileName: "a.md", text: "Alpha edited").apply(toState: &notes)
        _ = NotesAction.delete(fileName: "a.md").apply(toState: &notes)
        #expect(notes.deletions == [edited])
        _ = NotesAction.trash(.undoPressed(then: nil)).apply(toState: &notes)
        _ = NotesAction.trash(.trashed(number: 1, then: .restoring(fileName: "a.md"))).apply(toState: &notes)
        _ = NotesAction.trash(.restored(edited)).apply(toState: &notes)
        #expect(notes.notes["a.md"]?.text == "Alpha edited")
        #expect(notes.drafts["/notes/a.md"]?.writing?.text == "Alpha edited")
    }

    @Test("Undo writes the text again when the restore fails, the trash has no place for it, or a note took its name")
    func undoWritesAgain() {
        var state = trash([deletion(1)]).makeInitialState()
        _ = NotesTrashAction.trashed(fileName: "a.md", .success(trashed)).apply(toState: &state)
        _ = NotesTrashAction.undo(nameIsListed: false).apply(toState: &state)
        #expect(NotesTrashAction.restored(fileName: "a.md", .failure(FileError(operation: "restore", path: "/notes/a.md", reason: "gone")))
            .apply(toState: &state) == .notRestored(deletion(1)))
        var unknown = trash([deletion(1)]).makeInitialState()
        _ = NotesTrashAction.trashed(fileName: "a.md", .success(TrashedFile(originalPath: "/notes/a.md", trashPath: nil, infoPath: nil)))
            .apply(toState: &unknown)
        #expect(NotesTrashAction.undo(nameIsListed: false).apply(toState: &unknown) == .undoPressed(then: .writeAgain(deletion(1))))
        var taken = trash([deletion(1)]).makeInitialState()
        _ = NotesTrashAction.trashed(fileName: "a.md", .success(trashed)).apply(toState: &taken)
        trash([], nameIsListed: true).renderTester(initialState: taken)
            .render { $0.onUndo() }
            .assert(output: .undoPressed(then: .writeAgain(deletion(1))))
            .verifyState { #expect($0.restoring.isEmpty && $0.deleted == nil) }
        // The parent: written again under its name, or a free one when a note holds it.
        var notes = parent()
        _ = NotesAction.delete(fileName: "a.md").apply(toState: &notes)
        _ = NotesAction.trash(.trashed(number: 1, then: nil)).apply(toState: &notes)
        _ = NotesAction.trash(.undoPressed(then: .writeAgain(deletion(1)))).apply(toState: &notes)
        #expect(notes.drafts["/notes/a.md"]?.writing?.text == "Alpha" && notes.selected == "a.md")
        _ = NotesAction.trash(.undoPressed(then: .writeAgain(deletion(1)))).apply(toState: &notes)
        #expect(notes.drafts["/notes/Alpha.md"]?.writing?.text == "Alpha", "a.md is listed again: a free name")
    }

    @Test("a trash that fails has the parent list the last deleted note again and say why; an earlier one's failure is only done")
    func trashFails() {
        let error = FileError(operation: "move to the trash", path: "/notes/a.md", reason: "No trash")
        let earlier = deletion(1)
        let later = deletion(2, "b.md", "Beta", path: "/notes/b.md")
        var state = trash([earlier, later]).makeInitialState()
        #expect(state.trashing.keys.sorted() == ["a.md", "b.md"] && state.deleted == later)
        #expect(NotesTrashAction.trashed(fileName: "a.md", .failure(error)).apply(toState: &state) == .trashed(number: 1, then: nil))
        let bError = FileError(operation: "move to the trash", path: "/notes/b.md", reason: "No trash")
        #expect(NotesTrashAction.trashed(fileName: "b.md", .failure(bError)).apply(toState: &state) == .notTrashed(later, reason: "No trash"))
        #expect(state.deleted == nil && state.trashing.isEmpty)
        // A note whose Undo toast went away meanwhile stays deleted.
        var notes = parent()
        _ = NotesAction.delete(fileName: "a.md").apply(toState: &notes)
        _ = NotesAction.toastDismissed(notes.toast!.number).apply(toState: &notes)
        _ = NotesAction.trash(.notTrashed(deletion(1), reason: "No trash")).apply(toState: &notes)
        #expect(notes.notes["a.md"] == nil && notes.deletions.isEmpty && notes.toast == nil)
    }

    @Test("a toast gone withdraws Undo: the deleted note is forgotten; a new note's deletion has no file to trash; another folder starts afresh")
    func withdrawnAndNewNotes() {
        let workflow = trash([deletion(1)])
        var state = workflow.makeInitialState()
        trash([deletion(1)], undoWithdrawn: 1).workflowDidChange(from: workflow, state: &state)
        #expect(state.deleted == nil && state.trashing["a.md"] != nil, "the file still goes to the trash")
        #expect(NotesTrashAction.undo(nameIsListed: false).apply(toState: &state) == nil)
        let newNote = deletion(2, "note-1", "Ideas", hadDraft: true, path: nil)
        let next = trash([deletion(1), newNote], undoWithdrawn: 1)
        next.workflowDidChange(from: workflow, state: &state)
        #expect(state.deleted == newNote && state.trashing.keys.sorted() == ["a.md"])
        next.renderTester(initialState: state)
            .expectWorker(TrashFileWorker(path: "/notes/a.md", queue: writes), key: "trash:a.md")
            .render { _ in }
        let other = NotesTrashWorkflow(writes: writes, folderPath: "/other", deletions: [deletion(3, path: "/other/a.md")])
        other.workflowDidChange(from: next, state: &state)
        #expect(state.folderPath == "/other" && state.trashing.mapValues(\.number) == ["a.md": 3] && state.deleted?.number == 3)
    }
}
