import Foundation
import NotesCore
@testable import NotesWorkflows
import Testing
import WorkflowTesting

/// What a search looks at: a letter typed at the end searches the last answer only; anything
/// else, or an answer over older notes, searches every row; clearing the field forgets the answer.
@MainActor
@Suite("Notes search narrowing")
struct NotesSearchNarrowingTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))

    private func loaded(_ texts: [(String, String)], query: String) -> NotesWorkflow.State {
        let day = Date(timeIntervalSince1970: 86_400)
        let entries = texts.enumerated().map { offset, note in
            NotesFolder.Entry(summary: NoteSummary(fileName: note.0, modified: day.addingTimeInterval(Double(offset)), text: NoteText(note.1)),
                              text: note.1)
        }
        var state = NotesWorkflow.State(sortOrder: .newestFirst)
        _ = NotesAction.loading(.listed(.success(NotesListing(entries.map { NoteListing(fileName: $0.summary.fileName, modified: $0.summary.modified) }))))
            .apply(toState: &state)
        _ = NotesAction.loading(.read(entries)).apply(toState: &state)
        _ = NotesAction.loading(.finished).apply(toState: &state)
        _ = NotesAction.query(query).apply(toState: &state)
        return state
    }

    /// `state` after the search worker answered its query.
    private func answered(_ state: NotesWorkflow.State) async throws -> NotesWorkflow.State {
        var state = state
        let worker = SearchNotesWorker(index: state.index, query: state.query, generation: state.notesGeneration,
                                       rows: state.rows, candidates: NotesWorkflow.rowsToSearch(state: state))
        let result: SearchNotesResult = try #require(await worker.run())
        _ = NotesAction.searched(result).apply(toState: &state)
        return state
    }

    let notes = [("a.md", "Milk\nand bread"), ("b.md", "Mild weather"), ("c.md", "Tea"), ("d.md", "Milkshake")]

    @Test("a letter typed at the end searches only the last answer's rows, and finds the same notes as a whole search")
    func narrowing() async throws {
        var state = try await answered(loaded(notes, query: "mil"))
        #expect(state.searchResult?.fileNames == ["a.md", "b.md", "d.md"])
        _ = NotesAction.query("milk").apply(toState: &state)
        #expect(NotesWorkflow.rowsToSearch(state: state)?.map { state.rows[$0].fileName } == ["d.md", "b.md", "a.md"])
        state = try await answered(state)
        #expect(state.searchResult?.fileNames == ["a.md", "d.md"])
        #expect(try state.index.fileNames(matching: "milk").sorted() == ["a.md", "d.md"])
    }

    @Test("a query that is not the last one narrowed (a letter deleted, another word) searches every row")
    func widening() async throws {
        var state = try await answered(loaded(notes, query: "milk"))
        _ = NotesAction.query("mil").apply(toState: &state)
        #expect(NotesWorkflow.rowsToSearch(state: state) == nil, "every row")
        _ = NotesAction.query("tea").apply(toState: &state)
        #expect(NotesWorkflow.rowsToSearch(state: state) == nil, "every row")
    }

    @Test("an answer over an older version of the notes is not narrowed (an edit may have added a match)")
    func olderNotes() async throws {
        var state = try await answered(loaded(notes, query: "mil"))
        _ = NotesAction.edit(fileName: "c.md", text: "Tea with milk").apply(toState: &state)
        _ = NotesAction.query("milk").apply(toState: &state)
        #expect(NotesWorkflow.rowsToSearch(state: state) == nil, "every row")
        state = try await answered(state)
        #expect(state.searchResult?.fileNames == ["a.md", "c.md", "d.md"])
    }

    @Test("clearing the field forgets the answer: the next query lists every note until its search answers")
    func cleared() async throws {
        var state = try await answered(loaded(notes, query: "tea"))
        _ = NotesAction.query(" ").apply(toState: &state)
        #expect(state.searchResult == nil)
        _ = NotesAction.query("m").apply(toState: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .expectWorker(SearchNotesWorker(index: state.index, query: "m", generation: state.notesGeneration), key: "search")
            .render { rendering in
                #expect(rendering.status == .searching)
                #expect(rendering.rows.count == 4)
            }
    }
}
