import Foundation
@_spi(Testing) import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// Drops on a real `GtkDropTarget` in a window (Xvfb). Each test emits the target's `drop`
/// signal with a real `GValue` (a `GdkFileList` of real `GFile`s, or a string): the signal
/// GTK emits once it has read a drop's data, through the same handler, controller and
/// workflow a real drop reaches. DragAndDropPointerGtkTests drags with the real pointer.
@MainActor
@Suite("Drag and drop (GTK)", .gtk)
struct DragAndDropGtkTests {
    func host(_ state: DropNotesWorkflow.State = .init()) async throws -> (UITestHost, DropTargetViewController<DragSourceScreen<TextScreen>>) {
        let host = try await UITestHost(workflow: DropNotesWorkflow(initialState: state), width: 360, height: 240)
        let controller = try host.find(controller: DropTargetViewController<DragSourceScreen<TextScreen>>.self)
        return (host, controller)
    }

    /// The text the workflow renders: the imported paths, then the notes, a line each.
    func renderedText(_ host: UITestHost) -> String? {
        host.containerViewController(for: DropNotesWorkflow.self)?.host.rendering.content.content.text
    }

    @Test("the screen's view carries a GtkDropTarget for GdkFileList and strings, copying")
    func dropTargetAttached() async throws {
        let (host, controller) = try await host()
        defer { host.close() }
        let target = try #require(controller.dropTarget)
        #expect(target.widget === controller.view, "the target is on the screen's view")
        #expect(target.acceptedTypeNames == ["GdkFileList", "gchararray"])
        #expect(target.acceptedKinds == [.files, .text])
        #expect(target.actions == .copy)
    }

    @Test("dropped files (a real GdkFileList of GFiles) reach the workflow as their paths")
    func dropFiles() async throws {
        let folder = try FileManager.default.makeTemporaryFolder("wgtk-drop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["a.txt", "b c.md"].map { folder.appendingPathComponent($0).path }
        for path in paths { try "note".write(toFile: path, atomically: true, encoding: .utf8) }
        let (host, controller) = try await host()
        defer { host.close() }
        let target = try #require(controller.dropTarget)
        #expect(target.emitDrop(.files(paths)), "the target takes the drop")
        try await host.wait(for: "the import to reach the workflow") { renderedText(host) == paths.joined(separator: "\n") }
        try await host.wait(for: "the list to show the imported paths") {
            !host.findAll(Label.self, label: paths.joined(separator: "\n")).isEmpty
        }
        #expect(controller.acceptedDrops == 1)
    }

    @Test("dropped text reaches the workflow; text on a files-only target and a value of another type are refused")
    func dropTextAndRefusals() async throws {
        let (host, controller) = try await host()
        defer { host.close() }
        #expect(try #require(controller.dropTarget).emitDrop(.text("Buy milk")))
        try await host.wait(for: "the note to reach the workflow") { renderedText(host) == "Buy milk" }
        let refusing = try await self.host(.init(acceptsText: false))
        defer { refusing.0.close() }
        let filesOnly = try #require(refusing.1.dropTarget)
        #expect(filesOnly.acceptedTypeNames == ["GdkFileList"])
        #expect(!filesOnly.emitDrop(.text("stray")), "text is refused where only files are accepted")
        #expect(!filesOnly.emitDropOfUnsupportedType(), "an integer is refused, not a crash")
        #expect(!filesOnly.emitDrop(.files([])), "an empty file list is refused")
        try await refusing.0.settle()
        #expect(renderedText(refusing.0) == "", "nothing reached the workflow")
        #expect(refusing.1.acceptedDrops == 0)
    }

    @Test("the drag source offers the last note as text through GTK's prepare step, and follows the rendering")
    func dragSource() async throws {
        let (host, controller) = try await host(.init(notes: ["first"]))
        defer { host.close() }
        let source = try #require((controller.content.currentViewController as? DragSourceViewController<TextScreen>)?.dragSource)
        #expect(source.emitPrepare() == .text("first"))
        // A drop adds a note: the drag source now carries it.
        #expect(try #require(controller.dropTarget).emitDrop(.text("second")))
        try await host.wait(for: "the drag content to follow") { source.emitPrepare() == .text("second") }
        let files = try await self.host()
        defer { files.0.close() }
        let empty = try #require((files.1.content.currentViewController as? DragSourceViewController<TextScreen>)?.dragSource)
        #expect(empty.emitPrepare() == nil, "nothing to drag without a note")
    }

    @Test("screenshots: the list, and the list highlighted as GTK shows it under a hovering drag (:drop(active))")
    func highlightScreenshots() async throws {
        let (host, controller) = try await host(.init(notes: ["Buy milk", "Call Ada"]))
        defer { host.close() }
        try await host.screenshot(to: "/tmp/workflowgtk-drop-idle.png")
        #expect(!controller.view.isDropActive)
        controller.view.setDropActive(true)
        #expect(controller.view.isDropActive)
        try await host.screenshot(to: "/tmp/workflowgtk-drop-active.png")
        controller.view.setDropActive(false)
    }
}
