import Foundation
@_spi(Testing) import Gtk
import SeedsApp
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting
import WorkflowUI
import WorkflowUITesting

/// The Journal tab's logic, headless: the chooser is a rendering answered by the test, the
/// file IO workers, the copy and the notification side effects.
@MainActor
@Suite("Seed journal workflow")
struct SeedJournalTests {
    @Test("Import… renders the chooser; the chosen file is read by a worker and its lines become entries")
    func importThroughChooser() {
        var asking = SeedJournalWorkflow.State()
        asking.question = .importing
        var reading = SeedJournalWorkflow.State()
        reading.reading = "/tmp/notes.txt"
        SeedJournalWorkflow().renderTester(initialState: .init())
            .render { screen in
                #expect(screen.fileChooser == nil)
                screen.baseScreen.content.content.onImport()
            }
            .assert(state: asking)
        SeedJournalWorkflow().renderTester(initialState: asking)
            .render { screen in
                #expect(screen.fileChooser?.title == "Import Entries" && screen.fileChooser?.mode == .openFile)
                screen.fileChooser?.answer(.chosen(["/tmp/notes.txt"]))
            }
            .assert(state: reading)
        SeedJournalWorkflow().renderTester(initialState: reading)
            .expectWorker(ReadFileWorker(path: "/tmp/notes.txt"), key: "read-/tmp/notes.txt",
                          producingOutput: .success(Array("Watered peas.\nPicked tomatoes.\n".utf8)))
            .render()
            .verifyState { state in
                #expect(state.entries == ["Sowed basil indoors.", "Watered peas.", "Picked tomatoes."])
                #expect(state.reading == nil && state.status == "Added 2 entries.")
            }
    }

    @Test("a finished export posts the notification; its click comes back as a status; Copy is a side effect")
    func exportNotifyAndCopy() {
        let notifications = NotificationService(application: Application(id: "dev.workflowgtk.SeedsApp.Headless"))
        var exported = SeedJournalWorkflow.State()
        exported.exports = 1
        exported.copies = 1
        SeedJournalWorkflow(notifications: notifications).renderTester(initialState: exported)
            .expectSideEffect(key: "copy-1")
            .expectSideEffect(key: "exported-1")
            .expectWorker(NotificationResponseWorker(service: notifications, notificationID: SeedJournalWorkflow.exportedNotificationID),
                          key: "responses", producingOutput: NotificationResponse(notificationID: "journal-exported", response: "open"))
            .render()
            .verifyState { #expect($0.status == "Opened from the notification.") }
    }
}

/// The Journal tab in a real window, through the products only: the real file chooser, the
/// file workers on real files, a drop on the real `GtkDropTarget`, the commands' shortcuts and
/// context menu, the real clipboard, and the notification's app action.
@MainActor
@Suite("Seed journal on GTK", .gtk)
struct SeedJournalGtkTests {
    /// The chooser dialog over the window (GTK's own, without a desktop portal).
    func chooser(_ host: UITestHost) -> FileChooserDialog? {
        host.window.visibleModals.lazy.compactMap { $0 as? FileChooserDialog }.first
    }

    /// Clicks the chooser's Open or Save (`GTK_RESPONSE_ACCEPT`).
    func accept(_ dialog: FileChooserDialog) throws {
        let button = try #require(dialog.widgetForResponse(responseId: -3), "the chooser has an accept button")
        #expect(button.simulateClick())
    }

    @Test("import through the chooser and a drop, copy with the shortcut, export from the context menu, click the notification")
    func journal() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seeds-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.txt").path
        try "Watered peas.\nPicked tomatoes.\n".write(toFile: notes, atomically: true, encoding: .utf8)
        let application = Application(id: "dev.workflowgtk.SeedsApp.Tests\(Int.random(in: 0..<1_000_000))")
        try application.register()
        let notifications = NotificationService(application: application)
        let host = try await UITestHost(workflow: SeedJournalWorkflow(notifications: notifications), width: 640, height: 480)
        defer { host.close() }
        let status = { (text: String) in !host.findAll(Label.self, label: text).isEmpty }

        // Import… by its shortcut: the real chooser, a file chosen, read by the worker.
        try await host.press("<Control>o")
        try await host.wait(for: "the import chooser") { chooser(host)?.isVisible == true }
        let open = try #require(chooser(host))
        #expect(open.title == "Import Entries")
        #expect(open.selectFile(notes))
        try await host.wait(for: "the chooser to select the notes") { open.paths == [notes] }
        try accept(open)
        try await host.wait(for: "the file's lines as entries") { status("Added 2 entries.") }
        #expect(status("Sowed basil indoors.\nWatered peas.\nPicked tomatoes."))

        // A drop of text on the journal's real drop target.
        let dropping = try host.find(controller: DropTargetViewController<SeedJournalScreen>.self)
        #expect(try #require(dropping.dropTarget).emitDrop(.text("Thinned carrots.")))
        try await host.wait(for: "the dropped entry") { status("Added a dropped entry.") }
        let journal = "Sowed basil indoors.\nWatered peas.\nPicked tomatoes.\nThinned carrots."

        // Copy Journal by its shortcut: the real clipboard holds the journal.
        try await host.press("<Shift><Control>c")
        try await host.wait(for: "the copy") { status("Copied.") && Clipboard.default?.isLocal == true }
        var pasted: String?
        Clipboard.default?.readText { pasted = try? $0.get() }
        try await host.wait(for: "the clipboard's text") { pasted != nil }
        #expect(pasted == journal)

        // The context menu lists the commands with their shortcuts; Export… from it.
        let commands = try host.find(controller: CommandViewController<DropTargetScreen<SeedJournalScreen>>.self)
        commands.showContextMenu(atX: 20, y: 20)
        try await host.wait(for: "the context menu") { commands.contextMenu?.isVisible == true }
        let menu = try #require(commands.contextMenu)
        #expect(menu.menuModel?.entries.map(\.label) == ["Import…", "Export…", "Copy Journal"])
        #expect(menu.menuModel?.entries.map(\.accelerator) == ["<Control>o", "<Control>e", "<Shift><Control>c"])
        #expect(menu.activateAction("cmd.\(SeedJournalWorkflow.CommandID.export)"))
        menu.popdown()
        try await host.wait(for: "the export chooser") { chooser(host)?.isVisible == true && chooser(host)?.title == "Export Journal" }
        let save = try #require(chooser(host))
        let destination = folder.appendingPathComponent("Journal.txt").path
        #expect(save.setCurrentFolder(folder.path))
        try await host.wait(for: "the chooser to propose the destination") { save.paths == [destination] }
        try accept(save)
        try await host.wait(for: "the export") { status("Exported to \(destination).") }
        #expect(FileManager.default.contents(atPath: destination) == Data((journal + "\n").utf8), "the whole journal, written atomically")

        // The notification's click (its app action, as the notification server activates it).
        application.activateAction(notifications.actionName,
                                   parameter: NotificationService.target(for: SeedJournalWorkflow.exportedNotificationID, response: "open"))
        try await host.wait(for: "the click to reach the workflow") { status("Opened from the notification.") }
        try await host.screenshot(to: "/tmp/seeds-journal.png")
    }
}
