import Gtk
import Testing
import WorkflowUITesting

/// Records, checked by hand: caller-allocated iterators (`GtkTextIter`) as Swift values
/// (`const` arguments by value, others `inout`, out arguments returned), a boxed record
/// (`GtkTreePath`) as a class that frees its path, and a callback whose C type equals its
/// trampoline's (`GtkAssistantPageFunc`, passed without a cast).
@MainActor
@Suite("Generated record mappings", .gtk)
struct GeneratedRecordMappingTests {
    /// A buffer holding `text` (through an iterator: GTK 4.8's buffer has no text property getter).
    func buffer(_ text: String) -> TextBuffer {
        let buffer = TextView().buffer
        var end = buffer.endIter()
        buffer.insert(&end, text: text)
        return buffer
    }

    /// The whole text of `buffer`, read between the out-record bounds.
    func text(_ buffer: TextBuffer) -> String {
        let (start, end) = buffer.bounds()
        return buffer.text(start: start, end: end, includeHiddenChars: true)
    }

    @Test("text inserted at an iterator (gtk_text_buffer_insert) reads back, and the inout iterator ends after it")
    func insertAtIterReadsBack() {
        let buffer = buffer("Hello world")
        var iter = buffer.iterAtOffset(charOffset: 5)
        #expect(iter.offset == 5, "the out record came back filled in")
        buffer.insert(&iter, text: ",")
        #expect(text(buffer) == "Hello, world")
        #expect(iter.offset == 6, "GTK moved the caller's iterator past the inserted text")
        buffer.insert(&iter, text: " big")
        #expect(text(buffer) == "Hello, big world")
        #expect(buffer.charCount == 16)
    }

    @Test("iterating a buffer with forwardChar() visits every character; a copied iterator stays where it was")
    func iterateBuffer() {
        let buffer = buffer("héllo\nwörld")
        var iter = buffer.startIter()
        let start = iter
        var scalars = ""
        while !iter.isEnd {
            scalars.unicodeScalars.append(Unicode.Scalar(UInt32(iter.char))!)
            iter.forwardChar()
        }
        #expect(scalars == "héllo\nwörld")
        #expect(iter.offset == 11 && iter.line == 1, "the end is on the second line")
        #expect(start.offset == 0 && start.isStart, "the copy taken before the loop did not move (value semantics)")
        #expect(start.text(end: iter) == "héllo\nwörld", "a const record argument is passed by value")
        var moved = start
        moved.line = 1
        #expect(moved.offset == 6 && start.offset == 0, "the property setter moved only the copy")
        #expect(start.compare(moved) < 0 && moved.compare(start) > 0 && start.equal(buffer.startIter()))
        // Equatable and Comparable by position (gtk_text_iter_equal / gtk_text_iter_compare).
        #expect(start == buffer.startIter() && start != moved)
        #expect(start < moved && !(moved < start) && [moved, iter, start].sorted() == [start, moved, iter])
    }

    @Test("out records (bounds, selection bounds) come back as a tuple; delete revalidates both inout iterators")
    func outRecordsAndDelete() {
        let buffer = buffer("one two three")
        #expect(buffer.selectionBounds().result == false, "no selection yet")
        buffer.selectRange(ins: buffer.iterAtOffset(charOffset: 4), bound: buffer.iterAtOffset(charOffset: 7))
        let selection = buffer.selectionBounds()
        #expect(selection.result)
        #expect(selection.start.offset == 4 && selection.end.offset == 7)
        #expect(buffer.text(start: selection.start, end: selection.end, includeHiddenChars: true) == "two")
        var start = selection.start, end = selection.end
        buffer.delete(&start, end: &end)
        #expect(text(buffer) == "one  three")
        #expect(start.offset == 4 && end.offset == 4, "both iterators point at the deletion")
        let (lineFound, lineStart) = buffer.iterAtLine(lineNumber: 0)
        #expect(lineFound && lineStart.isStart)
    }

    @Test("a tree path round-trips through its string form; the class owns an independent copy")
    func treePathRoundTrip() throws {
        let path = try #require(TreePath(string: "2:0:1"), "a valid path string makes a path")
        #expect(path.description == "2:0:1" && path.toString() == "2:0:1")
        #expect(path.depth == 3)
        let copy = path.copy()
        #expect(copy == path && copy !== path)
        #expect(path.up())
        path.appendIndex(4)
        #expect(path.description == "2:0:4")
        #expect(copy.description == "2:0:1", "the copy is its own GtkTreePath")
        #expect(copy.isDescendant(ancestor: TreePath(string: "2")!))
        path.next()
        path.prependIndex(7)
        #expect(path.description == "7:2:0:5")
        let first = TreePath()
        first.appendIndex(0)
        #expect(first.compare(path) < 0)
        #expect(TreePath(string: "not a path") == nil, "an invalid string returns NULL: the failable init fails")
    }

    @Test("a property whose getter does not map keeps its setter as a method (gtk_text_buffer_set_text, gtk_drop_down_set_model)")
    func settersOfUnmappedProperties() {
        let buffer = buffer("old")
        buffer.setText("replaced text")
        #expect(text(buffer) == "replaced text")
        let dropDown = DropDown(strings: ["a", "b"])
        dropDown.setModel(StringList(strings: ["x", "y", "z"]))
        dropDown.selected = 2
        #expect((dropDown.selectedItem as? StringObject)?.string == "z", "the drop-down shows the new model")
        dropDown.setModel(nil)
        #expect(dropDown.selectedItem == nil, "nil clears the model (the C setter is nullable)")
    }

    /// Observes that a closure was released.
    final class Token {}

    @Test("gtk_assistant_set_forward_page_func: the closure picks the next page; replacing it and finalizing release it")
    func assistantForwardPageFunc() {
        weak var first: Token?
        weak var second: Token?
        var asked: [Int] = []
        do {
            let assistant = Assistant()
            defer { assistant.destroy() }
            let pages = (0..<3).map { Label("page \($0)") }
            for page in pages {
                assistant.appendPage(page)
                assistant.setPageComplete(page: page, complete: true)
            }
            assistant.currentPage = 0
            do {
                let token = Token()
                first = token
                assistant.setForwardPageFunc { current in
                    _ = token
                    asked.append(current)
                    return current == 0 ? 2 : current + 1
                }
            }
            assistant.nextPage()
            #expect(asked.first == 0, "the closure was asked from page 0")
            #expect(assistant.currentPage == 2, "the page the closure returned is current")
            do {
                let token = Token()
                second = token
                assistant.setForwardPageFunc { current in _ = token; return current - 1 }
            }
            #expect(first == nil, "replacing the function released the first closure (destroy-notify)")
            #expect(second != nil, "GTK holds the second closure")
            assistant.nextPage()
            #expect(assistant.currentPage == 1)
        }
        #expect(second == nil, "destroying the assistant released the closure")
    }
}
