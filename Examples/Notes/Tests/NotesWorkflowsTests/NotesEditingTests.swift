import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes workflow: editing, saving, new, delete, outside changes")
struct NotesEditingTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let day = Date(timeIntervalSince1970: 86_400)
    let failure = FileError(operation: "write", path: "/notes/a.md", reason: "No space left on device")

    private func entry(_ name: String, _ text: String, readOnly: ReadOnlyReason? = nil) -> NotesFolder.Entry {
        NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: day, text: NoteText(text), readOnlyReason: readOnly), text: text)
    }

    /// The state after the folder listed and read `entries`, with `selected` selected.
    private func loaded(_ entries: [NotesFolder.Entry], selected: String? = nil) -> NotesWorkflow.State {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing(entries.map { NoteListing(fileName: $0.summary.fileName, modified: $0.summary.modified) })))))
            .apply(toState: &state)
        _ = NotesAction.folder(.loading(.read(entries))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        if let selected { _ = NotesAction.select(selected).apply(toState: &state) }
        return state
    }

    private func apply(_ action: NotesAction, to state: inout NotesWorkflow.State) {
        _ = action.apply(toState: &state)
    }

    @Test("an edit updates the note at once and waits for typing to pause; then the note is written; success drops the draft")
    func editThenAutosave() {
        var state = loaded([entry("a.md", "Alpha")], selected: "a.md")
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { $0.onEdit("Alpha beta") }
            .verifyState { state in
                #expect(state.notes["a.md"]?.text == "Alpha beta")
                #expect(state.drafts["/notes/a.md"]?.text == "Alpha beta")
            }
        apply(.edit(fileName: "a.md", text: "Alpha beta"), to: &state)
        let revision = state.drafts["/notes/a.md"]!.revision
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.autosave("/notes/a.md", revision)],
                               savingOutput: .autosaveDue(path: "/notes/a.md", revision: revision))
            .render { rendering in
                #expect(rendering.selected?.hasUnsavedChanges == true)
                #expect(rendering.unsavedNotes == [.init(path: "/notes/a.md", text: "Alpha beta")])
                #expect(rendering.rows.first?.snippet == "beta" || rendering.rows.first?.title == "Alpha beta")
            }
            .verifyState { #expect($0.drafts["/notes/a.md"]?.writing?.revision == revision) }
        apply(.saving(.autosaveDue(path: "/notes/a.md", revision: revision)), to: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.write("/notes/a.md", "Alpha beta", revision)],
                               savingOutput: .written(path: "/notes/a.md", revision: revision, .success(FileVersion(device: 0, inode: 0, size: 0, modificationTimeNanoseconds: 0))))
            .render { _ in }
            .verifyState { state in
                #expect(state.drafts.isEmpty)
                #expect(state.notes["a.md"]?.text == "Alpha beta")
            }
    }

    @Test("an edit while a write runs keeps the draft after that write and autosaves the newer text")
    func editDuringWrite() {
        var state = loaded([entry("a.md", "A")], selected: "a.md")
        apply(.edit(fileName: "a.md", text: "AB"), to: &state)
        let first = state.drafts["/notes/a.md"]!.revision
        apply(.saving(.autosaveDue(path: "/notes/a.md", revision: first)), to: &state)
        apply(.edit(fileName: "a.md", text: "ABC"), to: &state)
        let second = state.drafts["/notes/a.md"]!.revision
        // Still writing "AB": the write worker is unchanged by the newer edit.
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.write("/notes/a.md", "AB", first)],
                               savingOutput: .written(path: "/notes/a.md", revision: first, .success(FileVersion(device: 0, inode: 0, size: 0, modificationTimeNanoseconds: 0))))
            .render { rendering in
                #expect(rendering.writesInFlight, "a quit waits for this write")
                #expect(rendering.unsavedNotes.map(\.text) == ["ABC"])
            }
            .verifyState { state in
                #expect(state.drafts["/notes/a.md"]?.text == "ABC")
                #expect(state.drafts["/notes/a.md"]?.writing == nil && state.drafts["/notes/a.md"]?.savedText == "AB")
            }
        apply(.saving(.written(path: "/notes/a.md", revision: first, .success(FileVersion(device: 0, inode: 0, size: 0, modificationTimeNanoseconds: 0)))), to: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren(saves: [.autosave("/notes/a.md", second)])
            .render { _ in }
        // A stale delay (an older revision) does nothing.
        var stale = state
        apply(.saving(.autosaveDue(path: "/notes/a.md", revision: first)), to: &stale)
        #expect(stale.drafts["/notes/a.md"]?.writing == nil)
    }

    @Test("a failed write keeps the edit in memory, shows an error banner and waits; Try Again writes it")
    func failedWrite() {
        var state = loaded([entry("a.md", "A")], selected: "a.md")
        apply(.edit(fileName: "a.md", text: "AB"), to: &state)
        let revision = state.drafts["/notes/a.md"]!.revision
        apply(.saving(.autosaveDue(path: "/notes/a.md", revision: revision)), to: &state)
        apply(.saving(.written(path: "/notes/a.md", revision: revision, .failure(failure))), to: &state)
        #expect(state.drafts["/notes/a.md"]?.text == "AB")
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { rendering in
                #expect(rendering.selected?.banner == .saveFailed(message: failure.description))
                #expect(rendering.selected?.text == "AB")
                #expect(rendering.unsavedNotes.map(\.text) == ["AB"])
                rendering.onRetrySave()
            }
            .verifyState { #expect($0.drafts["/notes/a.md"]?.writing?.text == "AB") }
        // The next edit also tries again (after the delay).
        apply(.edit(fileName: "a.md", text: "ABC"), to: &state)
        let next = state.drafts["/notes/a.md"]!.revision
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren(saves: [.autosave("/notes/a.md", next)])
            .render { #expect($0.selected?.banner == .saveFailed(message: failure.description), "the banner stays until saved") }
    }

    @Test("a read-only note shows why, is not editable, and ignores edits")
    func readOnly() {
        var state = loaded([entry("a.md", "A", readOnly: .linkOutsideFolder(target: "/etc/x.md"))], selected: "a.md")
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren().render { rendering in
            #expect(rendering.selected?.isEditable == false)
            #expect(rendering.selected?.banner == .readOnly(.linkOutsideFolder(target: "/etc/x.md")))
        }
        apply(.edit(fileName: "a.md", text: "changed"), to: &state)
        #expect(state.drafts.isEmpty && state.notes["a.md"]?.text == "A")
    }

    @Test("Delete takes the note off the list, hands it to the trash child and offers Undo; Undo writes it back with its last text")
    func deleteAndUndo() throws {
        var state = loaded([entry("a.md", "Alpha"), entry("b.md", "Beta")], selected: "a.md")
        apply(.edit(fileName: "a.md", text: "Alpha edited"), to: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.autosave("/notes/a.md", state.lastRevision)])
            .render { $0.onDeleteNote() }
            .verifyState { state in
                #expect(state.notes["a.md"] == nil && state.selected == nil && state.drafts.isEmpty)
                #expect(state.trashing == ["a.md"])
                #expect(state.deletions.map(\.entry.text) == ["Alpha edited"] && state.deletions.first?.hadDraft == true)
                #expect(state.deletions.first?.path == "/notes/a.md")
            }
        apply(.delete(fileName: "a.md"), to: &state)
        let deletion = try #require(state.deletions.first)
        var undone = false
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren(trash: .init(onUndo: { undone = true }))
            .render { rendering in
                #expect(rendering.rows.map(\.fileName) == ["b.md"])
                #expect(rendering.toast?.title == "“Alpha edited” deleted" && rendering.toast?.buttonLabel == "Undo")
                rendering.toast?.onButton?()
            }
        #expect(undone, "the toast's Undo is the trash child's")
        apply(.trash(.trashed(number: deletion.number, then: nil)), to: &state)
        #expect(state.trashing.isEmpty && state.deletions.isEmpty)
        // No place in the trash known: the child has the parent write the text again.
        apply(.trash(.undoPressed(then: .writeAgain(deletion))), to: &state)
        #expect(state.notes["a.md"]?.text == "Alpha edited" && state.selected == "a.md")
        #expect(state.drafts["/notes/a.md"]?.writing?.text == "Alpha edited")
        #expect(state.toast == nil)
        // A toast that times out withdraws the deleted note's Undo.
        var dismissed = state
        apply(.delete(fileName: "b.md"), to: &dismissed)
        apply(.toastDismissed(dismissed.toast!.number), to: &dismissed)
        #expect(dismissed.undoWithdrawn == dismissed.lastDeletion && dismissed.toast == nil)
    }

    @Test("a trash that fails shows the note again and says why")
    func trashFails() throws {
        var state = loaded([entry("a.md", "Alpha")], selected: "a.md")
        apply(.delete(fileName: "a.md"), to: &state)
        let deletion = try #require(state.deletions.first)
        apply(.trash(.notTrashed(deletion, reason: "No trash")), to: &state)
        #expect(state.notes["a.md"]?.text == "Alpha" && state.trashing.isEmpty)
        #expect(state.toast?.message == "Could not delete the note: No trash" && state.toast?.offersUndo == false)
    }

    @Test("a note deleted before it was read is not listed again by a batch read meanwhile; if the trash fails it is listed as not read and read again, never as an empty editable note")
    func deleteBeforeRead() throws {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        let listed = [entry("a.md", "Alpha"), entry("b.md", "Beta")].map { NoteListing(fileName: $0.summary.fileName, modified: $0.summary.modified) }
        apply(.folder(.loading(.listed(.success(NotesListing(listed))))), to: &state)
        #expect(state.unread == ["a.md", "b.md"])
        apply(.delete(fileName: "a.md"), to: &state)
        let deletion = try #require(state.deletions.first)
        // A batch read before the file reached the trash.
        apply(.folder(.loading(.read([entry("a.md", "Alpha"), entry("b.md", "Beta")]))), to: &state)
        #expect(state.notes["a.md"] == nil, "the deleted note was listed again by a batch read")
        #expect(state.notes["b.md"]?.text == "Beta")
        // The trash fails: listed again, not read (read-only), and read again from its file.
        apply(.trash(.notTrashed(deletion, reason: "No trash")), to: &state)
        #expect(state.notes["a.md"] != nil && state.unread.contains("a.md") && state.rereads["a.md"] != nil)
        apply(.folder(.loading(.finished)), to: &state)
        #expect(state.notes["a.md"] != nil && state.unread.contains("a.md"), "reading's end dropped the note being read again")
        let stamp = try #require(state.rereads["a.md"])
        apply(.folder(.reread(fileName: "a.md", stamp: stamp, entry("a.md", "Alpha"))), to: &state)
        #expect(state.notes["a.md"]?.text == "Alpha" && !state.unread.contains("a.md") && state.rereads["a.md"] == nil)
    }

    @Test("the folder is watched once listed; a change to a note reads it again")
    func watch() {
        let state = loaded([entry("a.md", "Alpha")])
        let change = FileMonitor.Change(kind: .changesDone, path: "/notes/a.md", otherPath: nil)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren(watches: false)
            .render { _ in }
        NotesWorkflow(folder: folder, watchesFolder: true).renderTester(initialState: NotesWorkflow(folder: folder).makeInitialState())
            .expectingChildren(watches: false)
            .render { _ in }
        NotesWorkflow(folder: folder, watchesFolder: true).renderTester(initialState: state)
            .expectingChildren(folderOutput: .changed(.success(change)), watches: true)
            .render { _ in }
            .verifyState { #expect($0.rereads == ["a.md": 1]) }
        var changed = state
        apply(.folder(.changed(.success(change))), to: &changed)
        // Hidden files, other folders and files that are not notes are not read.
        for path in ["/notes/.a.md.tmp", "/elsewhere/a.md", "/notes/a.txt"] {
            apply(.folder(.changed(.success(FileMonitor.Change(kind: .created, path: path, otherPath: nil)))), to: &changed)
        }
        #expect(changed.rereads == ["a.md": 1])
        NotesWorkflow(folder: folder, watchesFolder: true).renderTester(initialState: changed)
            .expectingChildren(folderOutput: .reread(fileName: "a.md", stamp: 1, entry("a.md", "Alpha from elsewhere")),
                               rereads: ["a.md": 1], watches: true)
            .render { _ in }
            .verifyState { state in
                #expect(state.notes["a.md"]?.text == "Alpha from elsewhere" && state.rereads.isEmpty)
                #expect(state.conflicts.isEmpty)
            }
    }

    @Test("an outside change to a note with an unsaved edit is a conflict (not autosaved): Keep Mine writes the edit, Use Theirs takes the file")
    func conflict() {
        var state = loaded([entry("a.md", "Alpha")], selected: "a.md")
        apply(.edit(fileName: "a.md", text: "Alpha mine"), to: &state)
        apply(.folder(.reread(fileName: "a.md", stamp: 0, entry("a.md", "Alpha theirs"))), to: &state)
        #expect(state.notes["a.md"]?.text == "Alpha mine")
        // No autosave worker while in conflict: the user picks first.
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { rendering in
                #expect(rendering.selected?.banner == .conflict)
                rendering.onKeepMine()
            }
            .verifyState { state in
                #expect(state.conflicts.isEmpty && state.drafts["/notes/a.md"]?.writing?.text == "Alpha mine")
            }
        apply(.useTheirs(fileName: "a.md"), to: &state)
        // Writes are conditional: no save of the edit replaced their file, nothing is written back.
        #expect(state.notes["a.md"]?.text == "Alpha theirs" && state.conflicts.isEmpty)
        #expect(state.drafts["/notes/a.md"] == nil)
    }

    @Test("the app's own writes coming back from the monitor are not conflicts; a note deleted elsewhere leaves the list")
    func ownWritesAndDeletions() {
        var state = loaded([entry("a.md", "A"), entry("b.md", "B")], selected: "a.md")
        apply(.edit(fileName: "a.md", text: "AB"), to: &state)
        let first = state.lastRevision
        apply(.saving(.autosaveDue(path: "/notes/a.md", revision: first)), to: &state)
        apply(.saving(.written(path: "/notes/a.md", revision: first, .success(FileVersion(device: 0, inode: 0, size: 0, modificationTimeNanoseconds: 0)))), to: &state)
        apply(.edit(fileName: "a.md", text: "ABC"), to: &state)
        apply(.folder(.reread(fileName: "a.md", stamp: 0, entry("a.md", "AB"))), to: &state)
        #expect(state.conflicts.isEmpty && state.notes["a.md"]?.text == "ABC")
        apply(.folder(.reread(fileName: "b.md", stamp: 0, nil)), to: &state)
        #expect(state.notes["b.md"] == nil)
        // Deleted elsewhere while it holds an edit: the edit is written again (recreating it).
        apply(.folder(.reread(fileName: "a.md", stamp: 0, nil)), to: &state)
        #expect(state.notes["a.md"]?.text == "ABC" && state.drafts["/notes/a.md"]?.writing?.text == "ABC")
    }

    @Test("keys typed into a note whose file another program just deleted are kept and written again; the editor says so and offers Save Again; without an edit it leaves once another note is selected")
    func shownNoteDeletedElsewhere() {
        var state = loaded([entry("a.md", "A"), entry("b.md", "B")], selected: "a.md")
        // The deletion is read before the keys typed meanwhile reach the workflow.
        apply(.folder(.reread(fileName: "a.md", stamp: 0, nil)), to: &state)
        #expect(state.selected == "a.md" && state.notes["a.md"]?.text == "A")
        apply(.edit(fileName: "a.md", text: "AB"), to: &state)
        #expect(state.drafts["/notes/a.md"]?.text == "AB" && state.unsavedNotes.map(\.path) == ["/notes/a.md"])
        // Its write recreates the file: it expects none there.
        #expect(state.expectation(forPath: "/notes/a.md", fileName: "a.md") == .absent)
        apply(.select("b.md"), to: &state)
        #expect(state.notes["a.md"] != nil, "an edit not written yet keeps its note")

        var unedited = loaded([entry("a.md", "A"), entry("b.md", "B")], selected: "a.md")
        apply(.folder(.reread(fileName: "a.md", stamp: 0, nil)), to: &unedited)
        // The editor says so; Save Again writes the text shown.
        NotesWorkflow(folder: folder).renderTester(initialState: unedited).expectingChildren()
            .render { #expect($0.selected?.banner == .deletedElsewhere) }
        var saved = unedited
        apply(.retrySave(fileName: "a.md"), to: &saved)
        #expect(saved.drafts["/notes/a.md"]?.writing?.text == "A" && saved.expectation(forPath: "/notes/a.md", fileName: "a.md") == .absent)
        apply(.select("b.md"), to: &unedited)
        #expect(unedited.notes["a.md"] == nil && unedited.order == ["b.md"] && unedited.rows.count == 1)
        // Deleted: nothing to move to the trash (its file is gone); Undo offers its text back.
        var deleted = loaded([entry("a.md", "A"), entry("b.md", "B")], selected: "a.md")
        apply(.folder(.reread(fileName: "a.md", stamp: 0, nil)), to: &deleted)
        apply(.delete(fileName: "a.md"), to: &deleted)
        #expect(deleted.notes["a.md"] == nil && deleted.vanished.isEmpty && deleted.selected == nil)
        #expect(deleted.deletions.map(\.path) == [nil] && deleted.toast?.offersUndo == true)
        // Back on disk before that: it stays, as any note.
        var restored = loaded([entry("a.md", "A"), entry("b.md", "B")], selected: "a.md")
        apply(.folder(.reread(fileName: "a.md", stamp: 0, nil)), to: &restored)
        apply(.folder(.reread(fileName: "a.md", stamp: 1, entry("a.md", "A"))), to: &restored)
        apply(.select("b.md"), to: &restored)
        #expect(restored.notes["a.md"] != nil)
    }

    @Test("Copy puts the selected note's text on the clipboard once per Copy")
    func copy() {
        var state = loaded([entry("a.md", "Alpha")], selected: "a.md")
        apply(.copySelected, to: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .expectSideEffect(key: "copy-1")
            .render { #expect($0.toast?.title == "Copied to clipboard") }
    }

    @Test("Open Folder asks with a folder chooser; the chosen folder is read, and unsaved edits keep their own paths")
    func openFolder() {
        var state = loaded([entry("a.md", "A")], selected: "a.md")
        apply(.edit(fileName: "a.md", text: "AB"), to: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.autosave("/notes/a.md", state.lastRevision)])
            .render { $0.onOpenFolder() }
            .verifyState { #expect($0.chooser == .openFolder) }
        apply(.chooseFolder, to: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.autosave("/notes/a.md", state.lastRevision)])
            .render { rendering in
                #expect(rendering.fileChooser?.mode == .openFolder)
                rendering.fileChooser?.answer(.chosen(["/other"]))
            }
            .verifyState { state in
                #expect(state.folder?.url.path == "/other" && state.phase == .loading && state.folderOpenings == 1 && state.chooser == nil)
                #expect(state.drafts["/notes/a.md"]?.text == "AB")
            }
    }

    @Test("Save As hands the transfer child the selected note; it asks where, then writes a copy of the note there")
    func saveAs() {
        let state = loaded([entry("a.md", "Alpha")], selected: "a.md")
        var note: NotesTransferWorkflow.Note?
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init()) { note = $0.note }
            .expectingIdleFolderAndSaving()
            .render { _ in }
        #expect(note == NotesTransferWorkflow.Note(fileName: "a.md", title: "Alpha", text: "Alpha"))
        let transfer = NotesTransferWorkflow(folder: folder, note: note)
        var child = transfer.makeInitialState()
        transfer.renderTester(initialState: child)
            .render { $0.onSaveAs() }
            .verifyState { #expect($0.chooser == .saveAs(note!)) }
        _ = NotesTransferAction.chooseExport(note!).apply(toState: &child)
        transfer.renderTester(initialState: child)
            .render { rendering in
                #expect(rendering.fileChooser?.mode == .save(suggestedName: "Alpha.md"), "the title, not the file's name")
                rendering.fileChooser?.answer(.chosen(["/tmp/copy.md"]))
            }
            .verifyState { #expect($0.export?.path == "/tmp/copy.md" && $0.export?.text == "Alpha" && $0.chooser == nil) }
        _ = NotesTransferAction.exportChosen(.chosen(["/tmp/copy.md"]), current: note).apply(toState: &child)
        transfer.renderTester(initialState: child)
            .expectWorker(WriteFileWorker(path: "/tmp/copy.md", text: "Alpha", revision: 1), key: "export", producingOutput: .success(FileVersion(device: 0, inode: 0, size: 0, modificationTimeNanoseconds: 0)))
            .render { _ in }
            .assert(output: .toast("Note saved"))
            .verifyState { #expect($0.export == nil) }
    }

    @Test("Back shows the list in a folded window, with nothing selected; Ctrl+F asks for the search field; the font switches")
    func navigation() {
        let state = loaded([entry("a.md", "Alpha")], selected: "a.md")
        #expect(state.showsEditorWhenFolded)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { $0.onBack() }
            .verifyState { #expect(!$0.showsEditorWhenFolded && $0.selected == nil) }
        var searchAsked = false
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(search: .init(focusRequest: 1, onFocusSearch: { searchAsked = true }))
            .render { rendering in
                #expect(rendering.searchFocusRequest == 1)
                rendering.onFocusSearch()
            }
        #expect(searchAsked, "Ctrl+F goes to the search child")
        // The font is the preferences child's: the parent shows its value and passes its switch on.
        var toggled = false
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(preferences: .init(isMonospace: true, onToggleMonospace: { toggled = true }))
            .render { rendering in
                #expect(rendering.isMonospace)
                rendering.onToggleMonospace()
            }
        #expect(toggled)
    }

    @Test("the list's order is kept in the state: an edit re-sorts only a list by title; a save moves the note to the top")
    func keptOrder() {
        var state = loaded([entry("a.md", "Apple"), entry("b.md", "Banana")], selected: "a.md")
        state.notes["b.md"]?.summary.modified = day.addingTimeInterval(60)
        apply(.preferences(.sortOrder(.newestFirst)), to: &state)
        #expect(state.order == ["b.md", "a.md"])
        apply(.edit(fileName: "a.md", text: "Zucchini"), to: &state)
        #expect(state.order == ["b.md", "a.md"], "an edit keeps the note's place until it is written")
        let revision = state.lastRevision
        apply(.saving(.autosaveDue(path: "/notes/a.md", revision: revision)), to: &state)
        apply(.saving(.written(path: "/notes/a.md", revision: revision, .success(FileVersion(device: 0, inode: 0, size: 0, modificationTimeNanoseconds: 0)))), to: &state)
        #expect(state.order == ["a.md", "b.md"], "the saved note is the newest")
        apply(.preferences(.sortOrder(.byTitle)), to: &state)
        #expect(state.order == ["b.md", "a.md"])
        apply(.edit(fileName: "a.md", text: "Aubergine"), to: &state)
        #expect(state.order == ["a.md", "b.md"], "by title, an edit of the title moves the note")
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.autosave("/notes/a.md", state.lastRevision)])
            .render { rendering in
                #expect(rendering.rows.map(\.title) == ["Aubergine", "Banana"])
            }
    }
}
