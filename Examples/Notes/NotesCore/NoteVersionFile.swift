import Foundation

/// The file a note's history keeps one version in: a few `key: value` header lines, a blank
/// line, then the text verbatim (UTF-8), so a person can read it with any text editor:
///
/// ```
/// WorkflowGtk Notes version, format 1
/// note: Shopping.md
/// saved-at: 1795853882.25
/// kept-at: 1795854001.5
/// text-bytes: 12
///
/// eggs
/// butter
/// ```
///
/// Nothing in it is trusted: a file whose first line, times or length do not hold, or whose
/// text is not UTF-8, is no version (``parse(_:id:)`` says why), and the history skips it.
/// `note` is for a person reading the file; the history does not rely on it (a renamed
/// note's folder is moved, its files are not rewritten).
public enum NoteVersionFile {
    /// The first line of every version file.
    public static let formatLine = "WorkflowGtk Notes version, format 1"
    /// The extension of version files.
    public static let fileExtension = ".version"
    /// The most header bytes read to list a version (its text is read only when shown).
    public static let largestHeader = 4096

    /// The bytes of the file keeping `text` of the note `fileName` as `version`.
    public static func bytes(of text: String, fileName: String, version: NoteVersion) -> [UInt8] {
        let header = formatLine + "\n"
            + "note: " + fileName.replacingOccurrences(of: "\n", with: " ") + "\n"
            + "saved-at: " + String(version.savedAt.timeIntervalSince1970) + "\n"
            + "kept-at: " + String(version.keptAt.timeIntervalSince1970) + "\n"
            + "text-bytes: " + String(text.utf8.count) + "\n"
            + "\n"
        return Array(header.utf8) + Array(text.utf8)
    }

    /// The version a file named `id` describes, from the first bytes of the file (`prefix`,
    /// up to ``largestHeader``) and its whole size, and where its text starts; or why it is
    /// no version. The text itself is not checked here (see ``parse(_:id:)``).
    public static func header(_ prefix: ArraySlice<UInt8>, fileSize: Int, id: String) -> Result<(version: NoteVersion, textStart: Int), Failure> {
        let newline = UInt8(ascii: "\n")
        var lines: [String] = []
        var start = prefix.startIndex
        var textStart: Int?
        while start < prefix.endIndex, let end = prefix[start...].firstIndex(of: newline) {
            if end == start { textStart = end + 1 - prefix.startIndex; break }
            guard let line = String(validating: prefix[start..<end], as: UTF8.self) else {
                return .failure(Failure("its header is not UTF-8 text"))
            }
            lines.append(line)
            start = end + 1
        }
        guard lines.first == formatLine else {
            return .failure(Failure(prefix.isEmpty ? "it is empty (a save that did not finish)" : "it is not a note version (its first line is not “\(formatLine)”)"))
        }
        guard let textStart else { return .failure(Failure("its header does not end (no blank line)")) }
        var values: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return .failure(Failure("a header line has no “:”")) }
            var value = line[line.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
            values[String(line[..<colon])] = String(value)
        }
        guard let savedAt = values["saved-at"].flatMap(Double.init), savedAt.isFinite,
              let keptAt = values["kept-at"].flatMap(Double.init), keptAt.isFinite else {
            return .failure(Failure("its header has no valid saved-at or kept-at"))
        }
        guard let size = values["text-bytes"].flatMap(Int.init), size >= 0 else {
            return .failure(Failure("its header has no valid text-bytes"))
        }
        guard fileSize - textStart == size else {
            return .failure(Failure("its text is \(fileSize - textStart) bytes, its header says \(size) (cut off or changed)"))
        }
        let version = NoteVersion(id: id, savedAt: Date(timeIntervalSince1970: savedAt),
                                  keptAt: Date(timeIntervalSince1970: keptAt), size: size)
        return .success((version, textStart))
    }

    /// The version and its text a whole file named `id` holds, or why it holds none.
    public static func parse(_ bytes: [UInt8], id: String) -> Result<(version: NoteVersion, text: String), Failure> {
        switch header(bytes[...], fileSize: bytes.count, id: id) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let (version, textStart)):
            guard let text = String(validating: bytes[textStart...], as: UTF8.self) else {
                return .failure(Failure("its text is not UTF-8"))
            }
            return .success((version, text))
        }
    }

    /// Why a file is no note version.
    public struct Failure: Error, Equatable, Sendable {
        /// The reason, in words.
        public var reason: String
        /// A failure for `reason`.
        public init(_ reason: String) { self.reason = reason }
    }
}
