import Adw
import Foundation
import GtkTestSupport
@testable import NotesScreens
import NotesWorkflows
import Testing
import WorkflowUI
import WorkflowUITesting

@MainActor
@Suite("Notes primary menu", .gtk)
struct NotesMenuTests {
    @Test("the menu offers the note's commands only with a note selected, and switches the list's order and the editor's font")
    func menu() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Zebra", "b.md": "Apple"])
        defer { folder.remove() }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: folder.path("b.md"))
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        try await host.wait(for: "the notes read") { container.host.rendering.rows.map(\.title) == ["Zebra", "Apple"] }
        var labels = container.host.rendering.menu.flatMap(\.items).map(\.label)
        #expect(labels == ["New Note", "Sort by Title", "Use Monospace Font", "Open Folder…", "About Notes"])
        container.host.rendering.menu.flatMap(\.items).first { $0.label == "Sort by Title" }?.action?()
        try await host.wait(for: "the list by title") { container.host.rendering.rows.map(\.title) == ["Apple", "Zebra"] }
        container.host.rendering.onSelect("a.md")
        try await host.settle()
        labels = container.host.rendering.menu.flatMap(\.items).map(\.label)
        #expect(labels == ["New Note", "Copy Note Text", "Save As…", "Delete Note", "Sort Newest First", "Use Monospace Font",
                           "Open Folder…", "About Notes"])
        container.host.rendering.menu.flatMap(\.items).first { $0.label == "Use Monospace Font" }?.action?()
        try await host.wait(for: "the editor in a monospace font") { (try? host.noteTextView().isMonospace) == true }
        labels = container.host.rendering.menu.flatMap(\.items).map(\.label)
        #expect(labels.contains("Use Proportional Font"))
    }
}
