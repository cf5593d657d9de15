import Gtk
import Testing
import WorkflowUITesting

@MainActor
@Suite("ScrolledWindow for assistive technologies", .gtk)
struct ScrolledWindowAccessibilityTests {
    @Test("a new scrolled window names its scroll bars (GTK 4.8 would report 'GtkScrollbar')")
    func scrollbarsAreNamed() async throws {
        let scroller = ScrolledWindow()
        scroller.child = Label("content")
        let host = try await UITestHost(widget: scroller, width: 200, height: 100)
        defer { host.close() }
        // GtkScrolledWindow makes both bars at init (the generated getters are non-optional).
        let vertical = scroller.verticalScrollbar
        let horizontal = scroller.horizontalScrollbar
        #expect(vertical.accessibleLabel == "Vertical scroll bar")
        #expect(horizontal.accessibleLabel == "Horizontal scroll bar")
        #expect(vertical.typeName == "GtkScrollbar")
    }
}
