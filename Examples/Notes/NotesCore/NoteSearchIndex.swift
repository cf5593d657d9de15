import Foundation

/// The notes' titles and bodies folded for search (case and accents aside), built off the
/// main thread and searched there too: a search checks for cancellation as it goes, so the
/// next keystroke's search replaces it at once.
public struct NoteSearchIndex: Sendable {
    private var entries: [(fileName: String, folded: [UInt8])]
    /// Each file name's place in `entries` (an edit's update finds its note without a scan).
    private var positions: [String: Int] = [:]

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
        let words = String(decoding: Self.fold(query), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
        guard !words.isEmpty else { return entries.map(\.fileName) }
        var found: [String] = []
        for (index, entry) in entries.enumerated() {
            if index % 1_024 == 0 { try Task.checkCancellation() }
            if words.allSatisfy({ Self.bytes(entry.folded, contain: $0) }) { found.append(entry.fileName) }
        }
        return found
    }

    /// Adds notes the index does not hold yet (a batch just read).
    public mutating func add(_ notes: some Sequence<(fileName: String, text: String)>) {
        for note in notes {
            positions[note.fileName] = entries.count
            entries.append((note.fileName, Self.fold(note.text)))
        }
    }

    /// Replaces (or adds) the text of `fileName`.
    public mutating func update(fileName: String, text: String) {
        let folded = Self.fold(text)
        if let index = positions[fileName] {
            entries[index].folded = folded
        } else {
            positions[fileName] = entries.count
            entries.append((fileName, folded))
        }
    }

    /// Removes `fileName`.
    public mutating func remove(fileName: String) {
        guard let index = positions.removeValue(forKey: fileName) else { return }
        entries.remove(at: index)
        for later in index..<entries.count { positions[entries[later].fileName] = later }
    }

    /// The text's UTF-8 bytes with case, accents and widths folded away. Plain ASCII text
    /// (most notes) is folded byte by byte; other text through Foundation.
    private static func fold(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] |= 0x20 }
            return bytes
        }
        return Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).utf8)
    }

    /// Whether `haystack` holds `needle`: a scan for the needle's first byte, then a
    /// comparison of the rest.
    private static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
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
