/// Where the library's items come from: the five samples, or a generated catalogue of any
/// size (`workflow-demo --library-size N`) with deterministic titles and authors, books and
/// albums alternating.
///
/// ```swift
/// let items = LibraryCatalogue.generated(count: 100_000).items  // "Amber Atlas 1", …
/// ```
public enum LibraryCatalogue: Equatable, Hashable, Sendable {
    /// The five sample items (`LibraryItem.samples`).
    case samples
    /// `count` generated items.
    case generated(count: Int)

    /// The largest generated catalogue (`--library-size` refuses more; a saved state asking
    /// for more does not decode).
    public static let maximumCount = 10_000_000

    /// The catalogue's items, in order.
    public var items: [LibraryItem] {
        switch self {
        case .samples: LibraryItem.samples
        case .generated(let count): (0..<max(0, count)).map(LibraryItem.generated)
        }
    }

    /// The catalogue's first item (without making the others), nil for an empty one.
    public var firstItem: LibraryItem? {
        switch self {
        case .samples: LibraryItem.samples.first
        case .generated(let count): count > 0 ? LibraryItem.generated(0) : nil
        }
    }

    /// The key of the library workflow showing this catalogue: a saved library state is
    /// restored only into a library of the same catalogue (empty for the samples, so the
    /// default library keeps its plain path).
    public var workflowKey: String {
        switch self {
        case .samples: ""
        case .generated(let count): "generated-\(count)"
        }
    }
}

extension LibraryItem {
    private static let adjectives = ["Amber", "Blue", "Crimson", "Distant", "Electric", "Fading", "Golden", "Hidden",
                                     "Iron", "Jade", "Kind", "Lunar", "Midnight", "Northern", "Open", "Quiet"]
    private static let nouns = ["Atlas", "Bridge", "Canyon", "Delta", "Echo", "Forest", "Garden", "Harbor",
                                "Island", "Journey", "Kingdom", "Lantern", "Meadow", "Night", "Ocean", "River"]
    private static let people = ["Ada Byron", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Donald Knuth",
                                 "Edsger Dijkstra", "Frances Allen", "John Backus", "Niklaus Wirth", "Radia Perlman"]
    /// Every generated album's tracks: one array shared by all of them (a literal per album
    /// would allocate a buffer per album: about 32 MB at a million items).
    private static let sides = ["Side A", "Side B"]

    /// The generated catalogue's item at `index`: a book at even indices, an album at odd
    /// ones; the title ends with `index + 1`, so every title is unique.
    public static func generated(_ index: Int) -> LibraryItem {
        let title = "\(adjectives[index % adjectives.count]) \(nouns[(index / adjectives.count) % nouns.count]) \(index + 1)"
        let person = people[(index / 2) % people.count]
        if index.isMultiple(of: 2) {
            return LibraryItem(title: title, kind: .book(author: person, pages: 100 + index % 400))
        }
        return LibraryItem(title: title, kind: .album(artist: person, tracks: sides))
    }
}

// MARK: - Codable

extension LibraryCatalogue: Codable {
    private enum CodingKeys: String, CodingKey {
        case generatedCount
    }

    /// Reads `{}` (the samples) or `{"generatedCount": N}`; a count outside
    /// 0…``maximumCount`` does not decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let count = try container.decodeIfPresent(Int.self, forKey: .generatedCount) else {
            self = .samples
            return
        }
        guard (0...Self.maximumCount).contains(count) else {
            throw DecodingError.dataCorruptedError(
                forKey: .generatedCount, in: container,
                debugDescription: "LibraryCatalogue: \(count) items is outside 0…\(Self.maximumCount)")
        }
        self = .generated(count: count)
    }

    /// Writes `{}` for the samples, `{"generatedCount": N}` for a generated catalogue.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if case .generated(let count) = self { try container.encode(count, forKey: .generatedCount) }
    }
}
