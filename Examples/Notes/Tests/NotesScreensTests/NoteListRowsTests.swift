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
        #expect(rows.rows(for: source).map { $0.key as? String } == source.map(\.fileName), "a new order")
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
        #expect(after.map { $0.key as? String } == source.map(\.fileName))
        #expect(after.map(\.value.title) == source.map(\.title))
        #expect(ListViewRowsDiff(old: before, new: after).steps.count == 2)
        // And back down.
        source.append(source.removeFirst())
        let last = rows.rows(for: source)
        #expect(last.map { $0.key as? String } == source.map(\.fileName))
        #expect(ListViewRowsDiff(old: after, new: last).steps.count == 2)
    }
}
