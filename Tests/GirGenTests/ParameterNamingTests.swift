import Testing
@testable import GirGen

/// How gir-gen names and hides C parameters in the Swift signatures it writes.
@Suite("gir-gen parameter names")
struct ParameterNamingTests {
    @Test("a `len` after a UTF-8 string is not in the signature: the wrapper passes the string's UTF-8 byte count")
    func stringLengthIsComputed() throws {
        let frob = try MiniGIR.frob()
        #expect(frob.contains("    public func insertText(_ text: String) {"), "\(frob)")
        #expect(frob.contains("gtk_frob_insert_text(cGtkFrob, text, gint(text.utf8.count))"), "\(frob)")
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
}
