import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowUITesting

/// The real `GdkClipboard` of the Xvfb display.
@MainActor
@Suite("Clipboard (GTK)", .gtk)
struct ClipboardGtkTests {
    @Test("a copy through the workflow's side effect is read back by its paste worker (a real GdkClipboard round trip)")
    func roundTrip() async throws {
        #expect(Display.open())
        let host = WorkflowHost(workflow: ClipboardDocWorkflow())
        let text = "Call me Ishmael. ✓ \(Int.random(in: 0..<1_000_000))"
        host.rendering.copy(text)
        try await UILoop.require("the copy to be made") { host.rendering.state.copies == 1 && Clipboard.default?.isLocal == true }
        host.rendering.paste()
        try await UILoop.require("the paste worker to read the clipboard") { host.rendering.state.pasted != nil }
        #expect(host.rendering.state.pasted == text)
        // A second paste reads again (a new revision).
        Clipboard.default?.setText("second")
        host.rendering.paste()
        try await UILoop.require("the second paste") { host.rendering.state.pasted == "second" }
    }

    @Test("an empty clipboard is a read error naming the reason, not a crash")
    func emptyClipboard() async throws {
        let clipboard = try #require(Clipboard.default, "a display is open")
        clipboard.setText("something")
        clipboard.clear()
        let host = WorkflowHost(workflow: ClipboardDocWorkflow())
        host.rendering.paste()
        try await UILoop.require("the paste worker to answer") { !host.rendering.state.isPasting }
        let failure = try #require(host.rendering.state.pasteFailure)
        #expect(!failure.reason.isEmpty)
        #expect(host.rendering.state.pasted == nil)
    }
}
