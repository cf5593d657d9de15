import Testing
@testable import gir_gen

/// How gir-gen names, hides and passes C parameters in the Swift signatures it writes.
@Suite("gir-gen parameter names")
struct ParameterNamingTests {
    @Test("a `len` after a UTF-8 string is not in the signature: the wrapper passes the string's UTF-8 byte count")
    func stringLengthIsComputed() throws {
        let frob = try MiniGIR.frob()
        #expect(frob.contains("    public func insertText(_ text: String) {"), "\(frob)")
        #expect(frob.contains("withCStringArgument(text) { cArgument0 in gtk_frob_insert_text(cGtkFrob, cArgument0, gint(text.utf8.count)) }"), "\(frob)")
        #expect(!frob.contains("len: Int"))
    }

    @Test("a setter's one argument has no label: setHint(_:)")
    func setterArgumentIsUnlabelled() throws {
        let frob = try MiniGIR.frob()
        #expect(frob.contains("    public func setHint(_ string: String) {"), "\(frob)")
    }

    @Test("C abbreviations are spelled out: def -> defaultValue, str -> string")
    func abbreviationsSpelledOut() throws {
        let frob = try MiniGIR.frob()
        #expect(frob.contains("    public func doubleWithDefault(key: String, defaultValue: Double) -> Double {"), "\(frob)")
        #expect(Naming.parameter("def") == "defaultValue" && Naming.parameter("str") == "string")
        #expect(Naming.parameter("in") == "`in`", "a keyword is still escaped")
    }

    @Test("reads: a non-const record argument the callee only reads is passed by value, as a pointer to a copy")
    func readsDirective() throws {
        let frob = try MiniGIR.frob("record Gtk.Spot value\nreads Gtk.Frob.advance.spot")
        #expect(frob.contains("    public func advance(_ spot: Spot) {\n        withUnsafeMutablePointer(toCopyOf: spot.cValue) { cArgument0 in gtk_frob_advance(cGtkFrob, cArgument0) }"), "\(frob)")
        let without = try MiniGIR.frob("record Gtk.Spot value")
        #expect(without.contains("    public func advance(_ spot: inout Spot) {"), "without the directive it is inout")
    }
}
