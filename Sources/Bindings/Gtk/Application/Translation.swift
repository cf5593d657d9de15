internal import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// gettext message catalogs: where a text domain's `.mo` files are, and looking strings up
/// in the user's language (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
public enum Translation {
    /// Takes the user's locale from the environment (`setlocale(LC_ALL, "")`), binds
    /// `domain` to `directory` (which holds `<lang>/LC_MESSAGES/<domain>.mo`) as UTF-8, and
    /// makes it the default domain of `string(_:)`.
    public static func bind(domain: String, directory: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }

    /// Takes the user's locale from the environment and binds `domain` to `directory` as
    /// UTF-8, without making it the default domain: `string(_:domain:)` reads it. For texts
    /// needed before GTK starts (`--help`): GLib decides at its first translation whether
    /// to translate GTK's and its own texts at all, and a default domain other than
    /// "messages" without a catalog for the language makes it say no.
    public static func bindCatalog(domain: String, directory: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// `message` in the user's language from `domain`'s catalog, or `message` itself.
    public static func string(_ message: String, domain: String) -> String {
        message.withCString { cMessage in
            guard let translated = dgettext(domain, cMessage), UnsafePointer(translated) != cMessage else { return message }
            return String(cString: translated)
        }
    }

    /// `message` in the user's language from the default domain, or `message` itself when no
    /// catalog translates it.
    public static func string(_ message: String) -> String {
        // gettext returns its argument when nothing translates it: read the result while
        // the C string lives.
        message.withCString { cMessage in
            guard let translated = gettext(cMessage), UnsafePointer(translated) != cMessage else { return message }
            return String(cString: translated)
        }
    }

    /// `singular` or `plural` in the user's language, chosen for `count` by the catalog's
    /// plural rule (English's rule without a catalog).
    public static func string(_ singular: String, plural: String, count: Int) -> String {
        singular.withCString { cSingular in
            plural.withCString { cPlural in
                guard let translated = ngettext(cSingular, cPlural, UInt(max(count, 0))) else { return count == 1 ? singular : plural }
                if UnsafePointer(translated) == cSingular { return singular }
                if UnsafePointer(translated) == cPlural { return plural }
                return String(cString: translated)
            }
        }
    }

    /// The languages the user asked for, in order (GLib's reading of `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`, with their variants), ending with `C`.
    public static var preferredLanguages: [String] {
        guard let names = g_get_language_names() else { return ["C"] }
        return borrowStringArray(names)
    }
}
