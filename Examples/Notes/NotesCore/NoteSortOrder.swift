/// How the sidebar orders notes (a setting).
public enum NoteSortOrder: String, CaseIterable, Sendable {
    /// The most recently changed first; equal times by title.
    case newestFirst = "newest-first"
    /// By title, as a person reads them (case and accents aside, numbers by value); equal
    /// titles newest first.
    case byTitle = "by-title"

    /// `notes` in this order. Ties end by file name, so the order is total.
    public func sorted(_ notes: [NoteSummary]) -> [NoteSummary] {
        notes.sorted { a, b in
            switch self {
            case .newestFirst:
                if a.modified != b.modified { return a.modified > b.modified }
                let byTitle = a.text.title.localizedStandardCompare(b.text.title)
                if byTitle != .orderedSame { return byTitle == .orderedAscending }
            case .byTitle:
                let byTitle = a.text.title.localizedStandardCompare(b.text.title)
                if byTitle != .orderedSame { return byTitle == .orderedAscending }
                if a.modified != b.modified { return a.modified > b.modified }
            }
            return a.fileName < b.fileName
        }
    }
}
