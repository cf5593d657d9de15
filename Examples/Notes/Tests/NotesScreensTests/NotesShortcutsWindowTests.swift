import Adw
import Foundation
import Gtk
import GtkTestSupport
@testable import NotesScreens
import NotesWorkflows
import Testing
import WorkflowUI
import WorkflowUITesting

/// The shortcuts window (Ctrl+?): every key Notes answers to, the app's and the editor's
/// own included, under headings in the user's language.
@MainActor
@Suite("Notes shortcuts window", .gtk)
struct NotesShortcutsWindowTests {
    /// Opens the shortcuts window with the real key and returns its groups (title and rows).
    static func groups(_ host: UITestHost, screenshot name: String) async throws -> [(title: String, rows: [String])] {
        try await host.press("<Shift><Control>question")
        try await host.wait(for: "the shortcuts window") { host.windows.contains { $0.typeName == "GtkShortcutsWindow" } }
        let window = try #require(host.windows.first { $0.typeName == "GtkShortcutsWindow" })
        defer { window.close() }
        try await host.settle()
        if let shots = ProcessInfo.processInfo.environment["WGTK_SCREENSHOTS"] {
            let manager = Adw.StyleManager.default
            defer { manager.colorScheme = .default }
            for (scheme, style) in [(Adw.ColorScheme.forceLight, "light"), (.forceDark, "dark")] {
                manager.colorScheme = scheme
                try await host.settle()
                try window.savePNG(to: "\(shots)/\(name)-\(style).png")
            }
        }
        // The section's groups (the window's search page holds copies of the rows).
        let section = try #require(window.descendants.first { $0.typeName == "GtkShortcutsSection" })
        return section.descendants.filter { $0.typeName == "GtkShortcutsGroup" }.map { group in
            (group.stringProperty("title") ?? "", group.descendants.filter { $0.typeName == "GtkShortcutsShortcut" }
                .map { "\($0.stringProperty("title") ?? "") = \($0.stringProperty("accelerator") ?? "")" })
        }
    }

    @Test("it lists Quit, Close Window, Undo, Redo and Delete Note beside the window's commands, grouped by section")
    func complete() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (_, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        let groups = try await Self.groups(host, screenshot: "notes-shortcuts")
        #expect(groups.map(\.title) == ["Notes", "Note", "Editor", "Notes App"])
        let rows = groups.flatMap(\.rows)
        for row in ["New Note = <Control>n", "Search Notes = <Control>f", "Delete Note = Delete", "Undo = <Control>z",
                    "Redo = <Shift><Control>z", "Keyboard Shortcuts = <Control>question", "Close Window = <Control>w", "Quit = <Control>q",
                    "Find in Note = <Control>f", "Search All Notes = <Shift><Control>f"] {
            #expect(rows.contains(row), "\(row) is missing from \(rows)")
        }
    }

    @Test("in German every heading and row is German (no English “General”)")
    func german() async throws {
        try await NotesGermanTests.inGerman {
            let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
            defer { folder.remove() }
            let (_, host) = try await UITestHost.notes(folder)
            defer { host.close() }
            let groups = try await Self.groups(host, screenshot: "notes-shortcuts-de")
            #expect(groups.map(\.title) == ["Notizen", "Notiz", "Editor", "Notizen-App"])
            let rows = groups.flatMap(\.rows)
            #expect(rows.contains("Beenden = <Control>q") && rows.contains("Fenster schließen = <Control>w")
                && rows.contains("Rückgängig = <Control>z") && rows.contains("Wiederholen = <Shift><Control>z"), "\(rows)")
        }
    }
}
