@_spi(Testing) import Gtk
import GtkTestSupport
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// What the drop zone examples drop into.
@MainActor
final class DroppedContent {
    var drops: [DragContent] = []
}

/// `DropZone` in a window (Xvfb): its box carries a real `GtkDropTarget`, whose `drop`
/// signal is emitted with real `GValue`s (no pointer can drag under Xvfb).
@MainActor
@Suite("Drop zone element (GTK)", .gtk)
struct DropZoneGtkTests {
    @Test("a drop zone's box takes files and text through its drop target; the newest closure is called; other kinds are refused")
    func dropsReachTheNewestClosure() async throws {
        let first = DroppedContent(), second = DroppedContent()
        let onDrop: (DragContent) -> Void = { first.drops.append($0) }
        let host = try await UITestHost(screen: ClosureScreen {
            DropZone(accepting: [.files], onDrop: onDrop) {
                Label("Drop notes here")
            }.anyElement
        })
        defer { host.close() }
        let label = try host.find(Gtk.Label.self, label: "Drop notes here")
        let box = try #require(label.parent)
        let target = try #require(box.eventControllers.compactMap { $0 as? DropTarget }.first)
        #expect(target.acceptedTypeNames == ["GdkFileList"])
        #expect(target.emitDrop(.files(["/tmp/a.txt"])))
        #expect(!target.emitDrop(.text("stray")), "text is refused where only files are accepted")
        #expect(first.drops == [.files(["/tmp/a.txt"])])
        // A new element with another closure and kinds: the same box, a new target.
        try await host.update(screen: ClosureScreen {
            Label("Drop notes here").anyElement.acceptingDrops(of: [.text]) { second.drops.append($0) }
        })
        #expect(try host.find(Gtk.Label.self, label: "Drop notes here").parent === box)
        let newTarget = try #require(box.eventControllers.compactMap { $0 as? DropTarget }.first)
        #expect(newTarget.acceptedTypeNames == ["gchararray"])
        #expect(newTarget.emitDrop(.text("Buy milk")))
        #expect(second.drops == [.text("Buy milk")] && first.drops.count == 1)
    }
}
