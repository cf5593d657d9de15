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

/// What the sidebar says when it has no notes to list, and the error texts a person reads:
/// the folder named once, the system's reason in words, what to do next.
@MainActor
@Suite("Notes status pages and error texts", .gtk)
struct NotesStatusPageTests {
    /// The status pages' icons shown now.
    static func statusIcons(_ host: UITestHost) -> [String] {
        host.findAll(StatusPage.self).compactMap { $0.isMapped ? $0.iconName : nil }
    }

    @Test("an empty folder's page names the folder; beside the editor one large icon shows, folded the list's page has it")
    func emptyFolder() async throws {
        let folder = try TemporaryNotesFolder()
        defer { folder.remove() }
        let (_, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        try await host.settle()
        _ = try host.find(Label.self, label: "Notes you write are kept as Markdown files in “\(folder.url.path)”.")
        #expect(Self.statusIcons(host) == ["accessories-text-editor-symbolic"], "one icon: the editor's, not a second one in the list")
        host.close()
        let (_, narrow) = try await UITestHost.notes(folder, width: 360, height: 640)
        defer { narrow.close() }
        try await narrow.settle()
        #expect(Self.statusIcons(narrow) == ["accessories-text-editor-symbolic"], "folded, the list's page shows its icon")
        _ = try narrow.find(Label.self, label: "No Notes")
    }

    @Test("a folder removed while shown: a page names it and offers Open Folder… and Try Again; Try Again lists it once it is back")
    func folderRemoved() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        try FileManager.default.removeItem(at: folder.url)
        try await host.wait(for: "the folder-missing page") { host.findAll(Label.self, label: "Notes Folder Missing").count == 1 }
        _ = try host.find(Label.self, label: "The folder “\(folder.url.path)” was moved or removed. Put it back and try again, or choose another folder.")
        _ = try host.find(Button.self, label: "Open Folder…")
        if let shots = ProcessInfo.processInfo.environment["WGTK_SCREENSHOTS"] { try await host.screenshot(to: "\(shots)/notes-folder-missing.png") }
        // Still missing: Try Again reads it, and says why it cannot.
        try await host.click(host.find(Button.self, label: "Try Again"))
        try await host.wait(for: "the failed page") { host.findAll(Label.self, label: "Cannot Read the Notes Folder").count == 1 }
        let description = "The folder “\(folder.url.path)” cannot be read: No such file or directory. Choose another folder, or try again once it can be read."
        _ = try host.find(Label.self, label: description)
        #expect(!description.contains("Notes:") && description.components(separatedBy: folder.url.path).count == 2, "the path once")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try folder.write("Back", to: "b.md")
        try await host.click(host.find(Button.self, label: "Try Again"))
        try await host.wait(for: "the note listed") { container.host.rendering.rows.map(\.title) == ["Back"] }
    }

    @Test("a failed save's banner gives the reason once, without the path the note already stands for")
    func saveFailedBanner() {
        let text = NotesStrings.banner(.saveFailed(message: "cannot write /n/a.md: the folder /n does not exist (No such file or directory)"))
        #expect(text == "Your changes are not saved yet: the folder /n does not exist (No such file or directory). They are kept while the app runs.")
        let message = NotesStrings.recoveryMessage(path: "/n/a.md", reason: "cannot write /n/a.md: Permission denied")
        #expect(message.components(separatedBy: "/n/a.md").count == 2, "the path once: \(message)")
        #expect(message.contains("(Permission denied)"))
    }
}
