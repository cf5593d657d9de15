import Adw
import Foundation
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
    @Test("the menu lists the commands with their keys, the note's enabled only with a note selected; it switches the list's order and the editor's font")
    func menu() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Zebra", "b.md": "Apple"])
        defer { folder.remove() }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: folder.path("b.md"))
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        try await host.wait(for: "the notes read") { container.host.rendering.rows.map(\.title) == ["Zebra", "Apple"] }
        var labels = container.host.rendering.menu.flatMap(\.items).map(\.label)
        #expect(labels == ["Sort by Title", "Use Monospace Font", "About Notes"])
        let enabled = { container.host.rendering.commands.filter(\.isEnabled).map(\.title) }
        #expect(enabled() == ["New Note", "Search Notes", "Open Folder…", "Import…", "Preferences", "Keyboard Shortcuts"], "no note: its commands are disabled")
        // The real primary menu lists the page's sections, then the commands with their keys.
        let page = try host.find(controller: AdaptivePageViewController.self)
        let entries = try #require(page.menuButton?.menuModel?.entries)
        #expect(entries.map { $0.label } == ["Sort by Title", "Use Monospace Font", "About Notes", "New Note", "Open Folder…", "Import…",
                                          "Copy Note Text", "Save As…", "Delete Note", "Preferences", "Keyboard Shortcuts"])
        #expect(entries.first { $0.label == "New Note" }?.accelerator == "<Control>n")
        container.host.rendering.menu.flatMap(\.items).first { $0.label == "Sort by Title" }?.action?()
        try await host.wait(for: "the list by title") { container.host.rendering.rows.map(\.title) == ["Apple", "Zebra"] }
        container.host.rendering.onSelect("a.md")
        try await host.settle()
        labels = container.host.rendering.menu.flatMap(\.items).map(\.label)
        #expect(labels == ["Sort Newest First", "Use Monospace Font", "About Notes"])
        #expect(enabled() == ["New Note", "Search Notes", "Open Folder…", "Import…", "Copy Note Text", "Save As…", "Delete Note", "Preferences", "Keyboard Shortcuts"])
        container.host.rendering.menu.flatMap(\.items).first { $0.label == "Use Monospace Font" }?.action?()
        try await host.wait(for: "the editor in a monospace font") { (try? host.noteTextView().isMonospace) == true }
        labels = container.host.rendering.menu.flatMap(\.items).map(\.label)
        #expect(labels.contains("Use Proportional Font"))
    }
}
