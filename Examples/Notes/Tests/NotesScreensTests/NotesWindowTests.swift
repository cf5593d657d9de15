import Adw
import Foundation
import Gtk
import GtkTestSupport
import NotesCore
import NotesScreens
import NotesWorkflows
import Testing
import WorkflowUI
import WorkflowUITesting

@MainActor
@Suite("Notes window", .gtk)
struct NotesWindowTests {
    @Test("an empty folder shows No Notes; its New Note button opens an empty note (no file yet); typing writes it to a file named after its title, the cursor staying where it types")
    func create() async throws {
        let folder = try TemporaryNotesFolder()
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder, autosaveDelay: 50)
        defer { host.close() }
        #expect(host.findAll(label: "No Notes").count == 1)
        try await host.click(host.find(Button.self, label: "New Note"))
        try await host.wait(for: "the new note in the editor") { container.host.rendering.selected?.text == "" }
        #expect(try host.noteTextView().isEditable)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "no file for an empty note")
        try await host.typeInEditor("# Groceries\nmilk")
        try await host.wait(for: "Groceries.md to be written") { folder.contents(of: "Groceries.md") == "# Groceries\nmilk" }
        try await host.wait(for: "the note named in the editor") { container.host.rendering.selected?.fileName == "Groceries.md" }
        try await host.typeInEditor(" and eggs")
        try await host.wait(for: "the next edit in the same file") { folder.contents(of: "Groceries.md") == "# Groceries\nmilk and eggs" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Groceries.md"])
    }

    @Test("typing in the editor saves the note once typing pauses (atomic replace), and the list's title follows")
    func editAndAutosave() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha\nfirst line"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha\nfirst line" }
        let view = try host.noteTextView()
        view.buffer.placeCursor(where: view.buffer.endIter())
        try await host.typeInEditor("\nsecond line")
        #expect(container.host.rendering.selected?.hasUnsavedChanges == true)
        try await host.wait(for: "a.md to hold the edit") { folder.contents(of: "a.md") == "Alpha\nfirst line\nsecond line" }
        try await host.wait(for: "the draft to be dropped") { container.host.rendering.unsavedNotes.isEmpty }
        // Undo is the buffer's: it takes the typing back, and that is saved too.
        view.buffer.undo()
        try await host.wait(for: "a.md to hold the undone text") { folder.contents(of: "a.md") == "Alpha\nfirst line" }
        // No temporary file is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names == ["a.md"])
    }

    @Test("typing in the search field narrows the list; clearing it shows every note again")
    func search() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Shopping\nmilk and bread", "b.md": "Plans\nSunday walk"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        let entry = try host.find(SearchEntry.self)
        try await host.type("milk", into: entry)
        try await host.wait(for: "only the matching note listed") { container.host.rendering.rows.map(\.fileName) == ["a.md"] }
        try await host.wait(for: "the row shown") { host.findAll(label: "Plans").isEmpty && host.findAll(label: "Shopping").count == 1 }
        entry.text = ""
        try await host.wait(for: "every note listed") { container.host.rendering.rows.count == 2 }
        try await host.type("tea", into: entry)
        try await host.wait(for: "No Matching Notes") { host.findAll(label: "No Matching Notes").count == 1 }
    }

    @Test("keys in the search field stay when a rendering made before the field reported them comes (notes read meanwhile)")
    func typedQueryKept() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Shopping\nmilk", "b.md": "Plans"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        let entry = try host.find(SearchEntry.self)
        try await host.wait(for: "both notes listed") { container.host.rendering.rows.count == 2 }
        entry.text = "mi"
        // A rendering still holding the empty query (GtkSearchEntry reports the keys after its delay).
        container.host.rendering.onSelect("b.md")
        try await host.wait(for: "the note selected") { container.host.rendering.selected?.fileName == "b.md" }
        #expect(entry.text == "mi", "the keys typed are still in the field")
        try await host.wait(for: "the query reported") { container.host.rendering.query == "mi" }
        try await host.wait(for: "only the matching note listed") { container.host.rendering.rows.map(\.fileName) == ["a.md"] }
    }

    @Test("Delete moves the note to the trash; Undo in the toast writes it back")
    func deleteAndUndo() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha", "b.md": "Beta"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.settle()
        container.host.rendering.onDeleteNote()
        try await host.wait(for: "a.md to leave the folder") { folder.contents(of: "a.md") == nil }
        #expect(container.host.rendering.rows.map(\.fileName) == ["b.md"])
        let undo = try host.find(Button.self, label: "Undo")
        try await host.click(undo)
        try await host.wait(for: "a.md to be back") { folder.contents(of: "a.md") == "Alpha" }
        #expect(container.host.rendering.selected?.fileName == "a.md")
    }

    @Test("a note changed by another program is reloaded when the editor holds no unsaved change")
    func externalChangeReloads() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        try folder.write("Alpha from elsewhere", to: "a.md")
        try await host.wait(for: "the editor to show the other program's text") {
            (try? host.noteTextView().wholeText) == "Alpha from elsewhere"
        }
        #expect(container.host.rendering.selected?.banner == nil)
    }

    @Test("a note whose file another program deletes while shown stays in the editor with a banner; Save Again writes it back")
    func deletedElsewhereStays() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha", "b.md": "Beta"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("a.md"))
        try await host.wait(for: "the deleted-elsewhere banner") { container.host.rendering.selected?.banner == .deletedElsewhere }
        #expect(try container.host.rendering.selected?.fileName == "a.md" && host.noteTextView().wholeText == "Alpha")
        #expect(host.findAll(InfoBar.self).contains { $0.isRevealed })
        if let shots = ProcessInfo.processInfo.environment["WGTK_SCREENSHOTS"] {
            try await host.settle()
            try host.window.savePNG(to: "\(shots)/notes-deleted-elsewhere.png")
        }
        try await host.click(host.find(Button.self, label: "Save Again"))
        try await host.wait(for: "a.md written again") { folder.contents(of: "a.md") == "Alpha" }
        try await host.wait(for: "the banner to go") { container.host.rendering.selected?.banner == nil }
    }

    @Test("another program's change to a note with an unsaved edit shows a banner; Keep Mine writes the edit")
    func conflictBanner() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        // A long autosave delay keeps the edit unsaved while the other program writes.
        let (container, host) = try await UITestHost.notes(folder, autosaveDelay: 60_000)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        let view = try host.noteTextView()
        view.buffer.placeCursor(where: view.buffer.endIter())
        try await host.typeInEditor(" mine")
        try folder.write("Alpha theirs", to: "a.md")
        try await host.wait(for: "the conflict banner") { container.host.rendering.selected?.banner == .conflict }
        #expect(try host.noteTextView().wholeText == "Alpha mine", "the editor keeps the edit")
        try await host.click(host.find(Button.self, label: "Keep Mine"))
        try await host.wait(for: "a.md to hold the edit") { folder.contents(of: "a.md") == "Alpha mine" }
        try await host.wait(for: "the banner to go") { container.host.rendering.selected?.banner == nil }
    }

    /// a.md ("Alpha") selected, "Mine: " typed at its start, then "Alpha theirs" written by
    /// another program: the conflict banner shows.
    static func conflict(in container: ContainerViewController<NotesWorkflow>, _ host: UITestHost,
                         _ folder: TemporaryNotesFolder) async throws {
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        try await host.typeInEditor("Mine: ")
        try folder.write("Alpha theirs", to: "a.md")
        try await host.wait(for: "the conflict banner") { container.host.rendering.selected?.banner == .conflict }
    }

    @Test("Use Theirs drops the unsaved edit and shows the other program's text")
    func conflictUseTheirs() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder, autosaveDelay: 60_000)
        defer { host.close() }
        try await Self.conflict(in: container, host, folder)
        try await host.click(host.find(Button.self, label: "Use Theirs"))
        try await host.wait(for: "the other program's text") { (try? host.noteTextView().wholeText) == "Alpha theirs" }
        // Writes are conditional: their text stays on disk, nothing is unsaved.
        try await host.wait(for: "their text on disk, nothing unsaved") {
            container.host.rendering.unsavedNotes.isEmpty && folder.contents(of: "a.md") == "Alpha theirs"
        }
    }

    @Test("Keep Both, in a narrow window too: their text stays in the file, the edit becomes a new note beside it")
    func conflictKeepBoth() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder, autosaveDelay: 60_000, width: 360, height: 640)
        defer { host.close() }
        try await Self.conflict(in: container, host, folder)
        let keepBoth = try host.find(Button.self, label: "Keep Both")
        #expect(keepBoth.allocatedWidth > 0 && host.window.allocatedWidth <= 360, "the three answers fit a 360 px window")
        if let shots = ProcessInfo.processInfo.environment["WGTK_SCREENSHOTS"] { try await host.screenshot(to: "\(shots)/notes-conflict-360.png") }
        try await host.click(keepBoth)
        try await host.wait(for: "the edit written as a new note") {
            container.host.rendering.unsavedNotes.isEmpty && folder.contents(of: "a.md") == "Alpha theirs"
                && container.host.rendering.rows.count == 2
        }
        let mine = try #require(container.host.rendering.selected)
        #expect(mine.fileName != "a.md" && folder.contents(of: mine.fileName) == "Mine: Alpha")
    }

    @Test("a read-only note shows a banner and its text cannot be edited")
    func readOnly() async throws {
        let folder = try TemporaryNotesFolder()
        defer { folder.remove() }
        try Data([0x41, 0xFF, 0xFE, 0x42]).write(to: folder.url.appendingPathComponent("bytes.md"))
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        container.host.rendering.onSelect("bytes.md")
        try await host.wait(for: "the read-only banner") { container.host.rendering.selected?.banner == .readOnly(.notUTF8) }
        try await host.settle()
        #expect(try host.noteTextView().isEditable == false)
        #expect(host.findAll(InfoBar.self).contains { $0.isRevealed })
    }

    @Test("at 360 px the list and the editor fold: choosing a note shows the editor, Back the list")
    func folds() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder, width: 360, height: 640)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.settle()
        #expect(container.host.rendering.showsEditorWhenFolded)
        container.host.rendering.onBack()
        try await host.settle()
        #expect(!container.host.rendering.showsEditorWhenFolded && container.host.rendering.selected == nil)
        #expect(host.findAll(SearchEntry.self).count == 1)
        // The same note opens again from the list.
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the editor shown again") { container.host.rendering.showsEditorWhenFolded }
    }
}

@MainActor
@Suite("Notes: no edit lost at quit", .gtk)
struct NotesQuitTests {
    @Test("the edits an autosave has not written yet are written synchronously at quit, atomically")
    func unsavedEditsWrittenAtQuit() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha", "b.md": "Beta"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder, autosaveDelay: 60_000)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        try await host.typeInEditor("Edited: ")
        container.host.rendering.onSelect("b.md")
        try await host.wait(for: "b.md in the editor") { (try? host.noteTextView().wholeText) == "Beta" }
        try await host.typeInEditor("Also ")
        #expect(folder.contents(of: "a.md") == "Alpha" && folder.contents(of: "b.md") == "Beta", "nothing written yet")
        #expect(container.host.rendering.unsavedNotes.count == 2)
        #expect(container.host.rendering.writeUnsavedNotes().isEmpty)
        #expect(folder.contents(of: "a.md") == "Edited: Alpha" && folder.contents(of: "b.md") == "Also Beta")
    }

    @Test("a quit write that fails (the folder is gone) names the file; the edit was all there was")
    func failedQuitWrite() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder, autosaveDelay: 60_000)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        try await host.typeInEditor("Edited: ")
        try FileManager.default.removeItem(at: folder.url)
        let failures = container.host.rendering.writeUnsavedNotes()
        #expect(failures.map(\.path) == [folder.path("a.md")])
        #expect(failures.first?.description.hasPrefix("cannot write \(folder.path("a.md"))") == true)
    }
}

@MainActor
@Suite("Notes keys", .gtk)
struct NotesKeyTests {
    @Test("Ctrl+N makes a note wherever the focus is; Ctrl+F moves the focus to the search field (from the editor: Shift+Ctrl+F, Ctrl+F finds in the note)")
    func keys() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        let search = try host.find(SearchEntry.self)
        let focusInSearch = { search.window?.focusWidget.map { search.contains($0) } == true }
        _ = try host.noteTextView().grabFocus()
        try await host.press("<Shift><Control>f")
        try await host.wait(for: "the search field to take the focus from the editor") { focusInSearch() }
        // Anywhere else (here the list), Ctrl+F.
        _ = try host.find(ListView.self).grabFocus()
        try await host.wait(for: "the focus out of the search field") { !focusInSearch() }
        try await host.press("<Control>f")
        try await host.wait(for: "the search field to take the focus") { focusInSearch() }
        try await host.press("<Control>n")
        try await host.wait(for: "the new note in the editor") { container.host.rendering.selected?.text == "" }
        #expect(container.host.rendering.selected?.fileName != "a.md")
    }

    @Test("Delete in the editor deletes a character, not the note; in the list it moves the selected note to the trash")
    func deleteKey() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder, autosaveDelay: 60_000)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        let view = try host.noteTextView()
        _ = view.grabFocus()
        view.buffer.placeCursor(where: view.buffer.startIter())
        try await host.press("Delete")
        try await host.wait(for: "a character deleted") { view.wholeText == "lpha" }
        // At the end of the text there is nothing to delete: the key still stays the editor's.
        view.buffer.placeCursor(where: view.buffer.endIter())
        try await host.press("Delete")
        try await host.settle()
        #expect(container.host.rendering.selected?.fileName == "a.md" && container.host.rendering.toast == nil, "the note stays")
        let list = try host.find(ListView.self)
        _ = list.grabFocus()
        try await host.press("Delete")
        try await host.wait(for: "a.md in the trash") { folder.contents(of: "a.md") == nil }
    }
}

@MainActor
@Suite("Notes: a folder that cannot be written", .gtk)
struct NotesSaveFailureTests {
    @Test("a folder removed under an unsaved edit: the write fails cleanly, the edit stays with an error banner; Try Again saves it once the folder is back")
    func saveFailsThenTryAgain() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        // The edit waits for its autosave while the folder goes away: the monitor reports the
        // note deleted, and the app writes the edit at once, which fails.
        let (container, host) = try await UITestHost.notes(folder, autosaveDelay: 60_000)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == "Alpha" }
        try await host.typeInEditor("Kept: ")
        try FileManager.default.removeItem(at: folder.url)
        try await host.wait(for: "the save-failed banner") {
            if case .saveFailed? = container.host.rendering.selected?.banner { return true }
            return false
        }
        #expect(try host.noteTextView().wholeText == "Kept: Alpha" && container.host.rendering.unsavedNotes.count == 1)
        #expect(host.findAll(InfoBar.self).contains { $0.isRevealed })
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try await host.click(host.find(Button.self, label: "Try Again"))
        try await host.wait(for: "a.md to hold the edit") { folder.contents(of: "a.md") == "Kept: Alpha" }
        try await host.wait(for: "the banner to go") { container.host.rendering.selected?.banner == nil }
    }
}
