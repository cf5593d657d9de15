import Foundation
import Gtk
import Testing
import WorkflowUITesting

/// The generated `CssProvider` with its hand-written `loadFromData(_:)` and typed
/// `onParsingError(_:)`, and `StyleSheet` built on it.
@MainActor
@Suite("CSS providers and stylesheets (generated CssProvider)", .gtk)
struct StyleSheetTests {
    @Test("a bad stylesheet reports each problem through the typed parsing-error signal, with its line")
    func parsingErrorSignal() throws {
        let provider = CssProvider()
        var errors: [CssParsingError] = []
        let connection = provider.onParsingError { errors.append($0) }
        provider.loadFromData("label { color: red; }\nbox { colour: blue; }\n")
        let error = try #require(errors.first, "GTK reports the unknown property 'colour'")
        #expect(errors.count == 1)
        #expect(error.line == 1 && error.character == 6, "\(error)")
        #expect(error.error.domain.hasPrefix("gtk-css-parser"), "\(error.error)")
        #expect(error.description.hasPrefix("line 2, character 7: "))
        #expect(provider.toString().contains("color: rgb(255,0,0)"), "the valid rule still applies: \(provider.toString())")
        connection.disconnect()
        provider.loadFromData("box { colour: blue; }")
        #expect(errors.count == 1, "a disconnected handler is not called")
    }

    @Test("a clean stylesheet reports nothing; loadFromPath reads a file")
    func cleanStylesheet() throws {
        let provider = CssProvider()
        var errors: [CssParsingError] = []
        provider.onParsingError { errors.append($0) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("workflowgtk-\(getpid())-clean.css").path
        try "button { margin: 3px; }".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        provider.loadFromPath(path)
        #expect(errors.isEmpty, "\(errors)")
        #expect(provider.toString().contains("margin"), "\(provider.toString())")
    }

    @Test("StyleSheet keeps the parsing errors of the CSS it applied, and is a CssProvider")
    func styleSheetParsingErrors() throws {
        let bad = try StyleSheet(css: "window { no-such-property: 1; }")
        defer { bad.remove() }
        #expect(bad.parsingErrors.count == 1 && bad.parsingErrors.first?.line == 0, "\(bad.parsingErrors)")
        let good = try StyleSheet(css: ".accent { font-weight: bold; }")
        defer { good.remove() }
        #expect(good.parsingErrors.isEmpty, "\(good.parsingErrors)")
        let provider: CssProvider = good
        #expect(provider.toString().contains("font-weight"))
        #expect(throws: StyleSheet.LoadError.self) { try StyleSheet(contentsOf: "/nonexistent/workflowgtk.css") }
    }
}
