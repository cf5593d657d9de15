import Gtk
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// Text fields whose text the workflow owns: typing fast, the echo of each edit coming
/// back through the workflow, must lose no keystroke and keep the caret and selection.
@MainActor
@Suite("Text field echo", .gtk)
struct TextFieldEchoTests {
    @Test("fast real key presses all reach the workflow and the field, the caret at the end")
    func fastTypingThroughWorkflow() async throws {
        let host = try await UITestHost(workflow: EchoWorkflow())
        defer { host.close() }
        let entry = try host.find(Entry.self)
        entry.grabFocus()
        try await host.press("h")  // focuses the window through the X server and settles
        let typed = "ello workflow elements echo"
        // All keys go to the X server at once: GTK reads them in bursts, several edits
        // reach the workflow before its renderings are applied.
        for character in typed {
            #expect(KeyboardSimulator.press(character == " " ? "space" : String(character)))
        }
        let expected = "h" + typed
        try await host.wait(for: "the field to show every typed character", timeout: .seconds(10)) {
            entry.text == expected
        }
        try await host.settle()
        let container = try #require(host.containerViewController(for: EchoWorkflow.self))
        #expect(container.host.rendering.text == expected)
        #expect(entry.text == expected)
        #expect(entry.cursorPosition == expected.count)
        #expect(host.findAll(Gtk.Label.self, label: "\(expected.count) characters").count == 1)
    }

    @Test("a late echo of an older text keeps the newer keystrokes; the workflow's own change replaces the text")
    func lateEchoKeepsNewerText() async throws {
        var reported: [String] = []
        func screen(_ text: String) -> ClosureScreen {
            ClosureScreen { TextField(text: text, onChange: { reported.append($0) }).anyElement }
        }
        let host = try await UITestHost(screen: screen(""))
        defer { host.close() }
        let entry = try host.find(Entry.self)
        try await host.type("a", into: entry)
        try await host.type("b", into: entry)
        #expect(reported == ["a", "ab"])
        // The workflow renders "a" (the echo of the first edit) after "b" was typed.
        try await host.update(screen: screen("a"))
        #expect(entry.text == "ab", "the newer keystroke survives the late echo")
        try await host.update(screen: screen("ab"))
        #expect(entry.text == "ab")
        #expect(entry.cursorPosition == 2)
        // A text the user did not type (the workflow's own change) replaces it.
        try await host.update(screen: screen("xyz"))
        #expect(entry.text == "xyz")
        #expect(entry.cursorPosition == 2, "the caret stays where it was")
        #expect(reported == ["a", "ab"], "the workflow's change is not reported as an edit")
    }

    @Test("the echo of the current text keeps the selection")
    func echoKeepsSelection() async throws {
        func screen(_ text: String) -> ClosureScreen {
            ClosureScreen { TextField(text: text, onChange: { _ in }).anyElement }
        }
        let host = try await UITestHost(screen: screen("hello"))
        defer { host.close() }
        let entry = try host.find(Entry.self)
        entry.grabFocus()
        entry.select(1..<4)
        try await host.update(screen: screen("hello"))
        #expect(entry.selectedRange == 1..<4)
    }
}
