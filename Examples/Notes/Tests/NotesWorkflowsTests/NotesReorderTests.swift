import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing

/// A save or a new title moves one row, to where a whole sort would put it.
@MainActor
@Suite("Notes order after a save or a new title")
struct NotesReorderTests {
    let day = Date(timeIntervalSince1970: 86_400)

    private func loaded(_ count: Int, sortOrder: NoteSortOrder) -> NotesWorkflow.State {
        let entries = (0..<count).map { index in
            NotesFolder.Entry(summary: NoteSummary(fileName: "n\(index).md", modified: day.addingTimeInterval(Double(index % 7)),
                                                   text: NoteText("Title \(index)")), text: "Title \(index)")
        }
        var state = NotesWorkflow.State(sortOrder: sortOrder)
        state.folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
        let listing = entries.map { NoteListing(fileName: $0.summary.fileName, modified: $0.summary.modified) }
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing(listing, sortOrder: sortOrder))))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.read(entries))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        return state
    }

    /// Whether the state's order, rows and places agree with a sort of every note.
    private func isSorted(_ state: NotesWorkflow.State) -> Bool {
        let sorted = state.sortOrder.sorted(state.notes.values.map(\.summary)).map(\.fileName)
        return state.order == sorted && state.rows.map(\.fileName) == sorted
            && state.order.indices.allSatisfy { state.rowIndex[state.order[$0]] == $0 }
    }

    @Test("a saved note goes to the top of a newest-first list, the rest keep their order")
    func savedNoteMovesUp() {
        var state = loaded(500, sortOrder: .newestFirst)
        #expect(isSorted(state))
        let name = state.order[400]
        _ = NotesAction.select(name).apply(toState: &state)
        _ = NotesAction.edit(fileName: name, text: "Changed").apply(toState: &state)
        _ = NotesAction.saving(.autosaveDue(path: state.path(of: name), revision: state.drafts[state.path(of: name)]?.revision ?? 0))
            .apply(toState: &state)
        let revision = state.drafts[state.path(of: name)]?.writing?.revision
        #expect(revision != nil, "the edit is being written")
        _ = NotesAction.saving(.written(path: state.path(of: name), revision: revision ?? 0, .success(FileVersion(device: 0, inode: 0, size: 0, modificationTimeNanoseconds: 0)))).apply(toState: &state)
        #expect(state.order.first == name)
        #expect(state.rows.first?.title == "Changed")
        #expect(isSorted(state))
    }

    @Test("by title, an edit that renames a note moves its row to its new place")
    func renamedNoteMoves() {
        var state = loaded(300, sortOrder: .byTitle)
        #expect(isSorted(state))
        _ = NotesAction.edit(fileName: "n5.md", text: "Title 250 and a half").apply(toState: &state)
        #expect(isSorted(state))
        #expect(state.order.firstIndex(of: "n5.md") == state.order.firstIndex(of: "n250.md").map { $0 + 1 })
        _ = NotesAction.edit(fileName: "n5.md", text: "AAA first").apply(toState: &state)
        #expect(state.order.first == "n5.md")
        #expect(isSorted(state))
    }
}
