import CommonMark

/// What the sidebar shows of a note, read from its Markdown text without the markup (a
/// CommonMark parser reads it: "## Decisions" is "Decisions", "- Milk" "Milk", "*Bread*"
/// "Bread"): the title is the first line with text, the snippet the text after it, on one
/// line and cut at a word.
public struct NoteText: Hashable, Sendable {
    /// The title shown for a note with no text.
    public static let untitled = "Untitled"
    /// How many characters a snippet keeps at most.
    public static let snippetLength = 120

    /// How many bytes of a note's start are read for the title and snippet (cut at a line's
    /// end): plenty for `snippetLength` characters after a title, however much markup they carry.
    public static let readLength = 4_096

    /// The first line with text, without markup, leading `#` marks and spaces; `untitled` for
    /// an empty note.
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
        var lines = Self.readable(text).split(whereSeparator: \.isNewline).lazy
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

    /// The note's start as a reader sees it: the first `readLength` bytes (cut at a line's end),
    /// without Markdown markup when they have any. A text without a character that can start
    /// markup is its own plain text, and is not parsed.
    static func readable(_ text: String) -> Substring {
        let scan = text.utf8.withContiguousStorageIfAvailable { bytes -> (length: Int, marked: Bool) in
            var length = bytes.count
            if length > readLength {
                // At the last line's end, or (one long line) at the start of a character.
                length = bytes[..<readLength].lastIndex(of: 0x0A) ?? readLength
                while length > 0, bytes[length] & 0xC0 == 0x80 { length -= 1 }
            }
            return (length, hasMarkup(UnsafeBufferPointer(rebasing: bytes[..<length])))
        }
        let (length, marked) = scan ?? (text.utf8.count, true)
        let start = length == text.utf8.count ? Substring(text) : text[..<text.utf8.index(text.utf8.startIndex, offsetBy: length)]
        return marked ? Substring(CommonMark.plainText(String(start))) : start
    }

    /// Whether `bytes` hold a character that can start Markdown markup: a punctuation mark of
    /// CommonMark's blocks and inlines (`#`, `*`, `_`, `` ` ``, `[`, `<`, `>`, `!`, `\`, `&`, `~`,
    /// `|`, `=`, `-`, `+`), a tab or four spaces (an indented code block), or a digit followed by
    /// `.` or `)` (an ordered list).
    static func hasMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0, spaces = 0
        for byte in bytes {
            switch byte {
            case 0x23, 0x2A, 0x5F, 0x60, 0x5B, 0x3C, 0x3E, 0x21, 0x5C, 0x26, 0x7E, 0x7C, 0x3D, 0x2D, 0x2B, 0x09:
                return true
            case 0x2E, 0x29:
                if previous >= 0x30 && previous <= 0x39 { return true }
            case 0x20:
                spaces += 1
                if spaces == 4 { return true }
            default:
                break
            }
            if byte != 0x20 { spaces = 0 }
            previous = byte
        }
        return false
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
