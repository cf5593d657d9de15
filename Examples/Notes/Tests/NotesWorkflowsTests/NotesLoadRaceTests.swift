import Foundation
import NotesCore
import NotesWorkflows
import Testing
import Workflow

/// A note made while the folder is still being listed (Ctrl+N right at launch) is not lost
/// when the listing, taken before its file was written, arrives.
@MainActor
@Suite("Notes workflow: a new note during the first listing")
struct NotesLoadRaceTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))

    @Test("a note made before the listing arrives stays listed, selected and being written")
    func newNoteBeforeListing() {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.newNote.apply(toState: &state)
        #expect(state.selected == "Untitled.md")
        // The listing was taken before Untitled.md was on disk.
        _ = NotesAction.loading(.listed(.success(NotesListing([])))).apply(toState: &state)
        _ = NotesAction.loading(.read([])).apply(toState: &state)
        _ = NotesAction.loading(.finished).apply(toState: &state)
        #expect(state.notes["Untitled.md"] != nil, "the new note vanished from the list when the older listing arrived")
        #expect(state.selected == "Untitled.md")
        #expect(state.drafts["/notes/Untitled.md"]?.writing?.text == "")
    }

    @Test("a note of another folder's draft is not listed in this one")
    func otherFolderDraft() {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.newNote.apply(toState: &state)
        let draft = state.drafts.removeValue(forKey: "/notes/Untitled.md")
        state.drafts["/elsewhere/Untitled.md"] = draft
        _ = NotesAction.loading(.listed(.success(NotesListing([])))).apply(toState: &state)
        #expect(state.notes.isEmpty && state.selected == nil)
    }
}
