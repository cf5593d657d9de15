import Foundation

extension NoteFileName {
    /// The name a new note is listed under until its first write gives it a file
    /// (`number` counts the new notes): it ends in no `.md` and starts with a dot, so no note
    /// file listed or reported by the file monitor ever has it.
    public static func provisional(_ number: Int) -> String {
        ".new-\(number)"
    }

    /// Whether `name` is a provisional name (a new note without a file yet).
    public static func isProvisional(_ name: String) -> Bool {
        name.hasPrefix(".new-")
    }

    /// The file name of a new note holding `text`, made at its first write: its title
    /// (`NoteText.title`) without Markdown's inline markup (emphasis, code, a link's
    /// address), as a safe name (`make(for:taken:)`) not in `taken`.
    public static func make(forText text: String, taken: Set<String>) -> String {
        make(for: plainTitle(NoteText(text).title), taken: taken)
    }

    /// `title` without inline Markdown: a link or image reads as its text, and the marks of
    /// emphasis and code go (`**Plans** for _June_` → `Plans for June`); a list or quote mark
    /// at its start goes too.
    public static func plainTitle(_ title: String) -> String {
        var text = Substring(title)
        for mark in ["> ", "- ", "* ", "+ ", "[ ] ", "[x] "] where text.hasPrefix(mark) {
            text = text.dropFirst(mark.count)
        }
        var plain = ""
        var rest = text[...]
        while let first = rest.first {
            if first == "!" && rest.dropFirst().first == "[" {
                rest = rest.dropFirst()
                continue
            }
            if first == "[", let close = rest.firstIndex(of: "]") {
                // [text](address): the text.
                let label = rest[rest.index(after: rest.startIndex)..<close]
                var after = rest[rest.index(after: close)...]
                if after.first == "(", let end = after.firstIndex(of: ")") { after = after[after.index(after: end)...] }
                plain += label
                rest = after
                continue
            }
            // `_` marks emphasis only at a word's edge (snake_case keeps it).
            let inWord = first == "_" && (plain.last?.isLetter ?? false) && (rest.dropFirst().first?.isLetter ?? false)
            if first == "*" || first == "`" || first == "~" || (first == "_" && !inWord) {
                rest = rest.dropFirst()
                continue
            }
            plain.append(first)
            rest = rest.dropFirst()
        }
        let trimmed = plain.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? title : trimmed
    }
}

extension NoteFileName {
    /// The file name of a new note holding `text` (as `make(forText:taken:)`), not one for
    /// which `isTaken` holds: looks up only the names it tries (no set of a large folder's
    /// names is made).
    public static func make(forText text: String, isTaken: (String) -> Bool) -> String {
        let first = make(for: plainTitle(NoteText(text).title), taken: [])
        guard isTaken(first) else { return first }
        let stem = String(first.dropLast(pathExtension.count + 1))
        var number = 2
        while isTaken("\(stem) \(number).\(pathExtension)") { number += 1 }
        return "\(stem) \(number).\(pathExtension)"
    }
}
