import Foundation

/// How the sidebar orders notes (a setting).
public enum NoteSortOrder: String, CaseIterable, Sendable {
    /// The most recently changed first; equal times by title.
    case newestFirst = "newest-first"
    /// By title, as a person reads them (case and accents aside, numbers by value); equal
    /// titles newest first.
    case byTitle = "by-title"

    /// `notes` in this order. Ties end by file name, so the order is total. Each title's
    /// `NoteTitleKey` is made once, so a sort of many notes with equal times compares bytes.
    public func sorted(_ notes: [NoteSummary]) -> [NoteSummary] {
        // What the comparisons read, side by side (no summary is copied per comparison).
        struct Item {
            let modified: Date
            let key: NoteTitleKey
            let index: Int
        }
        var items = notes.indices.map { Item(modified: notes[$0].modified, key: NoteTitleKey(notes[$0].text.title), index: $0) }
        switch self {
        case .newestFirst:
            items.sort { a, b in
                if a.modified != b.modified { return a.modified > b.modified }
                if a.key != b.key { return a.key < b.key }
                return notes[a.index].fileName < notes[b.index].fileName
            }
        case .byTitle:
            items.sort { a, b in
                if a.key != b.key { return a.key < b.key }
                if a.modified != b.modified { return a.modified > b.modified }
                return notes[a.index].fileName < notes[b.index].fileName
            }
        }
        return items.map { notes[$0.index] }
    }

    /// Whether note `a` (its title's key `aKey`) comes before `b` in this order.
    public func ordersBefore(_ a: NoteSummary, _ aKey: NoteTitleKey, _ b: NoteSummary, _ bKey: NoteTitleKey) -> Bool {
        switch self {
        case .newestFirst:
            if a.modified != b.modified { return a.modified > b.modified }
            if aKey != bKey { return aKey < bKey }
        case .byTitle:
            if aKey != bKey { return aKey < bKey }
            if a.modified != b.modified { return a.modified > b.modified }
        }
        return a.fileName < b.fileName
    }
}

/// A title as the list orders it, compared byte by byte: case, accents and widths folded
/// away, and each run of digits by its value ("Note 9" before "note 10"; digits before
/// letters, as people read them).
public struct NoteTitleKey: Comparable, Hashable, Sendable {
    private let bytes: [UInt8]

    /// The key of `title`.
    public init(_ title: String) {
        var folded = Array(title.utf8)
        if folded.allSatisfy({ $0 < 0x80 }) {
            for index in folded.indices where folded[index] >= 0x41 && folded[index] <= 0x5A { folded[index] |= 0x20 }
        } else {
            folded = Array(title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).utf8)
        }
        // A run of digits becomes "0", its length without leading zeros, then those digits:
        // a longer number sorts later, equal lengths digit by digit.
        var key: [UInt8] = []
        key.reserveCapacity(folded.count + 4)
        var index = 0
        while index < folded.count {
            guard Self.isDigit(folded[index]) else {
                key.append(folded[index])
                index += 1
                continue
            }
            var end = index
            while end < folded.count && Self.isDigit(folded[end]) { end += 1 }
            var start = index
            while start < end - 1 && folded[start] == 0x30 { start += 1 }
            key.append(0x30)
            key.append(UInt8(min(end - start, 200)) + 0x30)
            key.append(contentsOf: folded[start..<end])
            index = end
        }
        bytes = key
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Byte order of the keys.
    public static func < (lhs: NoteTitleKey, rhs: NoteTitleKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
