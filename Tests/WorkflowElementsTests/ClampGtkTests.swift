import Adw
import Gtk
import GtkTestSupport
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// `Clamp` and `.clamped(maximumWidth:)` in a window (Xvfb): an `AdwClamp` that keeps its
/// content to the maximum width, centred, and gives a narrower window its whole width.
@MainActor
@Suite("Clamp element (GTK)", .gtk)
struct ClampGtkTests {
    @Test("in a wide window the content is at most the maximum width and centred; a narrow window gives it the whole width")
    func clampsWideWindows() async throws {
        let wide = try await UITestHost(screen: ClosureScreen {
            Clamp(maximumWidth: 400) { Label("Readable width") }.anyElement
        }, width: 1000, height: 300)
        defer { wide.close() }
        try await wide.settle()
        let label = try wide.find(Gtk.Label.self, label: "Readable width")
        let clamp = try #require(label.parent?.as(Adw.Clamp.self), "the label's parent is not an AdwClamp")
        #expect(clamp.maximumSize == 400)
        #expect(label.allocatedWidth == 400, "clamped to 400: \(label.allocatedWidth)")
        #expect((280...320).contains(label.allocation.x), "centred in 1,000: x = \(label.allocation.x)")

        let narrow = try await UITestHost(screen: ClosureScreen {
            Label("Readable width").clamped(maximumWidth: 400)
        }, width: 300, height: 300)
        defer { narrow.close() }
        try await narrow.settle()
        let narrowLabel = try narrow.find(Gtk.Label.self, label: "Readable width")
        #expect((280...300).contains(narrowLabel.allocatedWidth), "the whole width below the maximum: \(narrowLabel.allocatedWidth)")
    }

    @Test("a new maximum width updates the same clamp; several children are stacked in a column")
    func updatesInPlace() async throws {
        let host = try await UITestHost(screen: ClosureScreen {
            Clamp(maximumWidth: 400) { Label("One"); Label("Two") }.anyElement
        }, width: 1000, height: 300)
        defer { host.close() }
        let clamp = try #require(host.findAll(Adw.Clamp.self).first)
        #expect(clamp.child?.as(Gtk.Box.self) != nil, "two children are put in a column")
        try await host.update(screen: ClosureScreen {
            Clamp(maximumWidth: 600) { Label("One"); Label("Two") }.anyElement
        })
        #expect(host.findAll(Adw.Clamp.self).first === clamp, "the same clamp is updated")
        #expect(clamp.maximumSize == 600 && clamp.tighteningThreshold == 600)
    }
}
