import Adw
import Foundation
@_spi(Testing) import Gtk
import GtkTestSupport
import NotesCore
@testable import NotesScreens
import NotesWorkflows
import Testing
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// Files dropped on the Notes window. Xvfb has no pointer to drag with: each test emits the
/// window's real `GtkDropTarget` `drop` signal with a real `GdkFileList` (what GTK emits once
/// it has read a drop), through the same controller and workflow a real drop reaches.
@MainActor
@Suite("Notes import (GTK)", .gtk)
struct NotesImportGtkTests {
    @Test("dropping files on the window copies the text files in as notes under free names; a binary file is refused in a toast naming it")
    func dropImports() async throws {
        let folder = try TemporaryNotesFolder(["Shopping.md": "Old list"])
        defer { folder.remove() }
        let source = try TemporaryNotesFolder()
        defer { source.remove() }
        try source.write("# Shopping\nmilk", to: "Shopping.md")
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1]).write(to: URL(fileURLWithPath: source.path("photo.png")))
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        let drop = try host.find(controller: DropTargetViewController<AdaptivePageScreen>.self)
        let target = try #require(drop.dropTarget)
        #expect(target.widget === drop.view, "the whole page takes drops")
        #expect(target.acceptedKinds == [.files])
        #expect(target.emitDrop(.files([source.path("Shopping.md"), source.path("photo.png")])), "the window takes the drop")
        try await host.wait(for: "the note copied in under a free name") { folder.contents(of: "Shopping 2.md") == "# Shopping\nmilk" }
        #expect(folder.contents(of: "Shopping.md") == "Old list", "nothing overwritten")
        try await host.wait(for: "the imported note selected") { container.host.rendering.selected?.fileName == "Shopping 2.md" }
        try await host.wait(for: "the editor showing it") { (try? host.noteTextView().wholeText) == "# Shopping\nmilk" }
        #expect(container.host.rendering.toast?.title == "Could not import “photo.png”: not a text file")
        try await host.wait(for: "the toast shown") { !host.findAll(label: "Could not import “photo.png”: not a text file").isEmpty }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["Shopping 2.md", "Shopping.md"], "no file for the refused one")
        // The file monitor's report of the new file is the app's own write, not a change.
        try await host.settle()
        #expect(container.host.rendering.selected?.banner == nil)
    }

    @Test("Import… opens a chooser for several files")
    func importCommand() async throws {
        let folder = try TemporaryNotesFolder()
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        let command = try #require(container.host.rendering.commands.first { $0.id == "import" })
        #expect(command.title == "Import…")
        #expect(command.shortcut == "<Shift><Control>o")
        container.host.rendering.onImport()
        try await host.wait(for: "the chooser asked for") { container.host.rendering.fileChooser?.mode == .openFiles }
        container.host.rendering.fileChooser?.answer(.cancelled)
        try await host.wait(for: "the chooser gone") { container.host.rendering.fileChooser == nil }
    }
}
