import Foundation

/// The notes' titles and bodies folded for search (case and accents aside), built off the
/// main thread and searched there too: a search checks for cancellation as it goes, so the
/// next keystroke's search replaces it at once.
public struct NoteSearchIndex: Sendable {
    private var entries: [(fileName: String, folded: String)]

    /// An index of `notes`: each file name with its whole text.
    public init(_ notes: some Sequence<(fileName: String, text: String)>) {
        entries = notes.map { ($0.fileName, Self.fold($0.text)) }
    }

    /// How many notes the index holds.
    public var count: Int { entries.count }

    /// The file names of the notes whose text holds every word of `query`, in index order;
    /// every note for a query without words. Throws `CancellationError` when the task is
    /// cancelled meanwhile.
    public func fileNames(matching query: String) throws -> [String] {
        let words = Self.fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return entries.map(\.fileName) }
        var found: [String] = []
        for (index, entry) in entries.enumerated() {
            if index % 1_024 == 0 { try Task.checkCancellation() }
            if words.allSatisfy({ entry.folded.contains($0) }) { found.append(entry.fileName) }
        }
        return found
    }

    /// Replaces (or adds) the text of `fileName`.
    public mutating func update(fileName: String, text: String) {
        let folded = Self.fold(text)
        if let index = entries.firstIndex(where: { $0.fileName == fileName }) {
            entries[index].folded = folded
        } else {
            entries.append((fileName, folded))
        }
    }

    /// Removes `fileName`.
    public mutating func remove(fileName: String) {
        entries.removeAll { $0.fileName == fileName }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
