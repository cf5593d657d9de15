import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// Nothing typed is lost: conditional writes turn another program's change into a conflict
/// (no autosave over it; Keep Both), a quit with an edit that cannot be written is a question
/// (Save As… / Discard / Cancel), and edits kept for recovery are offered at launch.
@MainActor
@Suite("Notes workflow: conflicts by version, the ending question")
struct NotesEndingTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let day = Date(timeIntervalSince1970: 86_400)
    let read = NoteFileStamp(device: 1, inode: 10, size: 5, modificationTimeNanoseconds: 100)
    let written = FileVersion(device: 1, inode: 11, size: 10, modificationTimeNanoseconds: 200)

    private func entry(_ name: String, _ text: String, stamp: NoteFileStamp? = nil) -> NotesFolder.Entry {
        NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: day, text: NoteText(text)), text: text, stamp: stamp)
    }

    private func loaded(_ entries: [NotesFolder.Entry], selected: String? = nil) -> NotesWorkflow.State {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        apply(.folder(.loading(.listed(.success(NotesListing(entries.map { NoteListing(fileName: $0.summary.fileName, modified: $0.summary.modified) }))))), to: &state)
        apply(.folder(.loading(.read(entries))), to: &state)
        apply(.folder(.loading(.finished)), to: &state)
        if let selected { apply(.select(selected), to: &state) }
        return state
    }

    private func apply(_ action: NotesAction, to state: inout NotesWorkflow.State) {
        _ = action.apply(toState: &state)
    }

    /// `state` after an edit of a.md whose autosave is due (its write rendered next).
    private func editing(_ text: String, in state: inout NotesWorkflow.State) -> Int {
        apply(.edit(fileName: "a.md", text: text), to: &state)
        let revision = state.drafts["/notes/a.md"]!.revision
        apply(.saving(.autosaveDue(path: "/notes/a.md", revision: revision)), to: &state)
        return revision
    }

    @Test("an autosave replaces only the version read; the next one only the version it wrote")
    func writesAreConditional() {
        var state = loaded([entry("a.md", "Alpha", stamp: read)], selected: "a.md")
        let revision = editing("Alpha beta", in: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.write("/notes/a.md", "Alpha beta", revision, expecting: .version(FileVersion(read)))],
                               savingOutput: .written(path: "/notes/a.md", revision: revision, .success(written)))
            .render { _ in }
            .verifyState { #expect($0.drafts.isEmpty) }
        apply(.saving(.written(path: "/notes/a.md", revision: revision, .success(written))), to: &state)
        let next = editing("Alpha beta gamma", in: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.write("/notes/a.md", "Alpha beta gamma", next, expecting: .version(written))])
            .render { _ in }
    }

    @Test("a write that meets another program's version reads it; the edit is then a conflict, not autosaved, and Keep Both keeps both")
    func changedOnDiskIsAConflict() {
        var state = loaded([entry("a.md", "Alpha", stamp: read)], selected: "a.md")
        let revision = editing("Mine", in: &state)
        let changed = FileError(operation: "write", path: "/notes/a.md", reason: "changed on disk", changedOnDisk: true)
        apply(.saving(.written(path: "/notes/a.md", revision: revision, .failure(changed))), to: &state)
        #expect(state.rereads["a.md"] != nil, "the other program's version is read")
        #expect(state.drafts["/notes/a.md"]?.text == "Mine", "the edit stays")
        let theirs = entry("a.md", "Theirs", stamp: NoteFileStamp(device: 1, inode: 12, size: 6, modificationTimeNanoseconds: 300))
        apply(.folder(.reread(fileName: "a.md", stamp: state.rereads["a.md"]!, theirs)), to: &state)
        #expect(state.conflicts["a.md"] != nil)
        // A new edit in conflict: no autosave until the user picks.
        apply(.edit(fileName: "a.md", text: "Mine, more"), to: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { rendering in
                #expect(rendering.selected?.banner == .conflict)
                #expect(rendering.hasUnwritableEdits, "a note in conflict holds a quit")
            }
        apply(.keepBoth(fileName: "a.md"), to: &state)
        #expect(state.notes["a.md"]?.text == "Theirs", "their version stays in the file")
        #expect(state.drafts["/notes/a.md"] == nil)
        let mine = state.selected
        #expect(mine != "a.md" && state.notes[mine ?? ""]?.text == "Mine, more", "the edit is a new note beside it")
        #expect(state.expectation(forPath: "/notes/" + (mine ?? ""), fileName: mine ?? "") == .absent, "it never replaces a file")
    }

    @Test("Keep Mine writes over the version read from the other program, deliberately")
    func keepMineReplacesTheirs() {
        var state = loaded([entry("a.md", "Alpha", stamp: read)], selected: "a.md")
        _ = editing("Mine", in: &state)
        let theirStamp = NoteFileStamp(device: 1, inode: 12, size: 6, modificationTimeNanoseconds: 300)
        apply(.folder(.changed(.success(FileMonitor.Change(kind: .changed, path: "/notes/a.md", otherPath: nil)))), to: &state)
        apply(.folder(.reread(fileName: "a.md", stamp: state.rereads["a.md"]!, entry("a.md", "Theirs", stamp: theirStamp))), to: &state)
        apply(.keepMine(fileName: "a.md"), to: &state)
        #expect(state.expectation(forPath: "/notes/a.md", fileName: "a.md") == .version(FileVersion(theirStamp)))
    }

    @Test("the ending child gets the edits that cannot be written; what it discards or saves elsewhere is dropped, and only that")
    func endingChild() {
        var state = loaded([entry("a.md", "Alpha", stamp: read), entry("b.md", "Beta", stamp: read)], selected: "a.md")
        let revision = editing("Groceries", in: &state)
        apply(.edit(fileName: "b.md", text: "Beta 2"), to: &state)
        #expect(state.unwritableDrafts.isEmpty, "edits being written are not a reason to ask")
        let full = FileError(operation: "write", path: "/notes/a.md", reason: "No space left on device")
        apply(.saving(.written(path: "/notes/a.md", revision: revision, .failure(full))), to: &state)
        let autosaveB = NotesSavingWorkflow.Save.autosave("/notes/b.md", state.drafts["/notes/b.md"]!.revision)
        var asked = false
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(ending: .init(question: .init(titles: ["Groceries"], conflicts: 0, onSaveAs: {}, onDiscard: {}, onCancel: {}),
                                             onEndingRequested: { asked = true }),
                               saves: [autosaveB])
            .render { rendering in
                #expect(rendering.hasUnwritableEdits && !rendering.endingConfirmed)
                #expect(rendering.endingQuestion?.titles == ["Groceries"])
                rendering.onEndingRequested()
            }
        #expect(asked, "the ending request goes to the child")
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init(confirmed: true),
                            producingOutput: .discarded(["/notes/a.md"])) { child in
                #expect(child.unwritable == [NotesEndingWorkflow.Edit(path: "/notes/a.md", text: "Groceries")] && child.folderPath == "/notes")
            }
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init())
            .expectWorkflow(type: NotesFolderWorkflow.self, key: "folder", producingRendering: .init())
            .expectWorkflow(type: NotesSavingWorkflow.self, key: "saving", producingRendering: ()) { #expect($0.saves == [autosaveB]) }
            .render { #expect($0.endingConfirmed) }
            .verifyState { state in
                #expect(state.drafts.keys.sorted() == ["/notes/b.md"], "the writable edit is still written at the end")
                #expect(state.unsavedNotes.map(\.path) == ["/notes/b.md"])
            }
        apply(.ending(.savedElsewhere(path: "/notes/a.md")), to: &state)
        #expect(state.drafts.keys.sorted() == ["/notes/b.md"] && state.toast?.message == "Note saved")
    }
}
