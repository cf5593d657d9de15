import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// How `NotesWorkflow` uses its history: each save keeps the text it replaced
/// (`KeepNoteVersionWorker`), the History dialog is its child (`NoteHistoryWorkflow`), and a
/// restore is an edit with Undo in a toast.
@MainActor
@Suite("Notes workflow: version history (the parent's side)")
struct NotesHistoryWiringTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let store = NoteHistoryStore(folder: "/state/history")
    let day = Date(timeIntervalSince1970: 86_400)
    let version = FileVersion(device: 0, inode: 0, size: 0, modificationTimeNanoseconds: 0)
    var workflow: NotesWorkflow { NotesWorkflow(folder: folder, history: store) }

    /// The state after the folder read "a.md" holding `text`, selected.
    func loaded(_ text: String, history: Bool = true) -> NotesWorkflow.State {
        var state = (history ? workflow : NotesWorkflow(folder: folder)).makeInitialState()
        let entry = NotesFolder.Entry(summary: NoteSummary(fileName: "a.md", modified: day, text: NoteText(text)), text: text)
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing([NoteListing(fileName: "a.md", modified: day)]))))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.read([entry]))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        _ = NotesAction.select("a.md").apply(toState: &state)
        return state
    }

    /// `state` after the edit to `text` was written.
    func saved(_ text: String, in state: inout NotesWorkflow.State) {
        _ = NotesAction.edit(fileName: "a.md", text: text).apply(toState: &state)
        let revision = state.drafts["/notes/a.md"]!.revision
        _ = NotesAction.saving(.autosaveDue(path: "/notes/a.md", revision: revision)).apply(toState: &state)
        _ = NotesAction.saving(.written(path: "/notes/a.md", revision: revision, .success(version))).apply(toState: &state)
    }

    @Test("a save keeps the text it replaced (read, then last written), one keep at a time per note; without a store nothing")
    func savesKeepVersions() throws {
        var state = loaded("Alpha")
        saved("Alpha beta", in: &state)
        saved("Alpha beta gamma", in: &state)
        let keeps = state.versionKeeps.sorted { $0.key < $1.key }.map(\.value)
        #expect(keeps.map(\.text) == ["Alpha", "Alpha beta"])
        #expect(keeps.map(\.replacedBy) == ["Alpha beta", "Alpha beta gamma"])
        #expect(keeps.first?.savedAt == day, "the text read is dated by its file")
        #expect(keeps.allSatisfy { $0.folder == "/notes" && $0.fileName == "a.md" })
        let first = try #require(state.versionKeeps.keys.min())
        workflow.renderTester(initialState: state).expectingChildren()
            .expectWorker(KeepNoteVersionWorker(history: store.history(of: "a.md", in: "/notes"), text: "Alpha", savedAt: day,
                                                replacedBy: "Alpha beta", number: first),
                          key: "keep-version:\(first)", producingOutput: .success(nil))
            .render()
            .verifyState { #expect($0.versionKeeps.keys.sorted() == [first + 1], "the next keep of the note runs after this one") }
        var without = loaded("Alpha", history: false)
        saved("Alpha beta", in: &without)
        #expect(without.versionKeeps.isEmpty)
    }

    @Test("Version History opens the child for the selected note; its restore is an edit, Undo in the toast puts the text back")
    func dialogRestoreAndUndo() throws {
        var state = loaded("Alpha")
        try workflow.renderTester(initialState: state).expectingChildren()
            .render { rendering in
                #expect(rendering.history == nil)
                let show = try #require(rendering.onShowHistory)
                show()
            }
            .verifyState { #expect($0.historyNote == "a.md") }
        _ = NotesHistoryAction.show.apply(toState: &state)
        _ = NotesAction.edit(fileName: "a.md", text: "Alpha typed").apply(toState: &state)
        let dialog = NoteHistoryRendering(noteTitle: "Alpha typed", versions: [], selected: nil, preview: .none, isRestoring: false,
                                          canRestore: false, failure: nil, onSelect: { _ in }, onRestore: {}, onClose: {})
        let restored = workflow.renderTester(initialState: state)
            .expectingChildren(saves: [.autosave("/notes/a.md", state.drafts["/notes/a.md"]!.revision)])
            .expectWorkflow(type: NoteHistoryWorkflow.self, key: "history", producingRendering: dialog,
                            producingOutput: .restore(text: "Old text")) { child in
                #expect(child.history == store.history(of: "a.md", in: "/notes"))
                #expect(child.currentText == "Alpha typed", "the unsaved edit is the current text")
            }
            .render { #expect($0.history?.noteTitle == "Alpha typed") }
            .state
        #expect(restored.historyNote == nil, "the dialog closes")
        #expect(restored.notes["a.md"]?.text == "Old text" && restored.drafts["/notes/a.md"]?.text == "Old text", "an edit, saved as typing is")
        let toast = try #require(restored.toast)
        #expect(toast.message == "Earlier version restored" && toast.offersUndo && toast.undoesRestore)
        workflow.renderTester(initialState: restored)
            .expectingChildren(saves: [.autosave("/notes/a.md", restored.drafts["/notes/a.md"]!.revision)])
            .render { rendering in
                #expect(rendering.toast?.buttonLabel == "Undo")
                rendering.toast?.onButton?()
            }
            .verifyState { state in
                #expect(state.notes["a.md"]?.text == "Alpha typed" && state.toast == nil && state.restoreUndo == nil)
            }
    }

    @Test("the dialog's Close closes it; a note not read cannot show its history")
    func closeAndUnread() {
        var state = loaded("Alpha")
        _ = NotesHistoryAction.show.apply(toState: &state)
        _ = NotesHistoryAction.dialog(fileName: "a.md", .close).apply(toState: &state)
        #expect(state.historyNote == nil)
        state.notes["a.md"]?.text = nil
        _ = NotesHistoryAction.show.apply(toState: &state)
        #expect(state.historyNote == nil)
        #expect(!loaded("Alpha", history: false).keepsHistory && state.keepsHistory)
    }
}
