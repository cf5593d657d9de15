import Adw
import Foundation
import Gtk
import GtkTestSupport
import NotesCore
@testable import NotesScreens
import NotesWorkflows
import Testing
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// Notes' schema (Examples/Notes/data) compiled into a temporary folder, opened on a memory
/// backend: each test starts from the defaults and writes nothing outside the process.
@MainActor
func notesSettingsStore() async throws -> SettingsStore {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"),
                                           ["--strict", "--targetdir", folder.path, packageRoot.appendingPathComponent("Examples/Notes/data").path])
    #expect(result.status == 0, "\(result.stderr)")
    return try SettingsStore(schemaID: NotesSettings.schemaID, folders: [folder.path], backend: .memory())
}

@MainActor
@Suite("Notes preferences (GTK)", .gtk)
struct NotesPreferencesTests {
    func host(_ folder: TemporaryNotesFolder, store: SettingsStore?) async throws
        -> (container: ContainerViewController<NotesWorkflow>, host: UITestHost) {
        Adwaita.initialize()
        let (container, host) = try await UITestHost.container(NotesWorkflow(folder: folder.folder, settings: store), width: 1000, height: 700)
        try await host.wait(for: "the notes folder to be listed") { container.host.rendering.status != .loading }
        return (container, host)
    }

    @Test("Ctrl+, opens the preferences in a sheet; changing a row writes the setting, and a setting changed elsewhere shows")
    func preferencesFollowSettings() async throws {
        let store = try await notesSettingsStore()
        let folder = try TemporaryNotesFolder(["a.md": "Zebra", "b.md": "Apple"])
        defer { folder.remove() }
        let (container, host) = try await host(folder, store: store)
        defer {
            host.close()
            Adw.StyleManager.default.colorScheme = .default
        }
        let command = try #require(container.host.rendering.commands.first { $0.id == "preferences" })
        #expect(command.shortcut == "<Control>comma")
        command.perform()
        try await host.wait(for: "the preferences sheet") { host.findAll(controller: PreferencesViewController.self).count == 1 }
        #expect(!host.findAll(label: "Font Size").isEmpty && !host.findAll(label: "Sort By").isEmpty && !host.findAll(label: "Style").isEmpty)
        // The user's changes are written to the settings.
        container.host.rendering.onFontSizeChange(16)
        container.host.rendering.onSortOrderChange(.byTitle)
        container.host.rendering.onStyleChange(.dark)
        try await host.wait(for: "the settings written") {
            (try? store.value(NotesSettings.fontSize).get()) == 16 && (try? store.value(NotesSettings.sortOrder).get()) == .byTitle
                && (try? store.value(NotesSettings.style).get()) == .dark
        }
        try await host.wait(for: "the list by title") { container.host.rendering.rows.map(\.title) == ["Apple", "Zebra"] }
        try await host.wait(for: "the dark style applied") { Adw.StyleManager.default.colorScheme == .forceDark }
        // Another process (or dconf-editor) changes a setting: the window follows.
        store.set(NoteStyle.light, for: NotesSettings.style)
        store.set(20, for: NotesSettings.fontSize)
        try await host.wait(for: "the light style applied") { Adw.StyleManager.default.colorScheme == .forceLight }
        try await host.wait(for: "the font size followed") { container.host.rendering.fontSize == 20 }
        container.host.rendering.onSelect("a.md")
        try await host.wait(for: "the editor set in the size") { (try? host.noteTextView().cssClasses.contains("notes-font-20")) == true }
        container.host.rendering.onClosePreferences()
        try await host.wait(for: "the sheet closed") { host.findAll(controller: PreferencesViewController.self).isEmpty }
    }

    @Test("the workflow starts from the stored values; without a settings store it uses the defaults and keeps changes for the run")
    func startsFromStoredValues() async throws {
        let store = try await notesSettingsStore()
        store.set(NoteSortOrder.byTitle, for: NotesSettings.sortOrder)
        store.set(NoteStyle.dark, for: NotesSettings.style)
        let folder = try TemporaryNotesFolder(["a.md": "Zebra", "b.md": "Apple"])
        defer { folder.remove() }
        do {
            let (container, host) = try await host(folder, store: store)
            defer {
                host.close()
                Adw.StyleManager.default.colorScheme = .default
            }
            try await host.wait(for: "the list by title") { container.host.rendering.rows.map(\.title) == ["Apple", "Zebra"] }
            try await host.wait(for: "the dark style") { Adw.StyleManager.default.colorScheme == .forceDark }
        }
        let (container, host) = try await host(folder, store: nil)
        defer { host.close() }
        #expect(container.host.rendering.fontSize == NotesSettings.defaultFontSize && container.host.rendering.style == .followSystem)
        container.host.rendering.onFontSizeChange(14)
        try await host.wait(for: "the size kept for the run") { container.host.rendering.fontSize == 14 }
        let missing = NotesSettings.open(folders: ["/nonexistent"], schema: "dev.workflowgtk.NotesMissing")
        let problem = try #require(missing.problem)
        #expect(missing.store == nil)
        #expect(problem.contains("dev.workflowgtk.NotesMissing") && problem.contains("glib-compile-schemas") && !problem.contains("\n"), "\(problem)")
    }
}

@MainActor
@Suite("Notes restore on launch (GTK)", .gtk)
struct NotesRestoreTests {
    @Test("the folder shown and the note selected are kept in the settings; lastPlace gives them back, the note only while it is set")
    func keepsLastPlace() async throws {
        let store = try await notesSettingsStore()
        #expect(NotesSettings.lastPlace(in: store) == nil, "nothing stored yet")
        let folder = try TemporaryNotesFolder(["a.md": "Alpha", "b.md": "Beta"])
        defer { folder.remove() }
        Adwaita.initialize()
        let (container, host) = try await UITestHost.container(NotesWorkflow(folder: folder.folder, settings: store), width: 1000, height: 700)
        defer { host.close() }
        try await host.wait(for: "the folder kept") { NotesSettings.lastPlace(in: store)?.folder.url.path == folder.folder.url.path }
        #expect(NotesSettings.lastPlace(in: store)?.note == nil)
        container.host.rendering.onSelect("b.md")
        try await host.wait(for: "the note kept") { NotesSettings.lastPlace(in: store)?.note == "b.md" }
        // The next launch starts there: the workflow for that folder, with the note selected once listed.
        let last = try #require(NotesSettings.lastPlace(in: store))
        let (next, nextHost) = try await UITestHost.container(NotesWorkflow(folder: last.folder), width: 1000, height: 700)
        defer { nextHost.close() }
        try await nextHost.wait(for: "the folder listed") { next.host.rendering.status == .ready }
        next.host.rendering.onSelect(last.note)
        try await nextHost.wait(for: "the note shown") { (try? nextHost.noteTextView().wholeText) == "Beta" }
        // A folder that is gone is not restored.
        store.set("/nonexistent/notes", for: NotesSettings.lastFolder)
        #expect(NotesSettings.lastPlace(in: store) == nil)
    }
}
