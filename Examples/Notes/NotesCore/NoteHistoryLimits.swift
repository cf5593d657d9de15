import Foundation

/// How much of a note's history is kept: at most `count` versions, none kept longer than
/// `maximumAge` (counted from when a newer text replaced it). The newest version is never
/// removed by age: a note left alone for months keeps the text it had before its last save.
public struct NoteHistoryLimits: Equatable, Sendable {
    /// The most versions kept per note.
    public var count: Int
    /// How long a version is kept after it was replaced, in seconds.
    public var maximumAge: TimeInterval

    /// The default: 20 versions per note, for 30 days.
    public static let standard = NoteHistoryLimits(count: 20, maximumAge: 30 * 24 * 60 * 60)

    /// Limits of `count` versions per note (at least one) and `maximumAge` seconds.
    public init(count: Int, maximumAge: TimeInterval) {
        self.count = max(1, count)
        self.maximumAge = maximumAge
    }

    /// The versions of `versions` (any order) that fall outside the limits at `now`: beyond
    /// the newest `count`, or kept longer than `maximumAge` ago, but never the newest one.
    public func outside(_ versions: [NoteVersion], now: Date) -> [NoteVersion] {
        let sorted = versions.sorted(by: NoteVersion.newestFirst)
        return sorted.enumerated().compactMap { offset, version in
            guard offset > 0 else { return nil }
            let tooMany = offset >= count
            let tooOld = now.timeIntervalSince(version.keptAt) > maximumAge
            return tooMany || tooOld ? version : nil
        }
    }
}
