import Foundation
@testable import NotesScreens
import NotesWorkflows
import Testing

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
}
