import Foundation
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

    @Test("a texture copied through the workflow's side effect comes back from the real GdkClipboard with the same pixels")
    func textureRoundTrip() async throws {
        let clipboard = try #require(Clipboard.default, "a display is open")
        clipboard.setText("not an image")
        let folder = try FileManager.default.makeTemporaryFolder("wgtk-clipboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("source.png").path
        // A 3×2 image, one pixel half transparent.
        try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAF0lEQVR4nGP4z8DwHwwZ/v8HIyABohoAqfAOc/7zXvYAAAAASUVORK5CYII=")!
            .write(to: URL(fileURLWithPath: source))
        let texture = try Texture(path: source)
        let host = WorkflowHost(workflow: CopyImageWorkflow(texture: texture))
        host.rendering.copy()
        try await UILoop.require("the image to be copied") { host.rendering.copies == 1 && clipboard.isLocal }
        var read: Result<Texture, Clipboard.ReadError>?
        clipboard.readTexture { read = $0 }
        try await UILoop.require("the clipboard's image to be read") { read != nil }
        let pasted = try #require(try? read?.get(), "the clipboard holds the image: \(String(describing: read))")
        #expect(pasted.width == 3 && pasted.height == 2)
        let copy = folder.appendingPathComponent("pasted.png").path
        let original = folder.appendingPathComponent("original.png").path
        #expect(pasted.saveToPng(filename: copy) && texture.saveToPng(filename: original))
        #expect(FileManager.default.contents(atPath: copy) == FileManager.default.contents(atPath: original), "the same pixels")
        // Text is not an image: a read error naming why.
        clipboard.setText("text")
        read = nil
        clipboard.readTexture { read = $0 }
        try await UILoop.require("the image read of text to answer") { read != nil }
        #expect((try? read?.get()) == nil)
    }
}

/// Copy Image in a viewer: copies its image once per Copy.
private struct CopyImageWorkflow: Workflow {
    var texture: Texture

    struct Rendering {
        var copies: Int
        var copy: () -> Void
    }

    func makeInitialState() -> Int { 0 }

    func render(state copies: Int, context: RenderContext<CopyImageWorkflow>) -> Rendering {
        let sink = context.makeStateMutationSink()
        if copies > 0 { context.copyToClipboard(texture, key: "copy-image-\(copies)") }
        return Rendering(copies: copies, copy: { sink.send { $0 += 1 } })
    }
}
