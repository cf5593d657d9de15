import Adw
import Foundation
import Gtk
import GtkTestSupport
@testable import NotesScreens
import NotesWorkflows
import Testing
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

@MainActor
@Suite("Notes primary menu", .gtk)
struct NotesMenuTests {
    @Test("the menu in GNOME's order (About Notes last) lists the commands with their keys, the note's enabled only with a note selected")
    func menu() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Zebra", "b.md": "Apple"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        let enabled = { container.host.rendering.commands.filter(\.isEnabled).map(\.title) }
        #expect(!enabled().contains("Delete Note") && !enabled().contains("Save As…"), "no note: its commands are disabled")
        // The real primary menu lists the page's sections, then the commands with their keys.
        let page = try host.find(controller: AdaptivePageViewController.self)
        try await host.wait(for: "the menu") { page.menuButton?.menuModel != nil }
        let entries = try #require(page.menuButton?.menuModel?.entries)
        #expect(entries.map(\.label) == ["Newest First", "Title", "Monospace Font", "New Note", "Open Folder…", "Import…",
                                         "Copy Note Text", "Save As…", "Version History…", "Delete Note", "Preferences", "Keyboard Shortcuts", "About Notes"])
        #expect(entries.first { $0.label == "Version History…" }?.accelerator == "<Control>h")
        #expect(entries.last?.action == "app.about", "About Notes is the app's action, last")
        #expect(entries.first { $0.label == "New Note" }?.accelerator == "<Control>n")
        #expect(entries.first { $0.label == "Preferences" }?.section == entries.last?.section, "About Notes ends the app's section")
        try await Self.screenshotMenu(page, host, name: "notes-menu")
        container.host.rendering.onSelect("a.md")
        try await host.settle()
        #expect(enabled().contains("Delete Note") && enabled().contains("Save As…") && enabled().contains("Copy Note Text"))
    }

    /// With `WGTK_SCREENSHOTS` set, writes the open primary menu in the light and the dark style.
    static func screenshotMenu(_ page: AdaptivePageViewController, _ host: UITestHost, name: String) async throws {
        guard let shots = ProcessInfo.processInfo.environment["WGTK_SCREENSHOTS"], let button = page.menuButton else { return }
        let manager = Adw.StyleManager.default
        defer { manager.colorScheme = .default }
        for (scheme, style) in [(Adw.ColorScheme.forceLight, "light"), (.forceDark, "dark")] {
            manager.colorScheme = scheme
            button.popup()
            try await host.settle()
            try button.popover?.savePNG(to: "\(shots)/\(name)-\(style).png")
            button.popdown()
        }
    }

    @Test("the list's order is a radio group and the editor's font a check item: stateful actions whose marks follow the workflow")
    func statefulItems() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Zebra", "b.md": "Apple"])
        defer { folder.remove() }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: folder.path("b.md"))
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        try await host.wait(for: "the notes read") { container.host.rendering.rows.map(\.title) == ["Zebra", "Apple"] }
        let page = try host.find(controller: AdaptivePageViewController.self)
        try await host.wait(for: "the menu") { page.menuButton?.menuModel != nil }
        let entries = try #require(page.menuButton?.menuModel?.entries)
        let newest = try #require(entries.first { $0.label == "Newest First" }), title = try #require(entries.first { $0.label == "Title" })
        #expect(newest.section == "Sort By" && newest.action == title.action && newest.target == "0" && title.target == "1",
                "one radio group: one action, each choice its target")
        let sortAction = try #require(newest.action.map { $0.replacingOccurrences(of: "page.", with: "") })
        let sort = try #require(page.menuActions.lookupAction(sortAction) as? SimpleAction)
        #expect(sort.stringState == "0", "Newest First is chosen")
        let fontEntry = try #require(entries.first { $0.label == "Monospace Font" })
        let font = try #require(page.menuActions.lookupAction(fontEntry.action!.replacingOccurrences(of: "page.", with: "")) as? SimpleAction)
        #expect(font.boolState == false)
        // Choosing Title, as the menu does: the action with the item's target.
        page.menuActions.activateAction(sortAction, parameter: "1")
        try await host.wait(for: "the list by title") { container.host.rendering.rows.map(\.title) == ["Apple", "Zebra"] }
        try await host.wait(for: "Title marked") { sort.stringState == "1" }
        page.menuActions.activateAction(fontEntry.action!.replacingOccurrences(of: "page.", with: ""))
        try await host.wait(for: "the editor in a monospace font") { container.host.rendering.isMonospace }
        try await host.wait(for: "the check mark") { font.boolState == true }
        page.menuActions.activateAction(fontEntry.action!.replacingOccurrences(of: "page.", with: ""))
        try await host.wait(for: "the check mark gone") { font.boolState == false && !container.host.rendering.isMonospace }
        // A change made elsewhere (the preferences) moves the mark too.
        container.host.rendering.onSortOrderChange(.newestFirst)
        try await host.wait(for: "Newest First marked again") { sort.stringState == "0" }
        #expect(page.menuButton?.menuModel?.entries.map(\.label) == entries.map(\.label), "the marks change, not the menu")
    }
}
