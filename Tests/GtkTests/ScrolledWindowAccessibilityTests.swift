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
        let vertical = try #require(scroller.verticalScrollbar, "GtkScrolledWindow makes its vertical bar at init")
        let horizontal = try #require(scroller.horizontalScrollbar, "GtkScrolledWindow makes its horizontal bar at init")
        #expect(vertical.accessibleLabel == "Vertical scroll bar")
        #expect(horizontal.accessibleLabel == "Horizontal scroll bar")
        #expect(vertical.typeName == "GtkScrollbar")
    }
}
