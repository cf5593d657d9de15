import NotesCore
import Testing

@Suite("Note titles and snippets")
struct NoteTextTests {
    @Test("the title is the first line with text, without its # marks; the snippet is the rest on one line, without list markers")
    func titleAndSnippet() {
        let text = NoteText("\n\n  # Groceries  \n\n- milk\n- eggs\t and  bread\n")
        #expect(text.title == "Groceries")
        #expect(text.snippet == "milk eggs and bread")
    }

    @Test("an empty or blank note is Untitled with no snippet; a note of only # is Untitled, an empty heading is no title")
    func empty() {
        #expect(NoteText("") == NoteText("   \n\t\n"))
        #expect(NoteText("").title == NoteText.untitled && NoteText("").snippet.isEmpty)
        #expect(NoteText("###").title == NoteText.untitled)
        #expect(NoteText("###\nbody").title == "body")
    }

    @Test("a long snippet is cut at a word and ends in an ellipsis; one long word is cut inside")
    func longSnippet() {
        let words = Array(repeating: "word", count: 100).joined(separator: " ")
        let text = NoteText("Title\n" + words)
        #expect(text.snippet.hasSuffix("…"))
        #expect(text.snippet.count <= NoteText.snippetLength + 1)
        #expect(!text.snippet.dropLast().hasSuffix(" "))
        let oneWord = NoteText("Title\n" + String(repeating: "x", count: 500))
        #expect(oneWord.snippet.count == NoteText.snippetLength + 1)
    }
}

@Suite("Note file names")
struct NoteFileNameTests {
    @Test("slashes, NUL and line breaks become dashes; leading dots go; an empty title is Untitled")
    func safeNames() {
        #expect(NoteFileName.make(for: "a/b\0c\nd", taken: []) == "a-b-c-d.md")
        #expect(NoteFileName.make(for: "../secret", taken: []) == "-secret.md")
        #expect(NoteFileName.make(for: "  ...  ", taken: []) == "Untitled.md")
    }

    @Test("a taken name (in any case) gets the next free number")
    func collisions() {
        #expect(NoteFileName.make(for: "Plan", taken: ["plan.md", "Plan 2.md"]) == "Plan 3.md")
    }

    @Test("a long title is shortened to fit in maximumBytes with room for a number")
    func long() {
        let name = NoteFileName.make(for: String(repeating: "ü", count: 400), taken: [])
        #expect(name.utf8.count <= NoteFileName.maximumBytes - 8)
        #expect(name.hasSuffix(".md"))
    }
}
