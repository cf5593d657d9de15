import Gtk
import GtkTestSupport
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// `CustomWidget` on a real window: the class it declares is the one `make` returns, also
/// for a `make` of several statements (its `update` could not name `showWeekNumbers`
/// otherwise: this file would not compile).
@MainActor
@Suite("CustomWidget", .gtk)
struct CustomWidgetGtkTests {
    /// The doc comment's calendar of several statements, with week numbers shown or not.
    static func calendar(weeks: Bool) -> AnyElement {
        CustomWidget(make: {
            let calendar = Calendar()
            calendar.addCSSClass("card")
            return calendar
        }, update: { calendar in calendar.showWeekNumbers = weeks }).anyElement
    }

    @Test("a make: of several statements declares the class it returns: update gets it, the same class updates in place, another replaces it")
    func multiStatementMakeInfersItsClass() async throws {
        let host = try await UITestHost(screen: ClosureScreen { Self.calendar(weeks: true) })
        defer { host.close() }
        let calendar = try #require(host.findAll(Calendar.self).first)
        #expect(calendar.showWeekNumbers && calendar.hasCSSClass("card"))
        try await host.update(screen: ClosureScreen { Self.calendar(weeks: false) })
        #expect(host.findAll(Calendar.self).first === calendar, "the same class kept its widget")
        #expect(!calendar.showWeekNumbers)
        try await host.update(screen: ClosureScreen {
            CustomWidget(make: {
                let label = Gtk.Label("")
                label.addCSSClass("dim-label")
                return label
            }, update: { label in label.text = "no calendar" }).anyElement
        })
        #expect(host.findAll(Calendar.self).isEmpty, "another class replaced the calendar")
        let label = try host.find(Gtk.Label.self, label: "no calendar")
        #expect(label.hasCSSClass("dim-label"))
    }
}
