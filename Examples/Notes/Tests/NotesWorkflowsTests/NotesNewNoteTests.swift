import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// New notes have no file until they have text; their first write names the file after the
/// title (never over a file); later edits keep the name. `onOpen` opens a folder and a note.
@MainActor
@Suite("Notes workflow: new notes named at their first write, opening a note, Save As…")
struct NotesNewNoteTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let day = Date(timeIntervalSince1970: 86_400)

    private func entry(_ name: String, _ text: String) -> NotesFolder.Entry { .note(name, text, modified: day) }

    private func loaded(_ entries: [NotesFolder.Entry]) -> NotesWorkflow.State { .loaded(entries, folder: folder) }

    private func apply(_ action: NotesAction, to state: inout NotesWorkflow.State) {
        _ = action.apply(toState: &state)
    }

    @Test("New Note lists an empty note, selects it and focuses the editor, and writes nothing; New Note again keeps that one")
    func newNoteWritesNothing() throws {
        var state = loaded([entry("Untitled.md", "")])
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { $0.onNewNote() }
            .verifyState { state in
                #expect(state.selected.map(NoteFileName.isProvisional) == true && state.searchClears == 1 && state.showsEditorWhenFolded,
                        "selected, the search field emptied")
            }
        apply(.newNote, to: &state)
        let name = try #require(state.selected)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { rendering in
                #expect(rendering.selected?.fileName == name && rendering.selected?.isEditable == true && rendering.selected?.text == "")
                #expect(rendering.rows.map(\.title) == ["Untitled", "Untitled"] && rendering.editorFocusRequest == 1)
                #expect(rendering.unsavedNotes.isEmpty && !rendering.writesInFlight, "no file for an empty note")
            }
        apply(.newNote, to: &state)
        #expect(state.selected == name && state.notes.count == 2 && state.editorFocusRequest == 2, "the empty new note is the new note")
    }

    @Test("its first write names the file after the title without Markdown (never over a file, a taken name gets “ 2”); later edits keep the name")
    func namedAtFirstWrite() throws {
        var state = loaded([entry("Groceries list.md", "Groceries list")])
        apply(.newNote, to: &state)
        let provisional = try #require(state.selected)
        apply(.edit(fileName: provisional, text: "# Groceries **list**\nmilk"), to: &state)
        #expect(state.notes[provisional]?.summary.text.title == "Groceries list", "listed by its title (without Markdown) at once")
        let revision = state.lastRevision
        apply(.saving(.autosaveDue(path: "/notes/" + provisional, revision: revision)), to: &state)
        #expect(state.selected == "Groceries list 2.md" && state.notes[provisional] == nil && state.named[provisional] == "Groceries list 2.md")
        #expect(state.order.contains("Groceries list 2.md") && state.rows.contains { $0.fileName == "Groceries list 2.md" })
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(saves: [.write("/notes/Groceries list 2.md", "# Groceries **list**\nmilk", revision, expecting: .absent)])
            .render { #expect($0.selected?.fileName == "Groceries list 2.md" && $0.selected?.text == "# Groceries **list**\nmilk") }
        apply(.saving(.written(path: "/notes/Groceries list 2.md", revision: revision, .success(FileVersion(device: 1, inode: 2, size: 3, modificationTimeNanoseconds: 4)))), to: &state)
        apply(.edit(fileName: "Groceries list 2.md", text: "Shopping\nmilk"), to: &state)
        apply(.saving(.autosaveDue(path: "/notes/Groceries list 2.md", revision: state.lastRevision)), to: &state)
        #expect(state.selected == "Groceries list 2.md" && state.drafts["/notes/Groceries list 2.md"]?.writing?.text == "Shopping\nmilk",
                "no rename after the first write")
        #expect(state.expectation(forPath: "/notes/Groceries list 2.md", fileName: "Groceries list 2.md")
            == .version(FileVersion(device: 1, inode: 2, size: 3, modificationTimeNanoseconds: 4)))
    }

    @Test("a name taken by a file that appeared meanwhile: the next free name, written again; the other file is read")
    func nameTakenMeanwhile() throws {
        var state = loaded([])
        apply(.newNote, to: &state)
        let provisional = try #require(state.selected)
        apply(.edit(fileName: provisional, text: "Plans"), to: &state)
        apply(.saving(.autosaveDue(path: "/notes/" + provisional, revision: state.lastRevision)), to: &state)
        let taken = FileError(operation: "write", path: "/notes/Plans.md", reason: "File exists", changedOnDisk: true)
        apply(.saving(.written(path: "/notes/Plans.md", revision: state.lastRevision, .failure(taken))), to: &state)
        #expect(state.selected == "Plans 2.md" && state.drafts["/notes/Plans 2.md"]?.writing?.text == "Plans")
        #expect(state.expectation(forPath: "/notes/Plans 2.md", fileName: "Plans 2.md") == .absent)
        #expect(state.rereads["Plans.md"] != nil && state.notes["Plans.md"] == nil, "the other program's file is read and listed")
    }

    @Test("an empty new note left is never written and leaves the list; one with text left before its write is written when the app ends")
    func leftNewNotes() throws {
        var state = loaded([entry("a.md", "Alpha")])
        apply(.newNote, to: &state)
        let empty = try #require(state.selected)
        apply(.edit(fileName: empty, text: "x"), to: &state)
        apply(.edit(fileName: empty, text: "  "), to: &state)
        #expect(state.drafts.isEmpty, "blank text has nothing to write")
        apply(.select("a.md"), to: &state)
        #expect(state.notes[empty] == nil && state.rows.map(\.fileName) == ["a.md"] && state.unnamed.isEmpty)
        apply(.newNote, to: &state)
        let typed = try #require(state.selected)
        apply(.edit(fileName: typed, text: "Trip\nbooks"), to: &state)
        apply(.select("a.md"), to: &state)
        #expect(state.notes[typed] != nil, "a new note with text stays")
        #expect(state.unsavedNotes == [NotesRendering.UnsavedNote(path: "/notes/Trip.md", text: "Trip\nbooks", expecting: .absent)])
    }

    @Test("deleting a new note before its write takes it off the list without the trash; Undo writes it as a new note")
    func deleteNewNote() throws {
        var state = loaded([])
        apply(.newNote, to: &state)
        let name = try #require(state.selected)
        apply(.edit(fileName: name, text: "Ideas"), to: &state)
        apply(.delete(fileName: name), to: &state)
        #expect(state.notes.isEmpty && state.trashing.isEmpty && state.drafts.isEmpty && state.toast?.offersUndo == true)
        var trash = state.trashWorkflow(writes: FileWriteQueue(), folderPath: "/notes").makeInitialState()
        #expect(trash.deleted?.entry.text == "Ideas" && trash.trashing.isEmpty, "no file goes to the trash")
        let output = try #require(NotesTrashAction.undo(nameIsListed: false).apply(toState: &trash))
        apply(.trash(output), to: &state)
        #expect(state.selected == "Ideas.md" && state.drafts["/notes/Ideas.md"]?.writing?.text == "Ideas")
        #expect(state.expectation(forPath: "/notes/Ideas.md", fileName: "Ideas.md") == .absent)
    }

    @Test("onOpen selects a listed note at once, a note of a folder being read once it is listed, and opens another folder first")
    func open() {
        var state = loaded([entry("a.md", "Alpha"), entry("b.md", "Beta")])
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { $0.open(folder: nil, note: "b.md") }
            .verifyState { #expect($0.selected == "b.md" && $0.showsEditorWhenFolded) }
        let other = NotesFolder(url: URL(fileURLWithPath: "/other"))
        apply(.open(folder: other, note: "c.md"), to: &state)
        #expect(state.folder?.url.path == "/other" && state.phase == .loading && state.folderOpenings == 1 && state.selected == nil)
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing([NoteListing(fileName: "c.md", modified: day)]))))).apply(toState: &state)
        #expect(state.selected == "c.md" && state.pendingSelection == nil, "selected when the listing arrives")
        apply(.open(folder: other, note: "d.md"), to: &state)
        #expect(state.folder?.url.path == "/other" && state.rereads["d.md"] != nil, "the same folder stays; a note not listed is read")
        apply(.folder(.reread(fileName: "d.md", stamp: 1, entry("d.md", "Delta"))), to: &state)
        #expect(state.selected == "d.md")
        apply(.open(folder: nil, note: "gone.md"), to: &state)
        apply(.folder(.reread(fileName: "gone.md", stamp: 1, nil)), to: &state)
        #expect(state.selected == "d.md" && state.pendingSelection == nil, "a note that is not there selects nothing")
    }

    @Test("Save As… suggests the note's title as the file name, in the notes folder")
    func saveAsSuggestsTitle() {
        var state = loaded([entry("note-1.md", "# Trip to *Lyon*\nbooks")])
        apply(.select("note-1.md"), to: &state)
        var transfer: NotesTransferWorkflow?
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init()) { transfer = $0 }
            .expectingIdleFolderAndSaving()
            .render { _ in }
        guard let transfer, let note = transfer.note else {
            Issue.record("the parent renders the transfer child with the selected note")
            return
        }
        var child = transfer.makeInitialState()
        _ = NotesTransferAction.chooseExport(note).apply(toState: &child)
        transfer.renderTester(initialState: child)
            .render { rendering in
                #expect(rendering.fileChooser?.mode == .save(suggestedName: "Trip to Lyon.md"))
                #expect(rendering.fileChooser?.initialFolder == "/notes")
            }
    }
}
