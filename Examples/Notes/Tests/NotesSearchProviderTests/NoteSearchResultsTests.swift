import Foundation
import NotesCore
import NotesSearchProvider
import Testing

@Suite("Search provider results")
struct NoteSearchResultsTests {
    static func entry(_ name: String, _ text: String, age: TimeInterval) -> NotesFolder.Entry {
        NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: Date(timeIntervalSince1970: 1_000_000 - age), text: NoteText(text)),
                          text: text)
    }

    static func sample() -> NoteSearchResults {
        var results = NoteSearchResults()
        results.add([
            entry("old-title.md", "# Shopping\nmilk", age: 500),
            entry("new-body.md", "# Trip\nbuy a shopping bag", age: 10),
            entry("new-title.md", "# Shopping list\neggs", age: 100),
            entry("other.md", "# Other\nnothing here", age: 1),
        ])
        return results
    }

    @Test("title matches first, each group newest first; every word, case and accents aside; no words: nothing")
    func ranking() {
        let results = Self.sample()
        #expect(results.ids(matching: ["shop"]) == ["new-title.md", "old-title.md", "new-body.md"])
        #expect(results.ids(matching: ["SHÖP", "bag"]) == ["new-body.md"])
        #expect(results.ids(matching: ["shop", "zebra"]).isEmpty)
        #expect(results.ids(matching: []).isEmpty)
        #expect(results.ids(matching: ["  "]).isEmpty)
    }

    @Test("a narrower search keeps the last answer's notes that still match")
    func narrowing() {
        let results = Self.sample()
        #expect(results.ids(narrowing: ["new-title.md", "old-title.md", "new-body.md"], to: ["shopping", "l"])
            == ["new-title.md", "old-title.md"])
        #expect(results.ids(narrowing: ["gone.md", "old-title.md"], to: ["milk"]) == ["old-title.md"])
    }

    @Test("metas: title and snippet of the notes held, in the order asked")
    func metas() {
        let results = Self.sample()
        #expect(results.metas(["new-body.md", "gone.md", "other.md"]) == [
            .init(id: "new-body.md", title: "Trip", snippet: "buy a shopping bag"),
            .init(id: "other.md", title: "Other", snippet: "nothing here"),
        ])
    }

    @Test("a note changed, added again or removed is searched as it is now")
    func changes() {
        var results = Self.sample()
        results.update(Self.entry("other.md", "# Other\nshopping after all", age: 0))
        #expect(results.ids(matching: ["shopping"]) == ["new-title.md", "old-title.md", "other.md", "new-body.md"])
        results.remove("new-title.md")
        results.add([Self.entry("old-title.md", "# Renamed\nno match", age: 0)])
        #expect(results.ids(matching: ["shopping"]) == ["other.md", "new-body.md"])
        #expect(results.count == 3)
        #expect(results.metas(["old-title.md"]).first?.title == "Renamed")
    }

    @Test("at most limit results, the newest")
    func limit() {
        var results = NoteSearchResults()
        results.add((0..<250).map { Self.entry("n\($0).md", "note \($0) body", age: TimeInterval($0)) })
        let ids = results.ids(matching: ["note"])
        #expect(ids.count == NoteSearchResults.limit)
        #expect(ids == (0..<NoteSearchResults.limit).map { "n\($0).md" })
    }

    @Test("a launch carries the shell's timestamp as a startup id, and the note's folder and name")
    func launch() {
        #expect(NoteLauncher.environment(["HOME": "/h"], timestamp: 1234) == ["HOME": "/h", "DESKTOP_STARTUP_ID": "notes-search-provider_TIME1234"])
        #expect(NoteLauncher.environment(["DESKTOP_STARTUP_ID": "old"], timestamp: 0) == [:])
        #expect(NoteLauncher.arguments(opening: "a b.md", in: NotesFolder(url: URL(fileURLWithPath: "/n"))) == ["--folder", "/n", "--open", "a b.md"])
        #expect(NoteLauncher.arguments(opening: nil, in: NotesFolder(url: URL(fileURLWithPath: "/n"))) == ["--folder", "/n"])
    }
}
