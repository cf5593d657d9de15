import Adw
import Gtk
import GtkSource
import GtkTestSupport
@testable import NotesScreens
import NotesWorkflows
import Foundation
import Testing
import WorkflowUI
import WorkflowUITesting

/// The editor as GNOME's Markdown editors are: GtkSourceView highlighting Markdown in the Adwaita
/// schemes that follow light and dark, and a search bar for finding words in the note (real keys).
@MainActor
@Suite("Notes editor (GTK)", .gtk)
struct NotesEditorTests {
    static let markdown = "# Shopping\n\n- Milk\n- *Bread*\n\nMilk again, and `code`.\n"

    /// The window on a folder with one Markdown note, selected.
    private func editing(_ folder: TemporaryNotesFolder) async throws -> (ContainerViewController<NotesWorkflow>, UITestHost, GtkSource.View) {
        let (container, host) = try await UITestHost.notes(folder)
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == Self.markdown }
        let view = try #require(try host.noteTextView().as(GtkSource.View.self), "the editor is a GtkSourceView")
        return (container, host, view)
    }

    @Test("the note is highlighted as Markdown: the buffer's language is markdown and its heading gets a style tag")
    func highlighting() async throws {
        let folder = try TemporaryNotesFolder(["a.md": Self.markdown])
        defer { folder.remove() }
        let (_, host, view) = try await editing(folder)
        defer { host.close() }
        let buffer = try #require(view.buffer.as(GtkSource.Buffer.self))
        #expect(buffer.language?.id == "markdown")
        #expect(buffer.isHighlightSyntax)
        buffer.ensureHighlight()
        var iter = buffer.startIter()
        let toggled = iter.forwardToTagToggle(tag: nil)
        #expect(toggled && iter.offset <= "# Shopping".count, "a style tag over the heading (first toggle at \(iter.offset))")
        // Undo as before: a typed word goes, the note's text comes back.
        try await host.typeInEditor("Fresh ")
        #expect(view.buffer.canUndo)
        _ = view.grabFocus()
        try await host.press("<Control>z")
        #expect(try host.noteTextView().wholeText == Self.markdown)
    }

    @Test("the style scheme follows libadwaita's dark style: Adwaita-dark when dark (the app's preference or the system's), Adwaita when light")
    func schemeFollowsDark() async throws {
        let folder = try TemporaryNotesFolder(["a.md": Self.markdown])
        defer { folder.remove() }
        let (container, host, view) = try await editing(folder)
        defer {
            host.close()
            Adw.StyleManager.default.colorScheme = .default
        }
        let buffer = try #require(view.buffer.as(GtkSource.Buffer.self))
        // The app's preference (Preferences › Style).
        container.host.rendering.onStyleChange(.dark)
        try await host.wait(for: "the dark scheme") { buffer.styleScheme?.id == "Adwaita-dark" }
        #expect(Adw.StyleManager.default.isDark)
        container.host.rendering.onStyleChange(.light)
        try await host.wait(for: "the light scheme") { buffer.styleScheme?.id == "Adwaita" }
        // The style manager's dark changes for any reason (the system's preference does it
        // through the same property): the scheme follows.
        Adw.StyleManager.default.colorScheme = .forceDark
        try await host.wait(for: "the dark scheme again") { buffer.styleScheme?.id == "Adwaita-dark" }
    }

    @Test("Ctrl+F in the editor opens its search bar: typing selects the first match, Enter the next, Escape closes it; Shift+Ctrl+F goes to the notes search")
    func searchInNote() async throws {
        let folder = try TemporaryNotesFolder(["a.md": Self.markdown])
        defer { folder.remove() }
        let (_, host, view) = try await editing(folder)
        defer { host.close() }
        let editor = try #require(host.find(controller: NoteEditorViewController.self).editor)
        _ = view.grabFocus()
        #expect(!editor.isSearching)
        try await host.press("<Control>f")
        try await host.wait(for: "the search bar open, its field focused") {
            editor.isSearching && view.window?.focusWidget.map { editor.searchEntry.contains($0) } == true
        }
        try await host.type("milk", into: editor.searchEntry)
        func selection() -> Swift.Range<Int>? {
            let (selected, start, end) = view.buffer.selectionBounds()
            return selected ? start.offset..<end.offset : nil
        }
        let first = Self.markdown.distance(from: Self.markdown.startIndex, to: Self.markdown.range(of: "Milk")!.lowerBound)
        let second = Self.markdown.distance(from: Self.markdown.startIndex, to: Self.markdown.range(of: "Milk again")!.lowerBound)
        try await host.wait(for: "the first match selected") { selection() == first..<(first + 4) }
        try await host.wait(for: "the match count") { editor.matchLabel.text == "1 of 2" }
        #expect(editor.searchContext.isHighlight, "every match highlighted while the bar shows")
        if let shots = ProcessInfo.processInfo.environment["WGTK_SCREENSHOTS"] {
            let manager = Adw.StyleManager.default
            defer { manager.colorScheme = .default }
            for (scheme, style) in [(Adw.ColorScheme.forceLight, "light"), (.forceDark, "dark")] {
                manager.colorScheme = scheme
                try await host.settle()
                try host.window.savePNG(to: "\(shots)/notes-find-in-note-\(style).png")
            }
        }
        try await host.press("Return")
        try await host.wait(for: "the second match selected") { selection() == second..<(second + 4) }
        #expect(editor.matchLabel.text == "2 of 2")
        try await host.press("Return")
        try await host.wait(for: "the search to wrap to the first match") { selection() == first..<(first + 4) }
        try await host.press("<Shift>Return")
        try await host.wait(for: "the previous match (wrapping back)") { selection() == second..<(second + 4) }
        try await host.type("zzz", into: editor.searchEntry)
        try await host.wait(for: "no match said") { editor.matchLabel.text == "No matches" }
        try await host.press("Escape")
        try await host.wait(for: "the bar closed, the focus back in the text") {
            !editor.isSearching && view.window?.focusWidget === view
        }
        #expect(!editor.searchContext.isHighlight)
        #expect(try host.noteTextView().wholeText == Self.markdown, "searching does not edit")
        // The notes list's search stays one key away from the editor.
        try await host.press("<Shift><Control>f")
        let notesSearch = try host.find(SearchEntry.self)
        try await host.wait(for: "the notes search focused") { view.window?.focusWidget.map { notesSearch.contains($0) } == true }
    }

    @Test("a read-only note (not UTF-8) can be searched, not edited")
    func searchReadOnly() async throws {
        let folder = try TemporaryNotesFolder()
        defer { folder.remove() }
        try (Data("# Shopping\nbread ".utf8) + Data([0xFF, 0xFE])).write(to: folder.url.appendingPathComponent("bytes.md"))
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        container.host.rendering.onSelect("bytes.md")
        try await host.wait(for: "the read-only note") { container.host.rendering.selected?.banner == .readOnly(.notUTF8) }
        try await host.settle()
        let shown = try host.noteTextView().wholeText
        #expect(shown.hasPrefix("# Shopping"))
        #expect(try host.noteTextView().isEditable == false)
        let editor = try #require(host.find(controller: NoteEditorViewController.self).editor)
        _ = try host.noteTextView().grabFocus()
        try await host.press("<Control>f")
        try await host.wait(for: "the search bar open") { editor.isSearching }
        try await host.type("bread", into: editor.searchEntry)
        try await host.wait(for: "the match found") { editor.matchLabel.text == "1 of 1" }
        #expect(try host.noteTextView().wholeText == shown)
    }
}
