/// What the sidebar shows of a note, read from its Markdown text: the title is the first
/// line with text (without its leading `#` marks), the snippet the text after it, on one
/// line and cut at a word.
public struct NoteText: Hashable, Sendable {
    /// The title shown for a note with no text.
    public static let untitled = "Untitled"
    /// How many characters a snippet keeps at most.
    public static let snippetLength = 120

    /// The first line with text, without leading `#` marks and spaces; `untitled` for an
    /// empty note.
    public let title: String
    /// The text after the title on one line (runs of white space become one space), at most
    /// `snippetLength` characters, ending in "…" when cut.
    public let snippet: String

    /// Reads the title and snippet of `text` (only as much of it as the snippet needs).
    public init(_ text: String) {
        // One plain line (a note's file name before the note is read): the title as it is.
        let utf8 = text.utf8
        if let first = utf8.first, let last = utf8.last, first != 0x23, first != 0x20, last != 0x20,
           utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            title = text
            snippet = ""
            return
        }
        var lines = text.split(whereSeparator: \.isNewline).lazy
            .map { Self.trimmed($0) }
            .filter { !$0.isEmpty }
            .makeIterator()
        let first = lines.next().map { Self.trimmed($0.drop(while: { $0 == "#" })) } ?? ""
        title = first.isEmpty ? Self.untitled : String(first)
        var snippet = ""
        while snippet.count <= Self.snippetLength, let line = lines.next() {
            if !snippet.isEmpty { snippet += " " }
            snippet += line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        self.snippet = Self.shortened(snippet)
    }

    /// `line` without white space at either end.
    private static func trimmed(_ line: Substring) -> Substring {
        guard let start = line.firstIndex(where: { !$0.isWhitespace }),
              let end = line.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return line[start...end]
    }

    private static func shortened(_ text: String) -> String {
        guard text.count > snippetLength else { return text }
        let cut = text.prefix(snippetLength)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return word + "…"
    }
}
