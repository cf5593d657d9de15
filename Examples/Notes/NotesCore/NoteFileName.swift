/// File names for new notes, made from a title: one path component (no `/`, no NUL, no
/// leading dot), at most `maximumBytes` UTF-8 bytes, ending in `.md`, and not one of the
/// names already taken (" 2", " 3", … before the extension).
public enum NoteFileName {
    /// The extension of note files.
    public static let pathExtension = "md"
    /// The longest name (in UTF-8 bytes) made, well under the 255 most file systems allow.
    public static let maximumBytes = 200

    /// A free file name for a note titled `title`, given the names already in the folder.
    public static func make(for title: String, taken: Set<String>) -> String {
        var stem = String(title.map { $0 == "/" || $0 == "\0" || $0.isNewline ? "-" : $0 })
        stem = String(stem.drop(while: { $0 == "." || $0.isWhitespace }))
        while let last = stem.last, last.isWhitespace || last == "." { stem.removeLast() }
        if stem.isEmpty { stem = NoteText.untitled }
        let suffixRoom = maximumBytes - pathExtension.utf8.count - 1 - 8
        while stem.utf8.count > suffixRoom { stem.removeLast() }
        let takenFolded = Set(taken.map { $0.lowercased() })
        var candidate = "\(stem).\(pathExtension)"
        var number = 2
        while takenFolded.contains(candidate.lowercased()) {
            candidate = "\(stem) \(number).\(pathExtension)"
            number += 1
        }
        return candidate
    }
}
