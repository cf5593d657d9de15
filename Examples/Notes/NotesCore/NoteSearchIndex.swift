import Foundation

/// The notes' titles and bodies folded for search (case and accents aside), built off the
/// main thread and searched there too: a search checks for cancellation as it goes, so the
/// next keystroke's search replaces it at once.
///
/// Each note keeps, beside its folded bytes, a mask of the characters it holds: a word with a
/// character the note lacks is ruled out without reading the note, and a common one is
/// usually found near the start.
public struct NoteSearchIndex: Sendable {
    private struct Entry: Sendable {
        var fileName: String
        var folded: [UInt8]
        var characters: UInt64
    }

    private var entries: [Entry]
    /// Each file name's place in `entries` (an edit's update finds its note without a scan).
    private var positions: [String: Int] = [:]

    /// Identifies one state of the index: any change makes a new one, so places found with
    /// `entryPositions(of:)` hold while the revision is the same (compared by identity).
    public final class Revision: Sendable {}
    /// The index's current revision.
    public private(set) var revision = Revision()

    /// An index of `notes`: each file name with its whole text.
    public init(_ notes: some Sequence<(fileName: String, text: String)>) {
        entries = []
        add(notes)
    }

    /// How many notes the index holds.
    public var count: Int { entries.count }

    /// The file names of the notes whose text holds every word of `query`, in index order;
    /// every note for a query without words. Throws `CancellationError` when the task is
    /// cancelled meanwhile.
    public func fileNames(matching query: String) throws -> [String] {
        let query = NoteSearchQuery(query)
        guard !query.isEmpty else { return entries.map(\.fileName) }
        var found: [String] = []
        for (index, entry) in entries.enumerated() {
            if index % 1_024 == 0 { try Task.checkCancellation() }
            if Self.entry(entry, matches: query) { found.append(entry.fileName) }
        }
        return found
    }

    /// Whether the note `fileName` holds every word of `query` (false for a note the index
    /// does not hold; true for a query without words).
    public func note(_ fileName: String, matches query: NoteSearchQuery) -> Bool {
        guard let position = positions[fileName] else { return false }
        return Self.entry(entries[position], matches: query)
    }

    /// The place in the index of each of `fileNames` (-1 for a note it does not hold), for
    /// `entry(at:matches:)`: a search of the same notes again skips looking their names up.
    public func entryPositions(of fileNames: some Sequence<String>) -> [Int32] {
        fileNames.map { positions[$0].map { Int32($0) } ?? -1 }
    }

    /// Whether the note at `position` (from `entryPositions(of:)` at this revision) holds every
    /// word of `query` (false for -1).
    public func entry(at position: Int32, matches query: NoteSearchQuery) -> Bool {
        guard position >= 0 else { return false }
        // Read in place: copying the entry would retain and release its name and bytes.
        return entries.withUnsafeBufferPointer { entries in
            let entry = entries.baseAddress! + Int(position)
            guard entry.pointee.characters & query.characters == query.characters else { return false }
            return entry.pointee.folded.withUnsafeBufferPointer { folded in
                query.words.allSatisfy { word in word.withUnsafeBufferPointer { Self.bytes(folded, contain: $0) } }
            }
        }
    }

    /// Adds notes the index does not hold yet (a batch just read).
    public mutating func add(_ notes: some Sequence<(fileName: String, text: String)>) {
        revision = Revision()
        for note in notes {
            positions[note.fileName] = entries.count
            entries.append(Self.entry(note.fileName, note.text))
        }
    }

    /// Replaces (or adds) the text of `fileName`.
    public mutating func update(fileName: String, text: String) {
        revision = Revision()
        let entry = Self.entry(fileName, text)
        if let index = positions[fileName] {
            entries[index] = entry
        } else {
            positions[fileName] = entries.count
            entries.append(entry)
        }
    }

    /// Removes `fileName`.
    public mutating func remove(fileName: String) {
        revision = Revision()
        guard let index = positions.removeValue(forKey: fileName) else { return }
        entries.remove(at: index)
        for later in index..<entries.count { positions[entries[later].fileName] = later }
    }

    private static func entry(_ fileName: String, _ text: String) -> Entry {
        let folded = fold(text)
        return Entry(fileName: fileName, folded: folded, characters: characterMask(folded))
    }

    private static func entry(_ entry: Entry, matches query: NoteSearchQuery) -> Bool {
        guard entry.characters & query.characters == query.characters else { return false }
        return query.words.allSatisfy { bytes(entry.folded, contain: $0) }
    }

    /// The text's UTF-8 bytes with case, accents and widths folded away. Plain ASCII text
    /// (most notes) is folded byte by byte; other text through Foundation.
    static func fold(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] |= 0x20 }
            return bytes
        }
        return Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).utf8)
    }

    /// One bit for each character class `bytes` holds: a letter, a digit, a byte of a
    /// non-ASCII character, or any other byte.
    static func characterMask(_ bytes: [UInt8]) -> UInt64 {
        var mask: UInt64 = 0
        for byte in bytes { mask |= 1 << characterBit(byte) }
        return mask
    }

    private static func characterBit(_ byte: UInt8) -> UInt64 {
        switch byte {
        case 0x61...0x7A: return UInt64(byte - 0x61)          // a–z: bits 0–25
        case 0x30...0x39: return UInt64(byte - 0x30) + 26     // 0–9: bits 26–35
        case 0x80...: return 36
        default: return 37
        }
    }

    /// Whether `haystack` holds `needle`: a scan for the needle's first byte, then a
    /// comparison of the rest.
    static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        haystack.withUnsafeBufferPointer { haystack in needle.withUnsafeBufferPointer { bytes(haystack, contain: $0) } }
    }

    /// `bytes(_:contain:)` over buffers (no bounds checks in the scan).
    static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, contain needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count && haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}

/// What the user typed, folded into words as the index matches them.
public struct NoteSearchQuery: Hashable, Sendable {
    /// The folded words' UTF-8 bytes.
    let words: [[UInt8]]
    /// The character classes the words hold together (a note lacking one cannot match).
    let characters: UInt64

    /// The words of `text`, case and accents aside.
    public init(_ text: String) {
        words = String(decoding: NoteSearchIndex.fold(text), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
        characters = NoteSearchIndex.characterMask(words.flatMap { $0 })
    }

    /// Whether the query has no words (it matches every note).
    public var isEmpty: Bool { words.isEmpty }

    /// Whether every note this query matches is matched by `other` too: each of `other`'s
    /// words is inside one of this query's ("sund" narrows "su", "sun day" narrows "sun",
    /// every query narrows the empty one). A search may then look only at `other`'s answer.
    public func narrows(_ other: NoteSearchQuery) -> Bool {
        other.words.allSatisfy { word in words.contains { NoteSearchIndex.bytes($0, contain: word) } }
    }
}
