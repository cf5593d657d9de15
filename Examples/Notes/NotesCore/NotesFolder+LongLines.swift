/// Lines too long to edit: GtkTextView lays out each paragraph as one Pango layout, whole,
/// and again on every keystroke in it. Pango 1.50 (Debian 12), one paragraph wrapped at
/// 600 px, best of three (Sans 11; Monospace is within 15 %): 10,000 bytes 3.2 ms, 20,000
/// bytes 6.6 ms, 50,000 bytes 20 ms, 100,000 bytes 46 ms, 200,000 bytes 130 ms. A keystroke
/// has one frame (16.7 ms) for the layout, the drawing and the accessibility update, so a
/// line stops being editable above 10,000 bytes (a third of that frame for the layout), and
/// the editor is never given more than that in one line.
extension NotesFolder {
    /// The longest line, in bytes, a note may have to be edited; a longer line makes the
    /// note read-only, shown cut (`NoteReadOnlyDetail.lineTooLong`).
    public static let longestLine = 10_000
    /// What ends a line cut to `longestLine` bytes in the text shown.
    public static let cutMarker = " …"

    /// The bytes and characters (Unicode scalars: bytes that do not continue a UTF-8
    /// sequence) of the longest line of `bytes` (lines end at `\n` or `\r`, as GTK's
    /// paragraphs do).
    static func longestLine(in bytes: [UInt8]) -> (bytes: Int, characters: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var longest = 0, longestStart = 0, start = 0
            for index in 0...buffer.count {
                guard index == buffer.count || buffer[index] == 0x0A || buffer[index] == 0x0D else { continue }
                if index - start > longest {
                    longest = index - start
                    longestStart = start
                }
                start = index + 1
            }
            var characters = 0
            for byte in buffer[longestStart..<longestStart + longest] where byte & 0xC0 != 0x80 { characters += 1 }
            return (longest, characters)
        }
    }

    /// `bytes` with every line longer than `limit` bytes cut at `limit` (or just before, at
    /// the start of a UTF-8 sequence) and ended with `cutMarker`.
    static func cutLines(_ bytes: [UInt8], at limit: Int) -> [UInt8] {
        let marker = Array(cutMarker.utf8)
        var out: [UInt8] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for index in 0...buffer.count {
                guard index == buffer.count || buffer[index] == 0x0A || buffer[index] == 0x0D else { continue }
                if index - start > limit {
                    var end = start + limit
                    while end > start, buffer[end] & 0xC0 == 0x80 { end -= 1 }
                    out.append(contentsOf: buffer[start..<end])
                    out.append(contentsOf: marker)
                } else {
                    out.append(contentsOf: buffer[start..<index])
                }
                if index < buffer.count { out.append(buffer[index]) }
                start = index + 1
            }
        }
        return out
    }
}
