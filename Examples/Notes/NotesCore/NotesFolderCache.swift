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

    /// The cache file, open for reading: a note's record is read from it when it is asked for
    /// (its title, snippet and text are then the entry's own; the cache keeps no copy).
    private final class Source: Sendable {
        let descriptor: Int32
        init(_ descriptor: Int32) { self.descriptor = descriptor }
        deinit { close(descriptor) }
    }

    private var source: Source?
    /// Where each note's record starts in the file, in the file's order, and where the last ends.
    private var starts: [Int] = []
    /// Each note's record (its place in `starts`) by a hash of its name; -1 for two names with
    /// the same hash (neither is taken from the cache). No name is kept: a record read is
    /// checked against the name asked for.
    private var places: [UInt64: Int32] = [:]

    /// An empty cache (nothing is taken from it).
    public init() {}

    /// How many notes the cache holds.
    public var count: Int { max(0, starts.count - 1) }

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
    /// (see the type's documentation). The file is read once in chunks (its checksum summed, each
    /// record's place noted by its name's hash) and kept open: a note's record is read again when
    /// `entry(named:key:)` asks for it. Neither the file nor the notes' texts are held meanwhile.
    public static func load(from file: URL, folder: NotesFolder) -> NotesFolderCache {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return NotesFolderCache() }
        let source = Source(descriptor)
        guard var cache = index(ChunkReader(descriptor: descriptor), folder: folder) else { return NotesFolderCache() }
        cache.source = source
        return cache
    }

    /// The note `name` from the cache when its file still has `key` (from the listing's
    /// `lstat`), else nil (read it from disk).
    public func entry(named name: String, key: NoteCacheKey) -> NotesFolder.Entry? {
        guard let source, let place = places[Self.hash(name)], place >= 0 else { return nil }
        let start = starts[Int(place)], length = starts[Int(place) + 1] - start
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let read = bytes.withUnsafeMutableBytes { pread(source.descriptor, $0.baseAddress! + done, length - done, off_t(start + done)) }
            if read > 0 { done += read } else if read < 0 && errno == EINTR { continue } else { return nil }
        }
        guard var reader = ChunkReader(record: bytes), let recordName = reader.bytes(Int(reader.length32() ?? UInt32.max)),
              recordName.elementsEqual(name.utf8), let device = reader.integer(), let inode = reader.integer(),
              let size = reader.integer(), let modified = reader.integer(), let changed = reader.integer(),
              NoteCacheKey(device: device, inode: inode, size: Int64(bitPattern: size), modificationTimeNanoseconds: Int64(bitPattern: modified),
                           changeTimeNanoseconds: Int64(bitPattern: changed)) == key,
              let title = reader.string(), let snippet = reader.string(), let text = reader.string() else { return nil }
        // As `NotesFolder` dates a file read from disk (seconds, then nanoseconds), to the bit.
        let nanoseconds = key.modificationTimeNanoseconds
        let date = Date(timeIntervalSince1970: Double(nanoseconds / 1_000_000_000) + Double(nanoseconds % 1_000_000_000) / 1e9)
        return NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: date, text: NoteText(cachedTitle: title, snippet: snippet)),
                                 text: text, stamp: key.stamp)
    }

    /// The hash a note's record is found by (FNV-1a of its name's UTF-8).
    private static func hash(_ name: String) -> UInt64 { fnv1a(name.utf8) }

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

    /// The places of the records `reader` reads, or nil when they are not a whole cache of this
    /// format, of `folder`, made by this `NoteText`.
    private static func index(_ reader: ChunkReader?, folder: NotesFolder) -> NotesFolderCache? {
        guard var reader, let count = reader.count, count <= reader.length, reader.bytes(magic.count).map({ $0.elementsEqual(magic) }) == true,
              reader.integer() == UInt64(format), reader.integer() == textFingerprint,
              reader.string() == folder.url.path else { return nil }
        var cache = NotesFolderCache()
        cache.starts.reserveCapacity(Int(count) + 1)
        cache.places.reserveCapacity(Int(count))
        for place in 0..<Int32(count) {
            cache.starts.append(reader.offset)
            guard let length = reader.length32(), let name = reader.bytes(Int(length)) else { return nil }
            let hash = fnv1a(name)
            // The key (five integers), then the title, snippet and text.
            guard reader.skip(40), reader.skipString(), reader.skipString(), reader.skipString() else { return nil }
            cache.places[hash] = cache.places[hash] == nil ? place : -1
        }
        cache.starts.append(reader.offset)
        // The count again (summed too), then nothing but the checksum.
        guard reader.integer() == count, reader.isAtEnd, reader.checksum == reader.storedChecksum else { return nil }
        return cache
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

    /// Reads the format's integers and strings from a file in chunks of 1 MB (or from bytes in
    /// memory), nil past the records' end; sums every byte it reads into `checksum`.
    private struct ChunkReader {
        private static let chunk = 1 << 20
        /// The file, or -1 when `buffer` holds every byte.
        private let descriptor: Int32
        private var buffer: [UInt8]
        /// The next byte to read, in `buffer`.
        private var position = 0
        /// The file offset just past `buffer`'s last byte.
        private var bufferEnd: Int
        /// The file offset where the checksum starts (everything before it is summed).
        private let end: Int
        /// The number of notes and the checksum the trailer holds.
        let count: UInt64?
        let storedChecksum: UInt64?
        /// The checksum of every byte read so far.
        private(set) var checksum = NotesFolderCache.fnv1aStart

        /// A reader of the open file `descriptor`; nil when it is too short to be a cache.
        init?(descriptor: Int32) {
            var info = stat()
            guard fstat(descriptor, &info) == 0, Int(info.st_size) >= NotesFolderCache.magic.count + 16 else { return nil }
            self.descriptor = descriptor
            buffer = []
            bufferEnd = 0
            end = Int(info.st_size) - 8
            var trailer = [UInt8](repeating: 0, count: 16)
            guard pread(descriptor, &trailer, 16, off_t(end - 8)) == 16 else { return nil }
            count = Self.integer(trailer[0..<8])
            storedChecksum = Self.integer(trailer[8..<16])
        }

        /// A reader of one record's bytes (nothing summed).
        init?(record: [UInt8]) {
            descriptor = -1
            end = record.count
            count = nil
            storedChecksum = nil
            buffer = record
            bufferEnd = end
        }

        /// The file offset of the next byte to read.
        var offset: Int { bufferEnd - (buffer.count - position) }

        /// A 32-bit length (a string's), or nil past the end.
        mutating func length32() -> UInt32? {
            bytes(4).map { UInt32(truncatingIfNeeded: Self.integer($0)) }
        }

        /// Skips `count` bytes (summed when read from the file); false past the end.
        mutating func skip(_ count: Int) -> Bool {
            var left = count
            while left > 0 {
                let part = min(left, Self.chunk)
                guard bytes(part) != nil else { return false }
                left -= part
            }
            return true
        }

        /// Skips a string; false past the end.
        mutating func skipString() -> Bool {
            guard let length = length32() else { return false }
            return skip(Int(length))
        }

        /// How many bytes the checksum covers (no cache holds more notes).
        var length: UInt64 { UInt64(end) }

        /// Whether every byte before the checksum was read (every byte of a record).
        var isAtEnd: Bool { bufferEnd == end && position == buffer.count }

        /// Whether `count` more bytes are in `buffer` (reading the file on when needed).
        private mutating func ensure(_ count: Int) -> Bool {
            if buffer.count - position >= count { return true }
            guard descriptor >= 0, count <= buffer.count - position + end - bufferEnd else { return false }
            buffer.removeFirst(position)
            position = 0
            let wanted = min(max(count - buffer.count, Self.chunk), end - bufferEnd)
            let start = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: wanted))
            var done = 0
            while done < wanted {
                let read = buffer.withUnsafeMutableBufferPointer { pread(descriptor, $0.baseAddress! + start + done, wanted - done, off_t(bufferEnd + done)) }
                if read > 0 { done += read } else if read < 0 && errno == EINTR { continue } else { return false }
            }
            checksum = NotesFolderCache.fnv1a(buffer[start...], from: checksum)
            bufferEnd += wanted
            return buffer.count - position >= count
        }

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, ensure(count) else { return nil }
            defer { position += count }
            return buffer[position..<position + count]
        }

        mutating func integer() -> UInt64? {
            bytes(8).map(Self.integer)
        }

        mutating func string() -> String? {
            guard let raw = bytes(4) else { return nil }
            var length = 0
            for (shift, byte) in raw.enumerated() { length |= Int(byte) << (8 * shift) }
            return bytes(length).map { String(decoding: $0, as: UTF8.self) }
        }

        private static func integer(_ raw: ArraySlice<UInt8>) -> UInt64 {
            var value: UInt64 = 0
            for (shift, byte) in raw.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
            return value
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
