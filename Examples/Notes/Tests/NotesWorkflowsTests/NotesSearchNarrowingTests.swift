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

    /// The parent's notes and the search child's state.
    @MainActor
    struct Searching {
        var notes: NotesWorkflow.State
        var search = NotesSearchWorkflow.State()
        /// The search child as the parent renders it.
        var workflow: NotesSearchWorkflow { NotesSearchWorkflow(index: notes.index, generation: notes.notesGeneration, rows: notes.rows) }

        mutating func query(_ query: String) { _ = NotesSearchAction.query(query).apply(toState: &search) }
        /// The rows a search of the query looks at, by file name (nil: every row).
        var candidates: [String]? { workflow.rowsToSearch(state: search)?.map { notes.rows[$0].fileName } }
    }

    private func loaded(_ texts: [(String, String)], query: String) -> Searching {
        let day = Date(timeIntervalSince1970: 86_400)
        let entries = texts.enumerated().map { offset, note in
            NotesFolder.Entry(summary: NoteSummary(fileName: note.0, modified: day.addingTimeInterval(Double(offset)), text: NoteText(note.1)),
                              text: note.1)
        }
        var state = NotesWorkflow.State(sortOrder: .newestFirst)
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing(entries.map { NoteListing(fileName: $0.summary.fileName, modified: $0.summary.modified) })))))
            .apply(toState: &state)
        _ = NotesAction.folder(.loading(.read(entries))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        var searching = Searching(notes: state)
        searching.query(query)
        return searching
    }

    /// `searching` after the search worker answered its query.
    private func answered(_ searching: Searching) async throws -> Searching {
        var searching = searching
        let notes = searching.notes
        let worker = SearchNotesWorker(index: notes.index, query: searching.search.query, generation: notes.notesGeneration,
                                       rows: notes.rows, candidates: searching.workflow.rowsToSearch(state: searching.search))
        let result: SearchNotesResult = try #require(await worker.run())
        _ = NotesSearchAction.searched(result).apply(toState: &searching.search)
        return searching
    }

    let notes = [("a.md", "Milk\nand bread"), ("b.md", "Mild weather"), ("c.md", "Tea"), ("d.md", "Milkshake")]

    @Test("a letter typed at the end searches only the last answer's rows, and finds the same notes as a whole search")
    func narrowing() async throws {
        var searching = try await answered(loaded(notes, query: "mil"))
        #expect(searching.search.result?.fileNames == ["a.md", "b.md", "d.md"])
        searching.query("milk")
        #expect(searching.candidates == ["d.md", "b.md", "a.md"])
        searching = try await answered(searching)
        #expect(searching.search.result?.fileNames == ["a.md", "d.md"])
        #expect(try searching.notes.index.fileNames(matching: "milk").sorted() == ["a.md", "d.md"])
    }

    @Test("a query that is not the last one narrowed (a letter deleted, another word) searches every row")
    func widening() async throws {
        var searching = try await answered(loaded(notes, query: "milk"))
        searching.query("mil")
        #expect(searching.candidates == nil, "every row")
        searching.query("tea")
        #expect(searching.candidates == nil, "every row")
    }

    @Test("an answer over an older version of the notes is not narrowed (an edit may have added a match)")
    func olderNotes() async throws {
        var searching = try await answered(loaded(notes, query: "mil"))
        _ = NotesAction.edit(fileName: "c.md", text: "Tea with milk").apply(toState: &searching.notes)
        searching.query("milk")
        #expect(searching.candidates == nil, "every row")
        searching = try await answered(searching)
        #expect(searching.search.result?.fileNames == ["a.md", "c.md", "d.md"])
    }

    @Test("clearing the field forgets the answer: the next query lists every note until its search answers")
    func cleared() async throws {
        var searching = try await answered(loaded(notes, query: "tea"))
        searching.query(" ")
        #expect(searching.search.result == nil)
        searching.query("m")
        let notes = searching.notes
        searching.workflow.renderTester(initialState: searching.search)
            .expectWorker(SearchNotesWorker(index: notes.index, query: "m", generation: notes.notesGeneration), key: "search")
            .render { rendering in
                #expect(rendering.isSearching && rendering.result == nil && !rendering.isCurrent)
            }
        NotesWorkflow(folder: folder).renderTester(initialState: notes)
            .expectingChildren(search: .init(query: "m", isSearching: true))
            .render { rendering in
                #expect(rendering.status == .searching)
                #expect(rendering.rows.count == 4)
            }
    }
}
