import Adw
import Foundation
import Gtk
import GtkTestSupport
@testable import NotesScreens
import NotesCore
import NotesWorkflows
import Testing
import WorkflowAdwaita
import WorkflowUI
import WorkflowUITesting

/// A history store in a temporary folder, removed by `remove()`.
struct TemporaryHistory {
    let store = NoteHistoryStore(folder: FileManager.default.temporaryDirectory.appendingPathComponent("notes-history-\(UUID().uuidString)").path)

    /// The texts kept for `name` of `folder`, newest first.
    func texts(of name: String, in folder: TemporaryNotesFolder) -> [String] {
        let history = store.history(of: name, in: folder.folder.url.path)
        return history.versions().compactMap { try? history.text(of: $0.id) }
    }

    func remove() { try? FileManager.default.removeItem(atPath: store.folder) }
}

extension UITestHost {
    /// The Notes window for `folder` keeping versions in `history`, at `width`×`height`.
    static func notes(_ folder: TemporaryNotesFolder, history: TemporaryHistory, style: NoteStyle = .followSystem,
                      width: Int = 1000, height: Int = 700) async throws -> (container: ContainerViewController<NotesWorkflow>, host: UITestHost) {
        Adwaita.initialize()
        let (container, host) = try await container(
            NotesWorkflow(folder: folder.folder, watchesFolder: true, autosaveDelay: 50, style: style, history: history.store),
            width: width, height: height)
        try await host.wait(for: "the notes folder to be listed") { container.host.rendering.status != .loading }
        return (container, host)
    }
}

@MainActor
@Suite("Notes version history (GTK)", .gtk)
struct NotesHistoryGtkTests {
    /// Selects `name`, then types `lines` at the end of the editor, each saved before the
    /// next (so each save keeps the text before it).
    func type(_ lines: [String], into name: String, of folder: TemporaryNotesFolder, history: TemporaryHistory,
              container: ContainerViewController<NotesWorkflow>, host: UITestHost) async throws {
        container.host.rendering.onSelect(name)
        try await host.wait(for: "the note in the editor") { (try? host.noteTextView().wholeText) == folder.contents(of: name) }
        for line in lines {
            let before = try host.noteTextView().wholeText
            let view = try host.noteTextView()
            view.buffer.placeCursor(where: view.buffer.endIter())
            try await host.typeInEditor(line)
            try await host.wait(for: "\(name) saved with “\(line)”") { folder.contents(of: name) == before + line }
            try await host.wait(for: "the text before kept as a version") { history.texts(of: name, in: folder).first == before }
        }
    }

    @Test("each save keeps the text it replaced; Ctrl+H lists the versions newest first with time and size; Restore puts one in the note (the current text kept first), Undo in the toast brings the text back")
    func restoreAndUndo() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Shopping\neggs"])
        let history = TemporaryHistory()
        defer { folder.remove(); history.remove() }
        let (container, host) = try await UITestHost.notes(folder, history: history)
        defer { host.close() }
        try await type(["\nmilk", "\nbread"], into: "a.md", of: folder, history: history, container: container, host: host)
        #expect(history.texts(of: "a.md", in: folder) == ["Shopping\neggs\nmilk", "Shopping\neggs"])

        // Real keys: the focus is in the editor.
        try host.noteTextView().grabFocus()
        try await host.press("<Control>h")
        let dialog = try host.find(controller: NoteHistoryViewController.self)
        try await host.wait(for: "the newest version's text in the preview") { dialog.previewText == "Shopping\neggs\nmilk" }
        let list = try #require(dialog.list)
        let rows = [list.rowAtIndex(0), list.rowAtIndex(1)].compactMap { $0?.as(ActionRow.self) }
        #expect(rows.map(\.subtitle) == ["18 bytes", "13 bytes"], "newest first, with their sizes")
        #expect(rows.allSatisfy { $0.title.hasPrefix("Today at ") }, "\(rows.map(\.title))")
        #expect(list.rowAtIndex(2) == nil)

        // The older one, then Restore.
        list.selectRow(list.rowAtIndex(1))
        try await host.wait(for: "the older version in the preview") { dialog.previewText == "Shopping\neggs" }
        let restore = try #require(dialog.restoreButton)
        #expect(restore.isSensitive)
        try await host.click(restore)
        try await host.wait(for: "the dialog to close") { host.findAll(controller: NoteHistoryViewController.self).isEmpty }
        try await host.wait(for: "the old text in the editor") { (try? host.noteTextView().wholeText) == "Shopping\neggs" }
        try await host.wait(for: "the old text saved") { folder.contents(of: "a.md") == "Shopping\neggs" }
        // Nothing typed is lost: the text before the restore is the newest version.
        try await host.wait(for: "the text the restore replaced kept") {
            history.texts(of: "a.md", in: folder).first == "Shopping\neggs\nmilk\nbread"
        }
        #expect(host.findAll(label: "Earlier version restored").count == 1)

        try await host.click(host.find(Button.self, label: "Undo"))
        try await host.wait(for: "the text back in the editor") { (try? host.noteTextView().wholeText) == "Shopping\neggs\nmilk\nbread" }
        try await host.wait(for: "the text back in the file") { folder.contents(of: "a.md") == "Shopping\neggs\nmilk\nbread" }
        #expect(history.texts(of: "a.md", in: folder).filter { $0 == "Shopping\neggs\nmilk\nbread" }.count == 1,
                "no version equals the next: \(history.texts(of: "a.md", in: folder))")
    }

    @Test("a note without versions shows No Earlier Versions; Escape closes the dialog")
    func empty() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        let history = TemporaryHistory()
        defer { folder.remove(); history.remove() }
        let (container, host) = try await UITestHost.notes(folder, history: history)
        defer { host.close() }
        container.host.rendering.onSelect("a.md")
        try await host.settle()
        let showHistory = try #require(container.host.rendering.onShowHistory)
        showHistory()
        try await host.wait(for: "No Earlier Versions") { host.findAll(label: "No Earlier Versions").count == 1 }
        let dialog = try host.find(controller: NoteHistoryViewController.self)
        #expect(dialog.restoreButton?.isSensitive == false)
        try await host.press("Escape")
        try await host.wait(for: "the dialog to close") { container.host.rendering.history == nil }
    }

    @Test("the dialog at 360×640 and 1280×800, light and dark, English and German: it fits the window, its versions, preview and Restore shown",
          arguments: [(360, 640, NoteStyle.light, false), (1280, 800, .dark, false), (360, 640, .dark, true), (1280, 800, .light, true)])
    func sizes(width: Int, height: Int, style: NoteStyle, german: Bool) async throws {
        if german {
            try await NotesGermanTests.inGerman { try await showDialog(width: width, height: height, style: style, german: true) }
        } else {
            try await showDialog(width: width, height: height, style: style, german: false)
        }
    }

    func showDialog(width: Int, height: Int, style: NoteStyle, german: Bool) async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Shopping\neggs"])
        let history = TemporaryHistory()
        defer { folder.remove(); history.remove() }
        let (container, host) = try await UITestHost.notes(folder, history: history, style: style, width: width, height: height)
        defer { host.close() }
        try await type(["\nmilk", "\nbread"], into: "a.md", of: folder, history: history, container: container, host: host)
        let showHistory = try #require(container.host.rendering.onShowHistory)
        showHistory()
        try await host.wait(for: "the dialog") { host.findAll(controller: NoteHistoryViewController.self).count == 1 }
        let dialog = try host.find(controller: NoteHistoryViewController.self)
        try await host.wait(for: "the preview") { dialog.previewText == "Shopping\neggs\nmilk" }
        try await host.settle()
        #expect(host.window.allocatedWidth == width, "the dialog does not widen the window")
        let restore = try #require(dialog.restoreButton)
        #expect(restore.isMapped && restore.allocatedHeight > 0, "Restore shown")
        #expect(dialog.view.allocatedWidth <= width && dialog.view.allocatedHeight <= height,
                "the dialog inside the window: \(dialog.view.allocatedWidth)×\(dialog.view.allocatedHeight)")
        #expect((dialog.list?.allocatedHeight ?? 0) > 0 && (dialog.preview?.allocatedHeight ?? 0) > 0)
        let row = try #require(dialog.list?.rowAtIndex(0)?.as(ActionRow.self))
        #expect(row.title.hasPrefix(german ? "Heute um " : "Today at ") && row.subtitle == (german ? "18 Bytes" : "18 bytes"))
        #expect(host.findAll(label: german ? "Versionsverlauf" : "Version History").count == 1, "the sheet's heading")
        #expect(restore.label == (german ? "Wiederherstellen" : "Restore"))
        if let folder = ProcessInfo.processInfo.environment["WGTK_SCREENSHOTS"] {
            try await host.screenshot(to: folder + "/notes-history-\(width)x\(height)-\(style.rawValue)\(german ? "-de" : "").png")
        }
    }
}
