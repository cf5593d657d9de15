import Adw
import DemoScreens
import DemoWorkflows
import Gtk
import GtkTestSupport
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// The demo's Home tab and library detail panes are element screens: another
/// item of the same kind, or a new greeting, sets texts on the same widgets and builds none.
@MainActor
@Suite("Demo element screens", .gtk)
struct DemoElementScreensTests {
    @Test("another book in the detail pane updates the same labels; its title is a level-2 heading; no widget is built")
    func bookDetailInPlace() async throws {
        let host = try await UITestHost(screen: BookDetailScreen(title: "Refactoring", author: "Martin Fowler", pages: 448))
        defer { host.close() }
        let controller = try host.elementController(BookDetailScreen.self)
        let title = try host.find(Gtk.Label.self, label: "Refactoring")
        #expect(title.accessibleHeadingLevel == 2)
        let built = controller.elementCounters.widgetsBuilt
        try await host.update(screen: BookDetailScreen(title: "Design Patterns", author: "Gamma, Helm, Johnson, Vlissides", pages: 395))
        #expect(try host.find(Gtk.Label.self, label: "Design Patterns") === title)
        #expect(!host.findAll(Gtk.Label.self, label: "395").isEmpty, "the Pages row shows the new count")
        #expect(controller.elementCounters.widgetsBuilt == built, "a value-only update builds no widget")
    }

    @Test("an album's tracks are numbered rows of a boxed list, replaced when another album is shown")
    func albumTracks() async throws {
        let host = try await UITestHost(screen: AlbumDetailScreen(title: "Blue Train", artist: "John Coltrane", tracks: ["Blue Train", "Moment's Notice"]))
        defer { host.close() }
        let list = try #require(host.findAll(Gtk.ListBox.self).first { $0.hasCSSClass("boxed-list") }, "no boxed list of tracks")
        func rows() -> [(number: String, title: String)] {
            list.children.compactMap { $0.as(Adw.ActionRow.self) }.map { row in
                (row.descendants.compactMap { $0.as(Gtk.Label.self) }.first { $0.hasCSSClass("numeric") }?.text ?? "", row.title)
            }
        }
        #expect(rows().map(\.number) == ["1", "2"] && rows().map(\.title) == ["Blue Train", "Moment's Notice"])
        try await host.update(screen: AlbumDetailScreen(title: "Kind of Blue", artist: "Miles Davis", tracks: ["So What", "Freddie Freeloader", "Blue in Green"]))
        #expect(rows().map(\.number) == ["1", "2", "3"] && rows().map(\.title) == ["So What", "Freddie Freeloader", "Blue in Green"])
        #expect(!host.findAll(Gtk.Label.self, label: "by Miles Davis").isEmpty)
    }

    @Test("Home: a new greeting and count keep the greeting label and the counter's button; the greeting is a level-1 heading")
    func homeInPlace() async throws {
        let screen = HomeScreen(greeting: "Welcome, Ada", counter: CounterScreen(title: "Tapped 0 times", onTap: {}))
        let host = try await UITestHost(screen: screen)
        defer { host.close() }
        let controller = try host.elementController(HomeScreen.self)
        let greeting = try host.find(Gtk.Label.self, label: "Welcome, Ada")
        #expect(greeting.accessibleHeadingLevel == 1)
        let counter = try host.find(Gtk.Button.self, label: "Tapped 0 times")
        let built = controller.elementCounters.widgetsBuilt
        try await host.update(screen: HomeScreen(greeting: "Welcome, Grace", counter: CounterScreen(title: "Tapped once", taps: 1, onTap: {})))
        #expect(try host.find(Gtk.Label.self, label: "Welcome, Grace") === greeting)
        #expect(try host.find(Gtk.Button.self, label: "Tapped once") === counter)
        #expect(controller.elementCounters.widgetsBuilt == built)
        #expect(!host.findAll(Gtk.Button.self, label: "Scan a Code").isEmpty)
    }
}
