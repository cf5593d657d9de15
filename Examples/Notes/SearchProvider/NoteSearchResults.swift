import Foundation
import NotesCore

/// The notes a search provider answers from: each note's title, snippet and date, and two
/// search indexes over them (whole texts, and titles alone for ranking), kept in the same
/// order so a place in one is the same note in the other. GTK-free; built off the main
/// thread while a folder is read.
public struct NoteSearchResults: Sendable {
    /// What the shell shows of one result.
    public struct Meta: Hashable, Sendable {
        /// The note's key (its file name).
        public var id: String
        /// Its title (the first line with text).
        public var title: String
        /// The text after the title, on one line (empty for a note with a title only).
        public var snippet: String

        /// The result `id` showing `title` and `snippet`.
        public init(id: String, title: String, snippet: String) {
            self.id = id
            self.title = title
            self.snippet = snippet
        }
    }

    /// The most results one search returns: the shell shows a handful; a query that matches
    /// more (every note for "e") is not worth sending over the bus.
    public static let limit = 100

    private var texts = NoteSearchIndex([])
    private var titles = NoteSearchIndex([])
    private var names: [String] = []
    private var summaries: [NoteText] = []
    private var modified: [Double] = []

    /// No notes.
    public init() {}

    /// How many notes are held.
    public var count: Int { names.count }

    /// Adds notes read from a folder (a note held already is replaced).
    public mutating func add(_ entries: [NotesFolder.Entry]) {
        var fresh: [NotesFolder.Entry] = []
        for entry in entries {
            if texts.entryPositions(of: [entry.summary.fileName])[0] >= 0 { update(entry) } else { fresh.append(entry) }
        }
        texts.add(fresh.map { ($0.summary.fileName, $0.text ?? $0.summary.text.title) })
        titles.add(fresh.map { ($0.summary.fileName, $0.summary.text.title) })
        names += fresh.map(\.summary.fileName)
        summaries += fresh.map(\.summary.text)
        modified += fresh.map { $0.summary.modified.timeIntervalSince1970 }
    }

    /// Replaces (or adds) one note read again.
    public mutating func update(_ entry: NotesFolder.Entry) {
        let name = entry.summary.fileName
        let position = Int(texts.entryPositions(of: [name])[0])
        guard position >= 0 else { return add([entry]) }
        texts.update(fileName: name, text: entry.text ?? entry.summary.text.title)
        titles.update(fileName: name, text: entry.summary.text.title)
        summaries[position] = entry.summary.text
        modified[position] = entry.summary.modified.timeIntervalSince1970
    }

    /// Removes the note `name` (nothing when it is not held).
    public mutating func remove(_ name: String) {
        let position = Int(texts.entryPositions(of: [name])[0])
        guard position >= 0 else { return }
        texts.remove(fileName: name)
        titles.remove(fileName: name)
        names.remove(at: position)
        summaries.remove(at: position)
        modified.remove(at: position)
    }

    /// The notes holding every word of `terms` (case and accents aside): those whose title
    /// holds them first, newest first within each group; at most `limit`. No words: none.
    public func ids(matching terms: [String]) -> [String] {
        let query = NoteSearchQuery(terms.joined(separator: " "))
        guard !query.isEmpty else { return [] }
        // The texts are searched in parts on every core: 100,000 notes are ~100 MB of text.
        let parts = Parallel.parts(of: names.count, least: 5_000)
        let found = Parallel.map(parts) { [texts, titles, count = names.count] part in
            var matches: [(position: Int32, inTitle: Bool)] = []
            for position in Parallel.range(of: part, in: parts, count: count) {
                let place = Int32(position)
                if texts.entry(at: place, matches: query) {
                    matches.append((place, titles.entry(at: place, matches: query)))
                }
            }
            return matches
        }.flatMap { $0 }
        return ranked(found)
    }

    /// `previous` (ids this value answered) narrowed to those holding every word of `terms`,
    /// ranked as `ids(matching:)` ranks.
    public func ids(narrowing previous: [String], to terms: [String]) -> [String] {
        let query = NoteSearchQuery(terms.joined(separator: " "))
        guard !query.isEmpty else { return [] }
        return ranked(texts.entryPositions(of: previous).filter { texts.entry(at: $0, matches: query) }.map { position in
            (position, titles.entry(at: position, matches: query))
        })
    }

    /// The title and snippet of each of `ids` that is held, in order.
    public func metas(_ ids: [String]) -> [Meta] {
        zip(ids, texts.entryPositions(of: ids)).compactMap { id, position in
            guard position >= 0 else { return nil }
            let text = summaries[Int(position)]
            return Meta(id: id, title: text.title, snippet: text.snippet)
        }
    }

    /// Title matches before the others, then newest first; the first `limit`. One pass that
    /// keeps the best `limit` in order (a query matching every one of 100,000 notes sorts 100).
    private func ranked(_ matches: [(position: Int32, inTitle: Bool)]) -> [String] {
        func before(_ left: (position: Int32, inTitle: Bool), _ right: (position: Int32, inTitle: Bool)) -> Bool {
            if left.inTitle != right.inTitle { return left.inTitle }
            let leftDate = modified[Int(left.position)], rightDate = modified[Int(right.position)]
            if leftDate != rightDate { return leftDate > rightDate }
            return names[Int(left.position)] < names[Int(right.position)]
        }
        var best: [(position: Int32, inTitle: Bool)] = []
        best.reserveCapacity(Self.limit + 1)
        for match in matches {
            if best.count == Self.limit, let last = best.last, !before(match, last) { continue }
            var low = 0, high = best.count
            while low < high {
                let middle = (low + high) / 2
                if before(best[middle], match) { low = middle + 1 } else { high = middle }
            }
            best.insert(match, at: low)
            if best.count > Self.limit { best.removeLast() }
        }
        return best.map { names[Int($0.position)] }
    }
}
