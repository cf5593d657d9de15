import Foundation

/// What the app read of a folder's notes last time, kept in one file of the app's own under
/// `$XDG_CACHE_HOME/dev.workflowgtk.Notes/` (one file per folder), so that a launch reads only
/// the notes that changed: a note whose file still has the size, times, inode and device it
/// had (`NoteCacheKey`, checked with the `lstat` the listing makes anyway) is taken from the
/// cache with its title, snippet and text; any other is read from disk.
///
/// The files always win: a record is used only for a plain note (a regular UTF-8 file, no
/// line cut, writable) whose key is unchanged, and a cache that is missing, truncated,
/// corrupt (its checksum), of another format, of another folder or made by a `NoteText` that
/// reads titles differently is ignored whole (and written again after the read).
///
/// The format: the magic `WGNOTES\0`, a format number, a fingerprint of `NoteText`, the
/// folder's path, then per note its name, key, title, snippet and text, then the number of
/// notes and a 64-bit FNV-1a checksum of everything before it; integers little-endian and
/// 64-bit, strings as a 32-bit length and UTF-8 bytes.
public struct NotesFolderCache: Sendable {
    /// The format this build reads and writes; a file of another is ignored.
    public static let format: UInt32 = 1
    private static let magic: [UInt8] = Array("WGNOTES".utf8) + [0]

    /// One note as the cache holds it.
    struct Record: Sendable {
        var key: NoteCacheKey
        var title: String
        var snippet: String
        var text: String
    }

    private var records: [String: Record] = [:]

    /// An empty cache (nothing is taken from it).
    public init() {}

    /// How many notes the cache holds.
    public var count: Int { records.count }

    /// The cache file for `folder`: `$XDG_CACHE_HOME/dev.workflowgtk.Notes/folder-<hash>.cache`
    /// (`~/.cache/…` when XDG_CACHE_HOME is unset or not absolute), the hash that of the
    /// folder's path (the file holds the path too, and is ignored for another folder).
    public static func location(of folder: NotesFolder, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".cache")
        let hash = String(fnv1a(Array(folder.url.path.utf8)), radix: 16)
        return cacheHome.appendingPathComponent("dev.workflowgtk.Notes").appendingPathComponent("folder-\(hash).cache")
    }

    /// The cache of `folder` kept at `file`; empty when there is none or it cannot be trusted
    /// (see the type's documentation).
    public static func load(from file: URL, folder: NotesFolder) -> NotesFolderCache {
        guard let data = FileManager.default.contents(atPath: file.path) else { return NotesFolderCache() }
        return decode(data, folder: folder) ?? NotesFolderCache()
    }

    /// The note `name` from the cache when its file still has `key` (from the listing's
    /// `lstat`), else nil (read it from disk).
    public func entry(named name: String, key: NoteCacheKey) -> NotesFolder.Entry? {
        guard let record = records[name], record.key == key else { return nil }
        // As `NotesFolder` dates a file read from disk (seconds, then nanoseconds), to the bit.
        let nanoseconds = key.modificationTimeNanoseconds
        let modified = Date(timeIntervalSince1970: Double(nanoseconds / 1_000_000_000) + Double(nanoseconds % 1_000_000_000) / 1e9)
        return NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: modified,
                                                      text: NoteText(cachedTitle: record.title, snippet: record.snippet)),
                                 text: record.text, stamp: key.stamp)
    }

    /// Writes a folder's cache as its notes are read, to a file of its own beside `file`,
    /// renamed to `file` when complete (a reader sees the old cache or the new one, never a
    /// part): no copy of every note is held to write it.
    public final class Writer {
        private let file: URL
        private let partial: URL
        private let handle: FileHandle
        private var buffer: [UInt8] = []
        /// How many notes were added.
        public private(set) var count = 0
        private var checksum = NotesFolderCache.fnv1aStart

        /// A writer of `folder`'s cache to `file` (its folder made when missing).
        public init(folder: NotesFolder, file: URL) throws {
            self.file = file
            partial = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(getpid()).partial")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial.path])
            }
            handle = try FileHandle(forWritingTo: partial)
            buffer.append(contentsOf: NotesFolderCache.magic)
            integer(UInt64(NotesFolderCache.format))
            integer(NotesFolderCache.textFingerprint)
            string(folder.url.path)
        }

        deinit {
            try? handle.close()
            try? FileManager.default.removeItem(at: partial)
        }

        /// Adds each of `entries` that is a plain note read from a file whose listed key is in
        /// `keys` (an entry read from a file that changed after it was listed is left out).
        public func add(_ entries: some Sequence<NotesFolder.Entry>, keys: [String: NoteCacheKey]) throws {
            for entry in entries {
                let name = entry.summary.fileName
                guard entry.summary.readOnlyReason == nil, entry.readOnlyDetail == nil, let text = entry.text,
                      let stamp = entry.stamp, let key = keys[name], key.stamp == stamp else { continue }
                string(name)
                integer(key.device)
                integer(key.inode)
                integer(UInt64(bitPattern: key.size))
                integer(UInt64(bitPattern: key.modificationTimeNanoseconds))
                integer(UInt64(bitPattern: key.changeTimeNanoseconds))
                string(entry.summary.text.title)
                string(entry.summary.text.snippet)
                string(text)
                count += 1
                if buffer.count >= 1 << 20 { try flush() }
            }
        }

        /// Ends the file (the count, the checksum) and puts it in place of the old cache.
        public func finish() throws {
            integer(UInt64(count))
            try flush()
            let sum = checksum
            append(sum, bytes: 8)
            try handle.write(contentsOf: buffer)
            buffer = []
            try handle.close()
            guard rename(partial.path, file.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
        }

        private func flush() throws {
            checksum = NotesFolderCache.fnv1a(buffer, from: checksum)
            try handle.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        }

        private func integer(_ value: UInt64) { append(value, bytes: 8) }

        private func string(_ value: String) {
            append(UInt64(value.utf8.count), bytes: 4)
            buffer.append(contentsOf: value.utf8)
        }

        private func append(_ value: UInt64, bytes: Int) {
            for shift in 0..<UInt64(bytes) { buffer.append(UInt8(truncatingIfNeeded: value >> (8 * shift))) }
        }
    }

    /// The cache in `bytes`, or nil when it is not a whole cache of this format, of `folder`,
    /// made by this `NoteText`.
    static func decode(_ bytes: Data, folder: NotesFolder) -> NotesFolderCache? {
        let start = bytes.startIndex
        guard bytes.count >= magic.count + 16 else { return nil }
        let end = bytes.endIndex - 16
        var trailer = Reader(bytes: bytes, offset: end, end: bytes.endIndex)
        guard let count = trailer.integer(), let checksum = trailer.integer(),
              checksum == fnv1a(bytes[..<(end + 8)]), count <= UInt64(bytes.count) else { return nil }
        var reader = Reader(bytes: bytes, offset: start, end: end)
        guard reader.bytes(magic.count).map({ $0.elementsEqual(magic) }) == true,
              reader.integer() == UInt64(format), reader.integer() == textFingerprint,
              reader.string() == folder.url.path else { return nil }
        var cache = NotesFolderCache()
        cache.records.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let name = reader.string(), let device = reader.integer(), let inode = reader.integer(),
                  let size = reader.integer(), let modified = reader.integer(), let changed = reader.integer(),
                  let title = reader.string(), let snippet = reader.string(), let text = reader.string() else { return nil }
            let key = NoteCacheKey(device: device, inode: inode, size: Int64(bitPattern: size),
                                   modificationTimeNanoseconds: Int64(bitPattern: modified), changeTimeNanoseconds: Int64(bitPattern: changed))
            cache.records[name] = Record(key: key, title: title, snippet: snippet, text: text)
        }
        return reader.offset == end ? cache : nil
    }

    /// A number that changes when `NoteText` reads titles and snippets differently (it reads
    /// a text with each kind of Markdown mark): titles cached by another reading are not used.
    static let textFingerprint: UInt64 = {
        let probe = "## *Plans* for `May` [home](x)\n\n> - **milk**, _eggs_ 1. ~~tea~~\n\n| a | b |\n\nEnd of the \u{e9}t\u{e9}   notes " + String(repeating: "word ", count: 30)
        let text = NoteText(probe)
        return fnv1a(Array((text.title + "\u{0}" + text.snippet).utf8))
    }()

    /// Where the 64-bit FNV-1a hash starts.
    static let fnv1aStart: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The 64-bit FNV-1a hash of `bytes`, continued from `hash`.
    static func fnv1a(_ bytes: some Sequence<UInt8>, from hash: UInt64 = fnv1aStart) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Reads the format's integers and strings, nil past the end.
    private struct Reader {
        let bytes: Data
        var offset: Int
        let end: Int

        mutating func bytes(_ count: Int) -> Data? {
            guard count >= 0, count <= end - offset else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func integer() -> UInt64? {
            guard let raw = bytes(8) else { return nil }
            var value: UInt64 = 0
            for (shift, byte) in raw.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
            return value
        }

        mutating func string() -> String? {
            guard let raw = bytes(4) else { return nil }
            var length = 0
            for (shift, byte) in raw.enumerated() { length |= Int(byte) << (8 * shift) }
            return bytes(length).map { String(decoding: $0, as: UTF8.self) }
        }
    }
}

extension NoteText {
    /// A title and snippet as `init(_:)` read them earlier (from the cache).
    init(cachedTitle title: String, snippet: String) {
        self.title = title
        self.snippet = snippet
    }
}
