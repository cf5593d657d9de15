import Gtk
#if canImport(Glibc)
import Glibc
#endif

/// `text` in the user's language (the demo's gettext catalog), or `text` itself.
/// `xgettext --keyword=localized` collects the strings passed to it (po/POTFILES.in).
/// gettext look-ups are thread-safe.
package func localized(_ text: String) -> String { Translation.string(text) }

/// `format` in the user's language with its `%s` replaced by `value` (for strings with a
/// name or number in them: "Signed in as %s").
package func localized(_ format: String, _ value: String) -> String {
    var translated = Translation.string(format)
    guard let range = translated.firstRange(of: "%s") else { return translated }
    translated.replaceSubrange(range, with: value)
    return translated
}

/// `count` with its digits in groups of three ("1,000,000"; "1.000.000" in German), the
/// separator taken from the user's language.
package func localizedCount(_ count: Int) -> String {
    // TRANSLATORS: the separator between groups of three digits, as in 1,000,000.
    let separator = localized(",")
    let digits = Array(String(count.magnitude))
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { grouped += separator }
        grouped.append(digit)
    }
    return count < 0 ? "-" + grouped : grouped
}

/// The demo's translations: gettext catalogs in `<prefix>/share/locale`.
@MainActor
package enum DemoTranslation {
    /// The strings the workflows render (DemoWorkflows has no gettext): listed here so that
    /// xgettext collects them; the screens translate them where they are shown.
    package static var workflowStrings: [String] {
        [localized("Home"), localized("Scan"), localized("Library"), localized("Log Out?"),
         localized("You will return to the welcome screen."), localized("Your Library Is Empty"),
         localized("Add the sample books and albums to try the library."),
         localized("Add Sample Items"), localized("No Item Selected"), localized("Choose an item in the list to see its details."),
         localized("Show the First Item"),
         localized("Scanned Codes"), localized("Welcome, %s"),
         localized("Import Books"), localized("Import"), localized("Books"), localized("All Files"),
         localized("Catalogue Order"), localized("Title")]
    }

    /// Binds the demo's text domain to `installation`'s locale folder. Returns one line of
    /// warning when the catalog for the user's language exists but is not a compiled
    /// catalog (gettext would silently show English), else nil.
    package static func bind(_ installation: DemoInstallation) -> String? {
        Translation.bind(domain: DemoInstallation.applicationID, directory: installation.localeFolder)
        return catalogProblem(localeFolder: installation.localeFolder)
    }

    /// The catalog gettext would read for the user's languages, and why it is unusable;
    /// nil when it is usable or there is none (English is then shown, as intended).
    package static func catalogProblem(localeFolder: String) -> String? {
        for language in Translation.preferredLanguages where language != "C" && language != "POSIX" {
            let path = "\(localeFolder)/\(language)/LC_MESSAGES/\(DemoInstallation.applicationID).mo"
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var magic: UInt32 = 0
            let count = read(descriptor, &magic, 4)
            if count == 4 && (magic == 0x950412de || magic == 0xde120495) { return nil }
            return "workflow-demo: \(path) is not a compiled message catalog; showing English. Rebuild it with msgfmt (meson compile, or Scripts/demo)."
        }
        return nil
    }
}
