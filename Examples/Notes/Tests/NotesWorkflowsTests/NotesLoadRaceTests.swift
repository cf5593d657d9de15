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

    @Test("a note made before the listing arrives stays listed and selected (with nothing to write until it has text)")
    func newNoteBeforeListing() {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.newNote.apply(toState: &state)
        let name = try! #require(state.selected)
        // The listing was taken before the note was made.
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing([]))))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.read([]))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        #expect(state.notes[name] != nil, "the new note vanished from the list when the older listing arrived")
        #expect(state.selected == name && state.drafts.isEmpty)
        _ = NotesAction.edit(fileName: name, text: "Plans").apply(toState: &state)
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing([]))))).apply(toState: &state)
        #expect(state.notes[name]?.text == "Plans" && state.drafts[state.path(of: name)]?.text == "Plans", "its edit stays listed")
    }

    @Test("a note of another folder's draft is not listed in this one")
    func otherFolderDraft() {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        state.drafts["/elsewhere/Plans.md"] = NoteDraft(fileName: "Plans.md", text: "Plans", revision: 1)
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing([]))))).apply(toState: &state)
        #expect(state.notes.isEmpty && state.selected == nil)
    }
}
