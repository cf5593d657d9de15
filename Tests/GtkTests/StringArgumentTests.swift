import Gtk
import GtkTestSupport
import Testing

/// Generated wrappers lend a string argument to C with `withCString` (no C array copied per
/// call); what GTK receives must be the string exactly, and nil must arrive as NULL.
@MainActor
@Suite("String arguments", .gtk)
struct StringArgumentTests {
    /// Empty, small (stored inline in the `String`), large (heap storage), non-ASCII and a
    /// substring-derived string.
    static let samples = ["", "row 7: 3", String(repeating: "a long row text ", count: 40),
                          "Größe ✓ 日本語 — émoji 🙂", String("prefix:tail".split(separator: ":")[1])]

    @Test("a property setter passes each string intact")
    func propertySetter() {
        let label = Label()
        for sample in Self.samples {
            label.text = sample
            #expect(label.text == sample)
        }
    }

    @Test("an optional string property takes nil as NULL and strings intact")
    func optionalPropertySetter() {
        let window = Window()
        defer { window.destroy() }
        for sample in Self.samples.dropFirst() {
            window.title = sample
            #expect(window.title == sample)
        }
        window.title = nil
        #expect(window.title == nil)
    }

    @Test("a method with a string and its computed byte length passes both")
    func methodWithLength() {
        let buffer = TextView().buffer
        for sample in Self.samples {
            buffer.setText(sample)
            let (start, end) = buffer.bounds()
            #expect(buffer.text(start: start, end: end, includeHiddenChars: true) == sample)
        }
    }
}
