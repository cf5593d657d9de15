import Foundation
import GtkTestSupport
import Testing

/// Every shipped catalog (each language in `po/LINGUAS`) matches the sources: every string
/// xgettext collects from the files in `po/POTFILES.in` (Swift sources and the GtkBuilder
/// files, with the keywords `po/meson.build` gives it) is translated, and no catalog holds a
/// message the sources stopped using. A refresh with
/// `meson compile -C BUILD dev.workflowgtk.Demo-update-po` therefore loses nothing.
@Suite("Translation catalog")
struct TranslationCatalogTests {
    /// The `--…` arguments `po/meson.build` passes to xgettext.
    static func xgettextArguments() throws -> [String] {
        let build = try String(contentsOf: packageRoot.appendingPathComponent("po/meson.build"), encoding: .utf8)
        let arguments = build.split(separator: "'").map(String.init).filter { $0.hasPrefix("--") }
        #expect(arguments.contains("--keyword=localized"), "po/meson.build's xgettext arguments were not found")
        return arguments
    }

    /// A template made from the sources, as the update-po target makes it.
    static func template() async throws -> URL {
        let list = try String(contentsOf: packageRoot.appendingPathComponent("po/POTFILES.in"), encoding: .utf8)
        let files = list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        for file in files {
            #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(file).path),
                    "po/POTFILES.in names \(file), which does not exist: remove it from the list")
        }
        let pot = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).pot")
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/xgettext"),
                                               try xgettextArguments() + ["--directory", packageRoot.path, "-o", pot.path] + files)
        #expect(result.status == 0, "xgettext failed: \(result.stderr)")
        return pot
    }

    /// The shipped languages (`po/LINGUAS`).
    static var languages: [String] {
        let list = (try? String(contentsOf: packageRoot.appendingPathComponent("po/LINGUAS"), encoding: .utf8)) ?? ""
        return list.split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.hasPrefix("#") }
    }

    @Test("po/LINGUAS names at least German, and each language has its catalog")
    func languagesHaveCatalogs() {
        #expect(Self.languages.contains("de"), "po/LINGUAS: \(Self.languages)")
        for language in Self.languages {
            #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("po/\(language).po").path),
                    "po/LINGUAS names \(language) but po/\(language).po does not exist")
        }
    }

    @Test("every string the sources and shortcuts.ui mark is translated in every shipped catalog", arguments: languages)
    func sourcesAreTranslated(language: String) async throws {
        let pot = try await Self.template()
        defer { try? FileManager.default.removeItem(at: pot) }
        let po = packageRoot.appendingPathComponent("po/\(language).po")
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgcmp"), [po.path, pot.path])
        #expect(result.status == 0,
                "po/\(language).po lacks translations of marked strings; add them (or run the update-po target): \(result.stderr)")
    }

    @Test("no shipped catalog holds a message the sources no longer mark (a refresh would drop it)", arguments: languages)
    func catalogHasNoStaleMessages(language: String) async throws {
        let pot = try await Self.template()
        defer { try? FileManager.default.removeItem(at: pot) }
        let po = packageRoot.appendingPathComponent("po/\(language).po")
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgcmp"), ["--use-untranslated", pot.path, po.path])
        #expect(result.status == 0,
                "po/\(language).po has messages xgettext no longer collects: mark their strings with localized(\"…\") or Translation.string(\"…\") in a file of po/POTFILES.in, or delete them: \(result.stderr)")
    }
}
