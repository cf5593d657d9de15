@testable import NotesScreens
import Testing

/// How a translated format is filled in: in order (`%s`, `%d`) or by position (`%N$s`,
/// `%N$d`), as gettext's c-format lets a translator reorder the values.
@Suite("Notes translation formatting")
struct NotesStringsFormattingTests {
    @Test("%s and %d take the values in order")
    func inOrder() {
        #expect(filledIn("Could not import %s: %s", ["a.md", "not a text file"]) == "Could not import a.md: not a text file")
        #expect(filledIn("Imported %d notes", ["3"]) == "Imported 3 notes")
    }

    @Test("a translator's %2$s … %1$s puts the values in its own order")
    func positional() {
        #expect(filledIn("%2$s: %1$s konnte nicht importiert werden", ["a.md", "keine Textdatei"])
            == "keine Textdatei: a.md konnte nicht importiert werden")
        #expect(filledIn("%1$d von %2$d", ["2", "5"]) == "2 von 5")
        #expect(filledIn("%1$s und noch einmal %1$s", ["x"]) == "x und noch einmal x", "a value used twice")
    }

    @Test("%% is a percent sign, a conversion without a value stays as it is")
    func edges() {
        #expect(filledIn("100%% of %s", ["notes"]) == "100% of notes")
        #expect(filledIn("%s and %s", ["one"]) == "one and %s")
        #expect(filledIn("%3$s", ["a", "b"]) == "%3$s")
        #expect(filledIn("no conversions", ["unused"]) == "no conversions")
    }
}
