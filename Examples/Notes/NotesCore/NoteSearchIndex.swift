import Foundation

/// The notes' titles and bodies searched case and accents aside, built off the main thread and
/// searched there too: a search checks for cancellation as it goes, so the next keystroke's
/// search replaces it at once.
///
/// The index keeps no copy of a plain ASCII note (most notes): it holds the text it was given
/// (a `String` shares its storage, so the note's text is in memory once) and compares its
/// letters without case. Only a note with other characters is kept folded (case, accents and
/// widths folded away by Foundation), beside the caller's text.
///
/// Each note keeps, beside its text, a mask of the characters it holds: a word with a
/// character the note lacks is ruled out without reading the note, and a common one is
/// usually found near the start.
///
/// The notes are kept in segments (a batch of notes read is one): adding a batch to an index
/// that a running search also holds copies nothing of the other segments (a copy of one array
/// of every note would cost the main thread more than the batch). Changing or removing a note
/// rebuilds its segment only.
public struct NoteSearchIndex: Sendable {
    /// Notes with their texts, and each note's place by file name; never changed once made (an
    /// index that changes one makes another), so indexes share them.
    private final class Segment: Sendable {
        let fileNames: [String]
        /// Note i's text: as given when `characters[i]` has `plainBit` (plain ASCII, compared
        /// without case), else folded.
        let texts: [String]
        let characters: [UInt64]
        let positions: [String: Int32]

        var count: Int { fileNames.count }

        init(_ builder: Builder) {
            fileNames = builder.fileNames
            texts = builder.texts
            characters = builder.characters
            positions = builder.positions
        }

        /// A builder holding this segment's notes (the start of a bigger segment or a changed one).
        func builder(replacing replaced: Int? = nil, with text: String? = nil) -> Builder {
            var builder = Builder()
            builder.reserve(count)
            for offset in 0..<count {
                if offset == replaced {
                    if let text { builder.append(fileNames[offset], text) }
                    continue
                }
                builder.append(fileNames[offset], kept: texts[offset], characters[offset])
            }
            return builder
        }

        func matches(_ offset: Int, _ query: NoteSearchQuery) -> Bool {
            let mask = characters[offset]
            guard mask & query.characters == query.characters else { return false }
            let plain = mask & NoteSearchIndex.plainBit != 0
            return NoteSearchIndex.withBytes(of: texts[offset]) { text in
                query.words.allSatisfy { word in
                    word.withUnsafeBufferPointer { plain ? NoteSearchIndex.bytes(text, containIgnoringCase: $0) : NoteSearchIndex.bytes(text, contain: $0) }
                }
            }
        }
    }

    /// A segment being made.
    private struct Builder {
        var fileNames: [String] = []
        var texts: [String] = []
        var characters: [UInt64] = []
        var positions: [String: Int32] = [:]

        var count: Int { fileNames.count }

        mutating func reserve(_ count: Int) {
            fileNames.reserveCapacity(count)
            texts.reserveCapacity(count)
            characters.reserveCapacity(count)
            positions.reserveCapacity(count)
        }

        mutating func append(_ fileName: String, _ text: String) {
            if let mask = NoteSearchIndex.plainMask(text) {
                append(fileName, kept: text, mask | NoteSearchIndex.plainBit)
            } else {
                let bytes = NoteSearchIndex.fold(text)
                append(fileName, kept: String(decoding: bytes, as: UTF8.self), NoteSearchIndex.characterMask(bytes))
            }
        }

        mutating func append(_ fileName: String, kept text: String, _ mask: UInt64) {
            positions[fileName] = Int32(fileNames.count)
            fileNames.append(fileName)
            texts.append(text)
            characters.append(mask)
        }
    }

    /// The bit of a note's character mask saying its text is kept as given (plain ASCII).
    private static let plainBit: UInt64 = 1 << 63

    /// A segment smaller than this takes the next notes added instead of a new segment (a
    /// look-up by name asks each segment: few segments keep it short).
    private static let segmentSize = 16_384
    /// A place's segment is `place >> offsetBits`, its note in it `place & offsetMask`.
    private static let offsetBits: Int32 = 20
    private static let offsetMask: Int32 = (1 << 20) - 1

    private var segments: [Segment] = []

    /// Identifies one state of the index: any change makes a new one, so places found with
    /// `entryPositions(of:)` hold while the revision is the same (compared by identity).
    public final class Revision: Sendable {}
    /// The index's current revision.
    public private(set) var revision = Revision()

    /// An index of `notes`: each file name with its whole text.
    public init(_ notes: some Sequence<(fileName: String, text: String)>) {
        add(notes)
    }

    /// How many notes the index holds.
    public var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// The file names of the notes whose text holds every word of `query`, in index order;
    /// every note for a query without words. Throws `CancellationError` when the task is
    /// cancelled meanwhile.
    public func fileNames(matching query: String) throws -> [String] {
        let query = NoteSearchQuery(query)
        guard !query.isEmpty else { return segments.flatMap(\.fileNames) }
        var found: [String] = []
        for segment in segments {
            for offset in 0..<segment.count {
                if offset % 1_024 == 0 { try Task.checkCancellation() }
                if segment.matches(offset, query) { found.append(segment.fileNames[offset]) }
            }
        }
        return found
    }

    /// Whether the note `fileName` holds every word of `query` (false for a note the index
    /// does not hold; true for a query without words).
    public func note(_ fileName: String, matches query: NoteSearchQuery) -> Bool {
        entry(at: place(of: fileName), matches: query)
    }

    /// The place in the index of each of `fileNames` (-1 for a note it does not hold), for
    /// `entry(at:matches:)`: a search of the same notes again skips looking their names up.
    public func entryPositions(of fileNames: some Sequence<String>) -> [Int32] {
        var hint = 0
        return fileNames.map { place(of: $0, hint: &hint) }
    }

    /// Whether the note at `position` (from `entryPositions(of:)` at this revision) holds every
    /// word of `query` (false for -1).
    public func entry(at position: Int32, matches query: NoteSearchQuery) -> Bool {
        guard position >= 0 else { return false }
        return segments[Int(position >> Self.offsetBits)].matches(Int(position & Self.offsetMask), query)
    }

    /// Whether `text` (not in the index: a note not read yet, by its title) holds every word
    /// of `query`, case and accents aside.
    public static func text(_ text: String, matches query: NoteSearchQuery) -> Bool {
        let folded = fold(text)
        guard characterMask(folded) & query.characters == query.characters else { return false }
        return query.words.allSatisfy { bytes(folded, contain: $0) }
    }

    /// Adds notes the index does not hold yet (a batch just read): a segment of their own, or
    /// the end of the last one when both are small.
    public mutating func add(_ notes: some Sequence<(fileName: String, text: String)>) {
        revision = Revision()
        let notes = Array(notes)
        var builder = Builder()
        if let last = segments.last, last.count + notes.count <= Self.segmentSize {
            builder = segments.removeLast().builder()
        }
        for note in notes {
            if builder.count >= Int(Self.offsetMask) {
                segments.append(Segment(builder))
                builder = Builder()
            }
            builder.append(note.fileName, note.text)
        }
        if builder.count > 0 { segments.append(Segment(builder)) }
    }

    /// Replaces (or adds) the text of `fileName`.
    public mutating func update(fileName: String, text: String) {
        let place = place(of: fileName)
        guard place >= 0 else {
            add([(fileName: fileName, text: text)])
            return
        }
        revision = Revision()
        let index = Int(place >> Self.offsetBits)
        segments[index] = Segment(segments[index].builder(replacing: Int(place & Self.offsetMask), with: text))
    }

    /// Removes `fileName`.
    public mutating func remove(fileName: String) {
        revision = Revision()
        let place = place(of: fileName)
        guard place >= 0 else { return }
        let index = Int(place >> Self.offsetBits)
        let rest = segments[index].builder(replacing: Int(place & Self.offsetMask), with: nil)
        if rest.count == 0 { segments.remove(at: index) } else { segments[index] = Segment(rest) }
    }

    /// The place of `fileName` (its segment and offset), or -1; `hint`, a segment to ask first
    /// (the one that held the last name looked up: notes in list order are mostly in one).
    private func place(of fileName: String, hint: inout Int) -> Int32 {
        if segments.indices.contains(hint), let offset = segments[hint].positions[fileName] { return Int32(hint) << Self.offsetBits | offset }
        for index in segments.indices where index != hint {
            if let offset = segments[index].positions[fileName] {
                hint = index
                return Int32(index) << Self.offsetBits | offset
            }
        }
        return -1
    }

    private func place(of fileName: String) -> Int32 {
        var hint = segments.count - 1
        return place(of: fileName, hint: &hint)
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

    /// The character mask of `text`'s folded bytes when it is plain ASCII (folding is then
    /// lowering its letters), else nil.
    static func plainMask(_ text: String) -> UInt64? {
        withBytes(of: text) { bytes in
            var mask: UInt64 = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                mask |= 1 << characterBit(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
            return mask
        }
    }

    /// Runs `body` over `text`'s UTF-8 bytes (in place for a native string).
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
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

    /// Whether `haystack` (plain ASCII) holds `needle` (folded: lower-case letters) with its
    /// letters compared without case.
    static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, containIgnoringCase needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
        @inline(__always) func lowered(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
        let upperFirst = first &- 0x61 < 26 ? first & ~0x20 : first
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            let byte = haystack[start]
            if byte == first || byte == upperFirst {
                var matched = 1
                while matched < needle.count && lowered(haystack[start + matched]) == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
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
