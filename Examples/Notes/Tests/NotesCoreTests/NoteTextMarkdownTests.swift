@testable import NotesCore
import Testing

/// Rows show a note's text as a reader sees it: CommonMark's markup (read by cmark) is not shown.
@Suite("Note titles and snippets without Markdown markup")
struct NoteTextMarkdownTests {
    @Test("headings, lists, emphasis, code, links and quotes show their text only", arguments: [
        ("## Decisions\n\nWe chose *plan A* over __plan B__.", "Decisions", "We chose plan A over plan B."),
        ("# Shopping\n- Milk\n- Bread", "Shopping", "Milk Bread"),
        ("Shopping\n========\n\n1. Milk\n2. Bread", "Shopping", "Milk Bread"),
        ("**Run** `make check`\n\nSee [the guide](https://example.org/guide) and <https://example.org>.",
         "Run make check", "See the guide and https://example.org."),
        ("> A quote\n> across lines\n\n---\n\nAfter the rule", "A quote", "across lines After the rule"),
        ("```swift\nlet answer = 42\n```\nText", "let answer = 42", "Text"),
        ("<!-- a comment -->\n# Real title\nBody &amp; soul", "Real title", "Body & soul"),
        ("- [ ] call Anna\n- [x] buy stamps", "[ ] call Anna", "[x] buy stamps"),
    ])
    func withoutMarkup(_ markdown: String, _ title: String, _ snippet: String) {
        let text = NoteText(markdown)
        #expect(text.title == title)
        #expect(text.snippet == snippet)
    }

    @Test("a text without a character that can start markup is not parsed; one with any is")
    func markupDetection() {
        for plain in ["Plain title\nplain body, with commas; and 3 apples.", "Grüße aus Köln", "a  b   c"] {
            #expect(!Self.hasMarkup(plain), "\(plain)")
            #expect(NoteText.readable(plain) == Substring(plain))
        }
        for marked in ["# x", "a *b*", "x_y", "`c`", "[l](u)", "<b>", "> q", "!", "a\\b", "&amp;", "~~s~~", "a | b", "t\n=", "- i", "+ i",
                       "\tcode", "    code", "1. one", "2) two"] {
            #expect(Self.hasMarkup(marked), "\(marked)")
        }
        #expect(NoteText("Plain title\nplain body").title == "Plain title")
    }

    static func hasMarkup(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { NoteText.hasMarkup($0) }
    }

    @Test("only the note's start is read: a long note's title and snippet come from its first readLength bytes, cut at a line's end or a character")
    func longNotes() {
        let body = Array(repeating: "- item with *some* words", count: 10_000).joined(separator: "\n")
        let long = NoteText("# Long\n" + body)
        #expect(long.title == "Long")
        #expect(long.snippet.hasPrefix("item with some words item with some words") && long.snippet.hasSuffix("…"))
        // One line of two-byte characters longer than readLength: cut between characters.
        let line = String(repeating: "ü", count: NoteText.readLength)
        let cut = NoteText("# " + line)
        #expect(cut.title.allSatisfy { $0 == "ü" } && cut.title.utf8.count < NoteText.readLength)
    }
}
