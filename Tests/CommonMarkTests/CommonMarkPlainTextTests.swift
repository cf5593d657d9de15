import CommonMark
import Testing

/// `CommonMark.plainText` on cmark 0.30: each construct's markup goes, its text stays.
@Suite("CommonMark plain text")
struct CommonMarkPlainTextTests {
    @Test("headings, lists and quotes lose their marks; each block is a line", arguments: [
        ("## Decisions", "Decisions\n"),
        ("Title\n=====\n\nBody", "Title\nBody\n"),
        ("- Milk\n- Bread", "Milk\nBread\n"),
        ("1. one\n2) two", "one\ntwo\n"),
        ("3) three\n4) four", "three\nfour\n"),
        ("> quoted\n> more", "quoted\nmore\n"),
        ("- [ ] task", "[ ] task\n"),
        ("", ""),
    ])
    func blocks(_ markdown: String, _ expected: String) {
        #expect(CommonMark.plainText(markdown) == expected)
    }

    @Test("emphasis, code, links, images and entities keep their text; HTML and rules go", arguments: [
        ("*a* **b** _c_ ~~d~~", "a b c ~~d~~\n"),
        ("Use `swift build` now", "Use swift build now\n"),
        ("See [the docs](https://example.org \"t\") and <https://x.org>", "See the docs and https://x.org\n"),
        ("![a cat](cat.png)", "a cat\n"),
        ("Fish &amp; chips &copy;", "Fish & chips ©\n"),
        ("a <b>bold</b> word\n\n<div>\nblock\n</div>\n\n---\n\nend", "a bold word\nend\n"),
        ("```swift\nlet x = 1\n```\n\nafter", "let x = 1\nafter\n"),
        ("line one  \nline two\nline three", "line one\nline two\nline three\n"),
        ("[ref]\n\n[ref]: https://example.org", "ref\n"),
    ])
    func inlines(_ markdown: String, _ expected: String) {
        #expect(CommonMark.plainText(markdown) == expected)
    }

    @Test("text that is not Markdown comes back as it is, with a line break; non-ASCII text too")
    func plain() {
        #expect(CommonMark.plainText("Grüße aus Köln 🌧") == "Grüße aus Köln 🌧\n")
        #expect(CommonMark.version.hasPrefix("0."))
    }
}
