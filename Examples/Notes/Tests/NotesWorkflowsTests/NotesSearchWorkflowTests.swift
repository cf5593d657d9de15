import Foundation
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite("Notes search (a child workflow)")
struct NotesSearchWorkflowTests {
    let rows = [NotesRendering.Row(fileName: "a.md", title: "Shopping", snippet: "milk", modified: Date(timeIntervalSince1970: 0), readOnlyReason: nil),
                NotesRendering.Row(fileName: "b.md", title: "Plans", snippet: "Sunday", modified: Date(timeIntervalSince1970: 0), readOnlyReason: nil)]
    var index: NoteSearchIndex { NoteSearchIndex([(fileName: "a.md", text: "Shopping\nmilk"), (fileName: "b.md", text: "Plans\nSunday")]) }

    @Test("typing a query runs a search worker over the index; its answer is rendered for the parent to narrow its list by")
    func search() {
        let index = index
        let workflow = NotesSearchWorkflow(index: index, generation: 3, rows: rows)
        workflow.renderTester(initialState: .init())
            .render { rendering in
                #expect(!rendering.isSearching && rendering.result == nil)
                rendering.onQueryChange("milk")
            }
            .verifyState { #expect($0.query == "milk") }
        let answer = SearchNotesResult(query: "milk", generation: 3, fileNames: ["a.md"])
        workflow.renderTester(initialState: .init(query: "milk"))
            .expectWorker(SearchNotesWorker(index: index, query: "milk", generation: 3), key: "search", producingOutput: answer)
            .render { rendering in
                #expect(rendering.isSearching && rendering.result == nil && !rendering.isCurrent && rendering.query == "milk")
            }
            .verifyState { #expect($0.result?.fileNames == ["a.md"]) }
        workflow.renderTester(initialState: .init(query: "milk", result: answer))
            .render { rendering in
                #expect(rendering.isCurrent && rendering.result?.fileNames == ["a.md"])
            }
        NotesSearchWorkflow(index: index, generation: 4, rows: rows).renderTester(initialState: .init(query: "milk", result: answer))
            .expectWorker(SearchNotesWorker(index: index, query: "milk", generation: 4), key: "search")
            .render { rendering in
                #expect(!rendering.isCurrent && rendering.result?.fileNames == ["a.md"], "the last answer shows while the notes' next search runs")
            }
    }

    @Test("an answer to an older query, or one older than the answer kept, is dropped; a cancelled search changes nothing")
    func staleAnswers() {
        var state = NotesSearchWorkflow.State(query: "milk", result: SearchNotesResult(query: "milk", generation: 5, fileNames: ["a.md"]))
        _ = NotesSearchAction.searched(SearchNotesResult(query: "mil", generation: 5, fileNames: [])).apply(toState: &state)
        _ = NotesSearchAction.searched(SearchNotesResult(query: "milk", generation: 4, fileNames: [])).apply(toState: &state)
        _ = NotesSearchAction.searched(nil).apply(toState: &state)
        #expect(state.result?.fileNames == ["a.md"] && state.result?.generation == 5)
    }

    @Test("clearing the field forgets the answer; the parent's clear request empties the field; Ctrl+F focuses it and tells the parent")
    func clearAndFocus() {
        var state = NotesSearchWorkflow.State(query: "milk", result: SearchNotesResult(query: "milk", generation: 0, fileNames: ["a.md"]))
        _ = NotesSearchAction.query("  ").apply(toState: &state)
        #expect(state.result == nil)
        state = NotesSearchWorkflow.State(query: "milk", result: SearchNotesResult(query: "milk", generation: 0, fileNames: ["a.md"]))
        let before = NotesSearchWorkflow(index: index, generation: 0, rows: rows, clearRequest: 0)
        let after = NotesSearchWorkflow(index: index, generation: 0, rows: rows, clearRequest: 1)
        after.workflowDidChange(from: before, state: &state)
        #expect(state.query.isEmpty && state.result == nil && state.clearRequest == 1)
        after.renderTester(initialState: state)
            .render { $0.onFocusSearch() }
            .assert(output: .focusRequested)
            .verifyState { #expect($0.focusRequest == 1) }
    }
}
