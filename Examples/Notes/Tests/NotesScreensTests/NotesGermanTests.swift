import Adw
import Foundation
import Gtk
import GtkTestSupport
@testable import NotesScreens
import NotesCore
import NotesWorkflows
import Testing
import WorkflowAdwaita
import WorkflowUITesting
#if canImport(Glibc)
import Glibc
#endif

/// The Notes window with `LANGUAGE=de` and the German catalog compiled from
/// Examples/Notes/po/de.po: what the user sees is German.
@MainActor
@Suite("Notes in German", .gtk)
struct NotesGermanTests {
    /// Compiles de.po into `<folder>/de/LC_MESSAGES/dev.workflowgtk.Notes.mo`.
    static func compileCatalog(into folder: URL) async throws {
        let messages = folder.appendingPathComponent("de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgfmt"), [
            "--check", "-o", messages.appendingPathComponent("\(NotesStrings.textDomain).mo").path,
            packageRoot.appendingPathComponent("Examples/Notes/po/de.po").path,
        ])
        #expect(result.status == 0, "msgfmt cannot compile Examples/Notes/po/de.po: \(result.stderr)")
    }

    /// Runs `body` in German (`LANGUAGE=de` under a UTF-8 locale, Notes' catalog bound), then
    /// puts the environment back and binds again, in English.
    static func inGerman(_ body: () async throws -> Void) async throws {
        let locales = FileManager.default.temporaryDirectory.appendingPathComponent("notes-locale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: locales) }
        try await compileCatalog(into: locales)
        let saved = ["LANGUAGE", "LC_ALL"].map { name in (name, ProcessInfo.processInfo.environment[name]) }
        setenv("LANGUAGE", "de", 1)
        setenv("LC_ALL", "C.UTF-8", 1)
        NotesStrings.bind(localeFolder: locales.path)
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            NotesStrings.bind(localeFolder: locales.path)
        }
        try await body()
    }

    @Test("the reasons Notes composes inside the save banner, an import toast and the failed folder's page are German; the system's reason stays")
    func germanReasons() async throws {
        try await Self.inGerman {
            #expect(NotesStrings.banner(.saveFailed(message: "cannot write /n/a.md: Keine Berechtigung"))
                == "Ihre Änderungen sind noch nicht gespeichert: Keine Berechtigung. Sie bleiben erhalten, solange die App läuft.")
            #expect(NotesStrings.translated("Could not import “a.bin”: not a text file") == "“a.bin” konnte nicht importiert werden: keine Textdatei")
            #expect(NotesStrings.translated("Could not import “d”: cannot be read (not a file)").hasSuffix("konnte nicht importiert werden: nicht lesbar (keine Datei)"))
            #expect(NotesStrings.translated("Could not import “big.md”: too large (200 MB)").hasSuffix(": zu groß (200 MB)"))
            let folderError = NotesFolderError.unreadableFolder(path: "/n", reason: "Keine Berechtigung").description
            #expect(NotesStrings.failedDescription(folderError, folder: "/n")
                == "Der Ordner „/n“ kann nicht gelesen werden: Keine Berechtigung. Wählen Sie einen anderen Ordner, oder versuchen Sie es erneut, sobald er lesbar ist.")
            #expect(NotesStrings.noNotesDescription(folder: "/n") == "Ihre Notizen werden als Markdown-Dateien in „/n“ gespeichert.")
            // A reason Notes does not compose (the system's) is kept as it is.
            #expect(NotesStrings.translatedReason("Keine Berechtigung") == "Keine Berechtigung")
        }
    }

    @Test("the header, menu, search field, status page, buttons and toasts are German; counts take the plural rule")
    func german() async throws {
        try await Self.inGerman {
            let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
            defer { folder.remove() }
            let (container, host) = try await UITestHost.notes(folder)
            defer { host.close() }
            let page = try host.find(controller: AdaptivePageViewController.self)
            let entries = try #require(page.menuButton?.menuModel?.entries).map(\.label)
            #expect(entries == ["Neueste zuerst", "Titel", "Dicktengleiche Schrift", "Neue Notiz",
                                "Ordner öffnen …", "Importieren …", "Notiztext kopieren", "Speichern unter …", "Versionsverlauf …", "Notiz löschen",
                                "Einstellungen", "Tastenkürzel", "Info zu Notizen"])
            try await NotesMenuTests.screenshotMenu(page, host, name: "notes-menu-de")
            let search = try host.find(SearchEntry.self)
            #expect(search.stringProperty("placeholder-text") == "Notizen durchsuchen")
            _ = try host.find(Button.self, accessibleName: "Neue Notiz")
            #expect(host.findAll(label: "Keine Notiz ausgewählt").count == 1)
            #expect(host.findAll(label: "Notizen").count >= 1, "the header bar's title")
            container.host.rendering.onSelect("a.md")
            try await host.settle()
            container.host.rendering.onDeleteNote()
            try await host.wait(for: "the German toast") { host.findAll(label: "„Alpha“ in den Papierkorb verschoben").count == 1 }
            _ = try host.find(Button.self, label: "Rückgängig")
            #expect(NotesStrings.translated("Imported 3 notes") == "3 Notizen importiert")
            #expect(NotesStrings.translated("Could not import a.md: too large") == "a.md konnte nicht importiert werden: too large")
            // 200 MiB in GLib's units (MB = 1000² bytes).
            #expect(NotesStrings.banner(.readOnly(.tooLarge(bytes: 200 * 1_048_576))) == "Diese Notiz ist zu groß zum Öffnen (209.7 MB).")
        }
    }
}
