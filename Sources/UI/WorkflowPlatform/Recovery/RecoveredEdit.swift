import FoundationEssentials

/// An edit the app could not write to its file when it ended, kept by a ``RecoveryStore``
/// until the user restores it, saves it elsewhere or discards it: the text, the file it
/// belongs to, when it was kept and why it could not be written.
///
/// ```swift
/// let edit = RecoveredEdit(originalPath: note.path, text: note.text, reason: "permission denied")
/// ```
public struct RecoveredEdit: Equatable, Sendable, Identifiable {
    /// Names the edit in its store (the recovery file is `<id>.recovered`): the UTC time it
    /// was made and a random part, such as `20261129T081802Z-3kq9x0a1`. The store gives an
    /// edit another id when its id is taken by a different edit (see ``RecoveryStore/save(_:)``).
    public var id: String
    /// The file the text was meant for.
    public var originalPath: String
    /// The user's text, exactly as it was.
    public var text: String
    /// When the edit was kept, in seconds since 1970-01-01 00:00 UTC.
    public var savedAt: Double
    /// Why the text could not be written to ``originalPath``, in a few words (“permission
    /// denied”, “the folder was removed”): shown to the user at the next launch.
    public var reason: String

    /// An edit of `originalPath` holding `text`, which could not be written for `reason`, kept
    /// at `savedAt` (now, by default), with a new unique ``id`` unless one is given.
    public init(originalPath: String, text: String, reason: String, savedAt: Double? = nil, id: String? = nil) {
        let time = savedAt ?? Date().timeIntervalSince1970
        self.id = id ?? Self.newID(at: time)
        self.originalPath = originalPath
        self.text = text
        self.savedAt = time
        self.reason = reason
    }

    /// When the edit was kept, as a `Date`.
    public var savedDate: Date { Date(timeIntervalSince1970: savedAt) }

    /// Whether `id` can name a recovery file: not empty, no `/`, no leading `.` (the store's
    /// temporary files are hidden), no NUL, at most 200 bytes.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 200 && !id.hasPrefix(".") && !id.contains("/") && !id.contains("\u{0}")
    }

    /// A new id for an edit kept at `time`: its UTC time (sorts by age) and 8 random base-36 digits.
    static func newID(at time: Double) -> String {
        let seconds = Int64(time.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let inDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        func padded(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let stamp = padded(year, 4) + padded(month, 2) + padded(day, 2) + "T" + padded(inDay / 3600, 2)
            + padded(inDay / 60 % 60, 2) + padded(inDay % 60, 2) + "Z"
        var random = String(UInt64.random(in: 0...UInt64.max) % 2_821_109_907_456, radix: 36)  // 36^8
        random = String(repeating: "0", count: max(0, 8 - random.count)) + random
        return stamp + "-" + random
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
