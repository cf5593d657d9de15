import Foundation
import Gtk
import NotesCore

/// The History dialog's words, and how it writes a version's time and size.
extension NotesStrings {
    /// The dialog's title.
    static var versionHistory: String { localized("Version History") }
    /// The menu item opening it.
    static var versionHistoryMenu: String { localized("Version History…") }
    /// The list of versions (its accessible name).
    static var versions: String { localized("Versions") }
    /// The preview of the selected version (its accessible name).
    static var versionText: String { localized("Version Text") }
    /// Restore's tooltip: what it does to the note.
    static var restoreTooltip: String { localized("Put this version in the note; its current text is kept as a version") }
    /// The status page of a note without versions.
    static var noVersions: String { localized("No Earlier Versions") }
    /// Its description: when versions come.
    static var noVersionsDescription: String {
        localized("Each time a change to this note is saved, the text it replaced is kept here for 30 days.")
    }

    /// The preview of a version that cannot be read.
    static func versionUnreadable(_ reason: String) -> String {
        // TRANSLATORS: %s is the system's reason, e.g. "No such file or directory".
        localized("This version cannot be read: %s", reason)
    }

    /// The line shown when a restore could not keep the current text first.
    static func restoreFailed(_ message: String) -> String {
        // TRANSLATORS: %s says why the note's current text could not be kept.
        localized("Not restored: the note’s current text could not be kept as a version first (%s).", message)
    }

    /// The locale times and numbers are written in: the C library's (`LC_ALL`, `LC_TIME`,
    /// `LANG`, as a user sets it), or when that is C or POSIX the first language of
    /// `LANGUAGE` (the catalog's), else American English. (Foundation's `Locale.current` on
    /// Linux does not follow these variables.)
    static var locale: Locale {
        let environment = ProcessInfo.processInfo.environment
        let posix = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let name = posix.split(separator: ".").first.map(String.init) ?? ""
        if !name.isEmpty, name != "C", name != "POSIX" { return Locale(identifier: name) }
        if let language = environment["LANGUAGE"]?.split(separator: ":").first, !language.isEmpty {
            return Locale(identifier: String(language))
        }
        return Locale(identifier: "en_US")
    }

    /// When a version was saved, as a person says it: “Today at 10:32”, “Yesterday at 18:05”,
    /// “Monday at 09:12” within the week, else the date and time (in the user's locale).
    static func versionTime(_ date: Date, now: Date = Date(), calendar: Foundation.Calendar = .current, locale: Locale = NotesStrings.locale) -> String {
        let time = DateFormatter()
        time.locale = locale
        time.calendar = calendar
        time.timeZone = calendar.timeZone
        time.dateStyle = .none
        time.timeStyle = .short
        let clock = time.string(from: date)
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? .max
        switch days {
        case 0:
            // TRANSLATORS: %s is a time of day, e.g. "10:32".
            return localized("Today at %s", clock)
        case 1:
            // TRANSLATORS: %s is a time of day, e.g. "10:32".
            return localized("Yesterday at %s", clock)
        case 2..<7:
            let weekday = DateFormatter()
            weekday.locale = locale
            weekday.calendar = calendar
            weekday.timeZone = calendar.timeZone
            weekday.dateFormat = "EEEE"
            // TRANSLATORS: the first %s is a day of the week ("Monday"), the second a time of day.
            return localized("%s at %s", weekday.string(from: date), clock)
        default:
            time.dateStyle = .medium
            return time.string(from: date)
        }
    }

    /// A size as GNOME writes it (`FileSizeText`: GLib's SI units, “1.2 kB”), the bytes below a
    /// kilobyte counted in the user's language (“640 Bytes”) and the decimal separator the locale's.
    static func size(_ bytes: Int, locale: Locale = NotesStrings.locale) -> String {
        guard bytes >= 1000 else {
            return filledIn(Translation.string("%d byte", plural: "%d bytes", count: bytes), [String(bytes)])
        }
        return FileSizeText.describing(bytes, decimalSeparator: locale.decimalSeparator ?? ".")
    }
}
