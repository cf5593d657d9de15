import Foundation
import GtkTestSupport
@testable import NotesScreens
import Testing

/// Notes' catalogs (`Examples/Notes/po`) against its sources: every string xgettext collects
/// from the files of `POTFILES.in` (with the keywords `po/meson.build` gives it) is translated
/// in every language of `LINGUAS`, and no catalog keeps a message the sources dropped.
@Suite("Notes translation catalog")
struct NotesTranslationCatalogTests {
    static let poFolder = packageRoot.appendingPathComponent("Examples/Notes/po")

    /// `name` in Examples/Notes/po, as text.
    static func read(_ name: String) throws -> String {
        try String(contentsOf: poFolder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The template xgettext makes from the sources, as the update-po target does.
    static func template() async throws -> URL {
        let arguments = try read("meson.build").split(separator: "'").map(String.init).filter { $0.hasPrefix("--") }
        #expect(arguments.contains("--keyword=localized"), "Examples/Notes/po/meson.build's xgettext arguments were not found")
        let files = try read("POTFILES.in").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let pot = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).pot")
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/xgettext"),
                                               arguments + ["--language=C", "--directory", packageRoot.path, "-o", pot.path] + files)
        #expect(result.status == 0, "xgettext failed (does Examples/Notes/po/POTFILES.in name a missing file?): \(result.stderr)")
        return pot
    }

    static var languages: [String] {
        ((try? read("LINGUAS")) ?? "").split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.hasPrefix("#") }
    }

    @Test("LINGUAS names German")
    func german() {
        #expect(Self.languages.contains("de"), "Examples/Notes/po/LINGUAS: \(Self.languages)")
    }

    @Test("every marked string is translated, and the catalog holds no stale message", arguments: languages)
    func complete(language: String) async throws {
        let pot = try await Self.template()
        defer { try? FileManager.default.removeItem(at: pot) }
        let po = Self.poFolder.appendingPathComponent("\(language).po").path
        let missing = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgcmp"), [po, pot.path])
        #expect(missing.status == 0,
                "Examples/Notes/po/\(language).po lacks translations: add them (or run dev.workflowgtk.Notes-update-po): \(missing.stderr)")
        let stale = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgcmp"), ["--use-untranslated", pot.path, po])
        #expect(stale.status == 0,
                "Examples/Notes/po/\(language).po holds messages the sources no longer mark: mark them with localized(\"…\") or delete them: \(stale.stderr)")
        let check = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgfmt"), ["--check", "--statistics", "-o", "/dev/null", po])
        #expect(check.status == 0 && !check.stderr.contains("untranslated") && !check.stderr.contains("fuzzy"),
                "Examples/Notes/po/\(language).po: \(check.stderr)")
    }

    @Test("the desktop file and the metainfo name and describe Notes in every language of LINGUAS")
    func desktopEntry() throws {
        let data = packageRoot.appendingPathComponent("Examples/Notes/data")
        let desktop = try String(contentsOf: data.appendingPathComponent("dev.workflowgtk.Notes.desktop"), encoding: .utf8)
        let keys = Set(desktop.split(separator: "\n").compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) })
        let metainfo = try String(contentsOf: data.appendingPathComponent("dev.workflowgtk.Notes.metainfo.xml"), encoding: .utf8)
        for language in Self.languages {
            for key in ["Name", "GenericName", "Comment", "Keywords"] {
                #expect(keys.contains("\(key)[\(language)]"), "Examples/Notes/data/dev.workflowgtk.Notes.desktop has no \(key)[\(language)]")
            }
            for tag in ["name", "summary", "p"] {
                #expect(metainfo.contains("<\(tag) xml:lang=\"\(language)\">"), "the metainfo has no <\(tag) xml:lang=\"\(language)\">")
            }
        }
        #expect(desktop.contains("Name[de]=Notizen\n"), "the German name is the window's German title")
    }

    @Test("the workflows' English messages are matched to their formats, keeping the values")
    func workflowMessages() {
        #expect(NotesStrings.values(in: "“Milk” deleted", format: "“%s” deleted") == ["Milk"])
        #expect(NotesStrings.values(in: "Could not import a.md: too large", format: "Could not import %s: %s") == ["a.md", "too large"])
        #expect(NotesStrings.values(in: "Note saved", format: "Note saved") == [])
        #expect(NotesStrings.values(in: "Note saved!", format: "Note saved") == nil)
        #expect(NotesStrings.values(in: "Imported “a”", format: "“%s” deleted") == nil)
        #expect(NotesStrings.translated("Something no format matches") == "Something no format matches")
    }
}
