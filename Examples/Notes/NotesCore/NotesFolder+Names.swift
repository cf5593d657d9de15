import Foundation

// MARK: - Names that are not UTF-8

/// A note's key (`NoteSummary.fileName`) is its file name when the name is valid UTF-8. A
/// name that is not gets a key no file can have: the name as shown (U+FFFD for each byte
/// that is not UTF-8), a `/`, then the name's bytes in hexadecimal, e.g.
/// `caf\u{FFFD}.md/636166e92e6d64`. Two such names never share a key (the bytes differ), the
/// key is the same at every listing, and a key with a `/` is never the name of another file
/// in the folder: code that joins the folder's path and a key by hand reaches nothing (a
/// path under a "folder" that is not there), never a wrong file. To reach the file, the
/// workflow asks `rawPath(of:)` (the path's bytes, for `open`, GIO's
/// `g_file_new_for_path` and other C calls) — `path(of:)` is for showing it.
extension NotesFolder {
    /// The key of the file named by the bytes `name` (see above).
    public static func key(forRawName name: [UInt8]) -> String {
        if let valid = String(validating: name, as: UTF8.self) { return valid }
        let hex = name.map { byte -> String in
            let digits = String(byte, radix: 16)
            return byte < 0x10 ? "0" + digits : digits
        }
        return String(decoding: name, as: UTF8.self) + "/" + hex.joined()
    }

    /// The file name's bytes for `key` (the key's own UTF-8 bytes for an ordinary name).
    public static func rawName(of key: String) -> [UInt8] {
        guard let slash = key.utf8.lastIndex(of: 0x2F) else { return Array(key.utf8) }
        let hex = Array(key.utf8[key.utf8.index(after: slash)...])
        guard hex.count % 2 == 0, !hex.isEmpty else { return Array(key.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var index = 0
        while index < hex.count {
            guard let high = hexValue(hex[index]), let low = hexValue(hex[index + 1]) else { return Array(key.utf8) }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    /// Whether `key` names a file whose name is not UTF-8 (its path must be taken from
    /// `rawPath(of:)`).
    public static func isRawNameKey(_ key: String) -> Bool {
        key.utf8.contains(0x2F)
    }

    /// The name to show for `key`: the file name, with U+FFFD for bytes that are not UTF-8.
    public static func shownName(of key: String) -> String {
        guard let slash = key.utf8.lastIndex(of: 0x2F) else { return key }
        return String(key[..<slash])
    }

    /// The path of the note `key` as bytes (no trailing NUL), the way to open, trash or
    /// watch it: right for every key, including one whose name is not UTF-8.
    public func rawPath(of key: String) -> [UInt8] {
        Array(url.path.utf8) + [0x2F] + Self.rawName(of: key)
    }

    /// The path of the note `key` as text: the file's path for an ordinary name; for a
    /// name that is not UTF-8 only a form to show (with U+FFFD), which opens nothing —
    /// use `rawPath(of:)` for that.
    public func path(of key: String) -> String {
        url.path + "/" + Self.shownName(of: key)
    }

    /// Calls `body` with the note `key`'s path as a C string.
    func withPath<Result>(of key: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        Self.withCString(rawPath(of: key), body)
    }

    /// Calls `body` with `bytes` as a C string.
    static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }

    /// Whether the bytes `name` are a note's name: ending in `.md`, not hidden.
    static func isNoteName<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        name.first != 0x2E && name.count > 3 && name.suffix(3).elementsEqual([0x2E, 0x6D, 0x64])
    }

    /// The raw names of the folder's entries that are note names (readdir: no name is
    /// dropped for not being UTF-8).
    func rawNoteNames() throws -> [[UInt8]] {
        guard let directory = opendir(url.path) else {
            throw NotesFolderError.unreadableFolder(path: url.path, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \.d_name)!
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 {
                    throw NotesFolderError.unreadableFolder(path: url.path, reason: String(cString: strerror(errno)))
                }
                return names
            }
            let pointer = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
            let name = UnsafeBufferPointer(start: pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)))
            if Self.isNoteName(name) { names.append(Array(name)) }
        }
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case 0x30...0x39: digit - 0x30
        case 0x61...0x66: digit - 0x61 + 10
        default: nil
        }
    }
}
