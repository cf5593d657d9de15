import Foundation
@testable import NotesScreens
import Testing

@MainActor
@Suite("Notes: a version's time and size as the History dialog writes them")
struct NotesHistoryStringsTests {
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
    /// Friday 2026-11-27 15:00 UTC.
    let now = Date(timeIntervalSince1970: 1_795_791_600)

    func time(_ secondsBefore: TimeInterval, _ locale: String) -> String {
        NotesStrings.versionTime(now.addingTimeInterval(-secondsBefore), now: now, calendar: calendar, locale: Locale(identifier: locale))
    }

    @Test("today, yesterday and this week by day and time; older by date; in the locale's form")
    func times() async throws {
        #expect(time(3600, "en_GB") == "Today at 14:00")
        #expect(time(86_400, "en_GB") == "Yesterday at 15:00")
        #expect(time(3 * 86_400, "en_GB") == "Tuesday at 15:00")
        #expect(time(30 * 86_400, "en_GB").hasPrefix("28 Oct 2026"), "older: the date")
        #expect(time(16 * 3600, "en_GB") == "Yesterday at 23:00", "the calendar day counts, not 24 hours")
        try await NotesGermanTests.inGerman {
            #expect(time(3600, "de_DE") == "Heute um 14:00")
            #expect(time(3 * 86_400, "de_DE") == "Dienstag um 15:00")
            #expect(time(30 * 86_400, "de_DE").hasPrefix("28.10.2026"))
        }
    }

    @Test("sizes: bytes counted in the user's language below a kilobyte, GLib's units above, the locale's decimal separator")
    func sizes() async throws {
        #expect(NotesStrings.size(1, locale: Locale(identifier: "en_US")) == "1 byte")
        #expect(NotesStrings.size(999, locale: Locale(identifier: "en_US")) == "999 bytes")
        #expect(NotesStrings.size(1_240, locale: Locale(identifier: "en_US")) == "1.2 kB")
        try await NotesGermanTests.inGerman {
            #expect(NotesStrings.size(18, locale: Locale(identifier: "de_DE")) == "18 Bytes")
            #expect(NotesStrings.size(3_400_000, locale: Locale(identifier: "de_DE")) == "3,4 MB")
            #expect(NotesStrings.locale.identifier.hasPrefix("de"), "LANGUAGE=de under LC_ALL=C.UTF-8: German")
            #expect(NotesStrings.translated("Earlier version restored") == "Frühere Version wiederhergestellt", "the restore's toast")
            #expect(NotesStrings.versionHistoryMenu == "Versionsverlauf …" && NotesStrings.noVersions == "Keine früheren Versionen")
        }
    }
}
