import Foundation

/// How the sidebar orders notes (a setting).
public enum NoteSortOrder: String, CaseIterable, Sendable {
    /// The most recently changed first; equal times by title.
    case newestFirst = "newest-first"
    /// By title, as a person reads them (case and accents aside, numbers by value); equal
    /// titles newest first.
    case byTitle = "by-title"

    /// `notes` in this order. Ties end by file name, so the order is total.
    public func sorted(_ notes: [NoteSummary]) -> [NoteSummary] {
        sortedIndices(notes).map { notes[$0] }
    }

    /// The indices of `notes` in this order (ties end by file name). Newest first sorts the
    /// dates alone and compares titles only within runs of equal dates; by title compares the
    /// titles' keys, made once per note into one buffer.
    public func sortedIndices(_ notes: [NoteSummary]) -> [Int] {
        var order = Array(notes.indices)
        let dates = notes.map { $0.modified.timeIntervalSinceReferenceDate }
        switch self {
        case .newestFirst:
            order.sort { dates[$0] > dates[$1] }
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count && dates[order[end]] == dates[order[start]] { end += 1 }
                if end - start > 1 {
                    let run = Array(order[start..<end])
                    let keys = NoteTitleKeys(run.map { notes[$0].text.title })
                    let sortedRun = run.indices.sorted { a, b in
                        let byTitle = keys.compare(a, b)
                        return byTitle != 0 ? byTitle < 0 : notes[run[a]].fileName < notes[run[b]].fileName
                    }
                    for (offset, place) in sortedRun.enumerated() { order[start + offset] = run[place] }
                }
                start = end
            }
        case .byTitle:
            let keys = NoteTitleKeys(notes.map(\.text.title))
            order.sort { a, b in
                let byTitle = keys.compare(a, b)
                if byTitle != 0 { return byTitle < 0 }
                if dates[a] != dates[b] { return dates[a] > dates[b] }
                return notes[a].fileName < notes[b].fileName
            }
        }
        return order
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
        var key: [UInt8] = []
        Self.append(title, to: &key)
        bytes = key
    }

    /// Appends the key of `title` to `key`.
    static func append(_ title: String, to key: inout [UInt8]) {
        let folded = NoteSearchIndex.fold(title)
        // A run of digits becomes "0", its length without leading zeros, then those digits:
        // a longer number sorts later, equal lengths digit by digit.
        key.reserveCapacity(key.count + folded.count + 4)
        var index = 0
        while index < folded.count {
            guard isDigit(folded[index]) else {
                key.append(folded[index])
                index += 1
                continue
            }
            var end = index
            while end < folded.count && isDigit(folded[end]) { end += 1 }
            var start = index
            while start < end - 1 && folded[start] == 0x30 { start += 1 }
            key.append(0x30)
            key.append(UInt8(min(end - start, 200)) + 0x30)
            key.append(contentsOf: folded[start..<end])
            index = end
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Byte order of the keys.
    public static func < (lhs: NoteTitleKey, rhs: NoteTitleKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}

/// The `NoteTitleKey`s of many titles in one buffer (no allocation per title), compared by
/// position.
struct NoteTitleKeys {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    init(_ titles: [String]) {
        ends.reserveCapacity(titles.count)
        for title in titles {
            NoteTitleKey.append(title, to: &bytes)
            ends.append(bytes.count)
        }
    }

    /// Below zero when title `a`'s key sorts before `b`'s, zero when they are equal.
    func compare(_ a: Int, _ b: Int) -> Int {
        var i = a == 0 ? 0 : ends[a - 1], j = b == 0 ? 0 : ends[b - 1]
        let endA = ends[a], endB = ends[b]
        while i < endA && j < endB {
            if bytes[i] != bytes[j] { return Int(bytes[i]) - Int(bytes[j]) }
            i += 1
            j += 1
        }
        return (endA - i) - (endB - j)
    }
}
