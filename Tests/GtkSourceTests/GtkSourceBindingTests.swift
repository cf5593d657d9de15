import Gtk
import GtkSource
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The hand-written parts of the GtkSource module (the shared managers, string arrays, search
/// by character offsets, highlighting on demand) on the real GtkSourceView 5.6 under Xvfb.
@MainActor
@Suite("GtkSource bindings", .gtk)
struct GtkSourceBindingTests {
    init() { SourceViewLibrary.initialize() }

    @Test("the default managers find the system's Markdown language and the Adwaita schemes")
    func managers() throws {
        #expect(SourceViewLibrary.version.major == 5)
        #expect(LanguageManager.default === LanguageManager.default, "one wrapper for the shared manager")
        #expect(LanguageManager.default.languageIds.contains("markdown"))
        let markdown = try #require(LanguageManager.default.language(id: "markdown"))
        #expect(markdown.id == "markdown" && markdown.name == "Markdown")
        let schemes = StyleSchemeManager.default.schemeIds
        #expect(schemes.contains("Adwaita") && schemes.contains("Adwaita-dark"), "\(schemes)")
        #expect(StyleSchemeManager.default.scheme(schemeId: "Adwaita-dark")?.id == "Adwaita-dark")
        #expect(StyleSchemeManager.default.scheme(schemeId: "no-such-scheme") == nil)
    }

    @Test("ensureHighlight applies the Markdown language's tags to a heading now, and none to plain text")
    func highlighting() throws {
        let buffer = Buffer(language: try #require(LanguageManager.default.language(id: "markdown")))
        buffer.setText("# Heading\n\nplain words")
        buffer.ensureHighlight()
        var iter = buffer.startIter()
        let toggled = iter.forwardToTagToggle(tag: nil)
        #expect(toggled, "a style tag starts or ends in the text")
        #expect(iter.offset <= "# Heading".count, "the first toggle is within the heading line, at \(iter.offset)")
        var plain = buffer.iterAtOffset(charOffset: "# Heading\n\n".count)
        let plainToggled = plain.forwardToTagToggle(tag: nil)
        #expect(!plainToggled, "no tag on the plain paragraph")
    }

    @Test("forward and backward find matches as character offsets, wrapping around the buffer")
    func search() async throws {
        let buffer = Buffer()
        buffer.setText("Grüße, Welt. grüße!")
        let settings = SearchSettings()
        settings.searchText = "grüße"
        settings.wrapAround = true
        let context = SearchContext(buffer: buffer, settings: settings)
        #expect(context.forward(fromOffset: 0) == SearchMatch(start: 0, end: 5), "case-insensitive by default, offsets in characters")
        #expect(context.forward(fromOffset: 1) == SearchMatch(start: 13, end: 18))
        #expect(context.forward(fromOffset: 14) == SearchMatch(start: 0, end: 5, wrappedAround: true))
        #expect(context.backward(fromOffset: 18) == SearchMatch(start: 13, end: 18), "a match ending at the offset counts")
        #expect(context.backward(fromOffset: 17) == SearchMatch(start: 0, end: 5))
        #expect(context.backward(fromOffset: 3) == SearchMatch(start: 13, end: 18, wrappedAround: true))
        try await UILoop.require("the context to count the matches", until: { context.occurrencesCount >= 0 })
        #expect(context.occurrencesCount == 2)
        #expect(context.position(of: SearchMatch(start: 13, end: 18)) == 2)
        #expect(context.position(of: SearchMatch(start: 1, end: 5)) == nil, "not a match")
        settings.isCaseSensitive = true
        #expect(context.forward(fromOffset: 0) == SearchMatch(start: 13, end: 18))
        settings.searchText = "absent"
        #expect(context.forward(fromOffset: 0) == nil)
    }
}
