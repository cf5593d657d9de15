/// The recovery file of an edit: a few `key: value` header lines, a blank line, then the
/// text verbatim (UTF-8), so a user can read it with any text editor:
///
/// ```
/// WorkflowGtk recovered edit, format 1
/// original-path: /home/me/Notes/Groceries.txt
/// saved-at: 1795853882.25
/// reason: permission denied
/// text-bytes: 12
///
/// eggs
/// butter
/// ```
///
/// In the header values a backslash, a line feed and a carriage return are written `\\`,
/// `\n` and `\r`; unknown keys are ignored. The text starts after the first blank line and
/// runs to the end of the file; `text-bytes` is its length in bytes, checked on reading.
extension RecoveredEdit {
    /// The first line of every recovery file.
    static let formatLine = "WorkflowGtk recovered edit, format 1"

    /// The recovery file's bytes.
    var fileBytes: [UInt8] {
        let header = Self.formatLine + "\n"
            + "original-path: " + Self.escaped(originalPath) + "\n"
            + "saved-at: " + String(savedAt) + "\n"
            + "reason: " + Self.escaped(reason) + "\n"
            + "text-bytes: " + String(text.utf8.count) + "\n"
            + "\n"
        var bytes = Array(header.utf8)
        bytes.append(contentsOf: text.utf8)
        return bytes
    }

    /// The edit a recovery file named `id` holds, or why it holds none.
    static func parse(_ bytes: [UInt8], id: String) -> Result<RecoveredEdit, ParseFailure> {
        let newline = UInt8(ascii: "\n")
        var lines: [String] = []
        var start = 0
        var textStart: Int?
        while start < bytes.count, let end = bytes[start...].firstIndex(of: newline) {
            if end == start { textStart = end + 1; break }
            guard let line = String(validating: bytes[start..<end], as: UTF8.self) else {
                return .failure(ParseFailure("its header is not UTF-8 text"))
            }
            lines.append(line)
            start = end + 1
        }
        guard lines.first == formatLine else {
            return .failure(ParseFailure(bytes.isEmpty ? "it is empty (a save that did not finish)" : "it is not a recovered edit (its first line is not “\(formatLine)”)"))
        }
        guard let textStart else { return .failure(ParseFailure("its header does not end (no blank line)")) }
        var values: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return .failure(ParseFailure("a header line has no “:”")) }
            var value = line[line.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
            guard let unescaped = unescaped(value) else { return .failure(ParseFailure("a header value has a bad escape")) }
            values[String(line[..<colon])] = unescaped
        }
        guard let originalPath = values["original-path"], !originalPath.isEmpty else {
            return .failure(ParseFailure("its header has no original-path"))
        }
        guard let savedAt = values["saved-at"].flatMap(Double.init), savedAt.isFinite else {
            return .failure(ParseFailure("its header has no valid saved-at"))
        }
        let textBytes = bytes[textStart...]
        if let expected = values["text-bytes"] {
            guard Int(expected) == textBytes.count else {
                return .failure(ParseFailure("its text is \(textBytes.count) bytes, its header says \(expected) (cut off or changed)"))
            }
        }
        guard let text = String(validating: textBytes, as: UTF8.self) else {
            return .failure(ParseFailure("its text is not UTF-8"))
        }
        return .success(RecoveredEdit(originalPath: originalPath, text: text, reason: values["reason"] ?? "", savedAt: savedAt, id: id))
    }

    /// Why a file is not a recovered edit.
    struct ParseFailure: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private static func escaped(_ value: String) -> String {
        var result = ""
        for character in value.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    private static func unescaped(_ value: Substring) -> String? {
        var result = ""
        var escaping = false
        for character in value.unicodeScalars {
            if escaping {
                switch character {
                case "\\": result += "\\"
                case "n": result += "\n"
                case "r": result += "\r"
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(character)
            }
        }
        return escaping ? nil : result
    }
}
