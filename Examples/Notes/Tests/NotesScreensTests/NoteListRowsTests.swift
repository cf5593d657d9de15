import Foundation
@testable import NotesScreens
import NotesWorkflows
import Testing
import WorkflowContainers

@MainActor
@Suite("Notes list rows")
struct NoteListRowsTests {
    private func row(_ name: String, _ title: String) -> NotesRendering.Row {
        NotesRendering.Row(fileName: name, title: title, snippet: "", modified: Date(timeIntervalSince1970: 0), readOnlyReason: nil)
    }

    @Test("a few changed rows are patched in place, other changes rebuild; either way the rows are the rendering's")
    func patchAndRebuild() {
        let rows = NoteListRows()
        var source = (0..<100).map { row("n\($0).md", "Note \($0)") }
        #expect(rows.rows(for: source).map(\.value.title) == source.map(\.title))
        source[42].title = "Edited"
        #expect(rows.rows(for: source).map(\.value.title) == source.map(\.title), "one title changed")
        source.swapAt(0, 1)
        #expect(rows.rows(for: source).map { rows.fileName(of: $0.key) } == source.map(\.fileName), "a new order")
        source.removeLast()
        #expect(rows.rows(for: source).count == 99)
        for index in 0..<20 { source[index].title = "Many \(index)" }
        #expect(rows.rows(for: source).map(\.value.title) == source.map(\.title), "more changes than the patch limit")
    }

    @Test("one row moved (a saved note going to the top), and changed: the kept rows move it, so the list sees two steps")
    func oneRowMoved() {
        let rows = NoteListRows()
        var source = (0..<10_000).map { row("n\($0).md", "Note \($0)") }
        let before = rows.rows(for: source)
        var moved = source.remove(at: 8_000)
        moved.title = "Saved"
        source.insert(moved, at: 0)
        let after = rows.rows(for: source)
        #expect(after.map { rows.fileName(of: $0.key) } == source.map(\.fileName))
        #expect(after.map(\.value.title) == source.map(\.title))
        #expect(ListViewRowsDiff(old: before, new: after).steps.count == 2)
        // And back down.
        source.append(source.removeFirst())
        let last = rows.rows(for: source)
        #expect(last.map { rows.fileName(of: $0.key) } == source.map(\.fileName))
        #expect(ListViewRowsDiff(old: after, new: last).steps.count == 2)
    }

    @Test("a search's matches are taken from every note's rows by position; the next keystroke's and clearing are diffed as steps of rows left out and brought back")
    func searchMatches() {
        let rows = NoteListRows()
        let source = (0..<1_000).map { row("n\($0).md", "Note \($0)") }
        let all = rows.rows(for: NoteRows(source))
        let evens = Array(stride(from: 0, to: 1_000, by: 2)), fours = Array(stride(from: 0, to: 1_000, by: 4))
        let matches = rows.rows(for: NoteRows(all: source, positions: evens))
        #expect(matches.map { rows.fileName(of: $0.key) } == evens.map { source[$0].fileName })
        #expect(matches.map(\.value.title) == evens.map { source[$0].title })
        let narrowed = rows.rows(for: NoteRows(all: source, positions: fours))
        #expect(narrowed.map(\.value.title) == fours.map { source[$0].title })
        // Every other row left out: the 250 rows kept are the shared first one and the rest in place.
        let narrowing = ListViewRowsDiff(old: matches, new: narrowed)
        #expect(narrowing.start == 1 && narrowing.inPlace.count == 249)
        #expect(narrowing.steps.count == 250, "a run of one row left out after each kept row")
        let cleared = rows.rows(for: NoteRows(source))
        #expect(cleared.map(\.value.title) == source.map(\.title))
        let clearing = ListViewRowsDiff(old: narrowed, new: cleared)
        #expect(clearing.start == 1 && clearing.inPlace.map(\.old) == Array(1..<250))
        #expect(clearing.inPlace.map(\.new) == fours.dropFirst().map { $0 })
        #expect(ListViewRowsDiff(old: all, new: cleared).steps.isEmpty, "every note's rows are kept while a search shows")
    }
}
