import Foundation

/// A folder of Markdown notes on disk, read as the sidebar needs it. Reading is synchronous
/// and meant for a worker off the main thread.
public struct NotesFolder: Sendable {
    /// The largest note the editor opens, in bytes; a larger one is listed read-only.
    public static let largestNote = 8 * 1024 * 1024

    /// The folder.
    public let url: URL

    /// The folder at `url` (not read yet).
    public init(url: URL) {
        self.url = url.standardizedFileURL
    }

    /// The default folder: `$XDG_DATA_HOME/dev.workflowgtk.Notes` (`~/.local/share/…` when
    /// XDG_DATA_HOME is unset or not absolute).
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> NotesFolder {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
        return NotesFolder(url: dataHome.appendingPathComponent("dev.workflowgtk.Notes"))
    }

    /// One note read from disk: its summary and, when it can be opened, its text.
    ///
    /// A value whose fields live in one object of their own (copied when a shared one is
    /// changed): a dictionary of 100,000 entries then holds one reference a note, not the
    /// fields themselves in each of its buckets (a quarter more buckets than notes), and a
    /// copy of such a dictionary copies references.
    public struct Entry: Sendable {
        /// What the sidebar shows. Its `fileName` is the note's key (the file name, or for a
        /// name that is not UTF-8 the key `NotesFolder.key(forRawName:)` makes).
        public var summary: NoteSummary {
            get { fields.summary }
            set { unique().summary = newValue }
        }
        /// The text to show (decoded with replacement characters when the file is not UTF-8;
        /// each line longer than `NotesFolder.longestLine` cut, ending in `cutMarker`); nil
        /// for a note too large to open or a link whose target is not a readable file.
        public var text: String? {
            get { fields.text }
            set { unique().text = newValue }
        }
        /// The version of the file the text was read from (`fstat` of the descriptor it was
        /// read through, after the read); nil when nothing was read.
        public var stamp: NoteFileStamp? {
            get { fields.stamp }
            set { unique().stamp = newValue }
        }
        /// Why the note is read-only, for what `ReadOnlyReason` has no case of (links,
        /// names, long lines); `summary.readOnlyReason` is then `readOnlyDetail.reason`.
        public var readOnlyDetail: NoteReadOnlyDetail? {
            get { fields.readOnlyDetail }
            set { unique().readOnlyDetail = newValue }
        }

        /// The fields; changed only through `unique()`, so never while another entry shares them.
        private final class Fields: @unchecked Sendable {
            var summary: NoteSummary
            var text: String?
            var stamp: NoteFileStamp?
            var readOnlyDetail: NoteReadOnlyDetail?

            init(summary: NoteSummary, text: String?, stamp: NoteFileStamp?, readOnlyDetail: NoteReadOnlyDetail?) {
                self.summary = summary
                self.text = text
                self.stamp = stamp
                self.readOnlyDetail = readOnlyDetail
            }
        }

        private var fields: Fields

        /// The fields, copied first when another entry shares them.
        private mutating func unique() -> Fields {
            if !isKnownUniquelyReferenced(&fields) {
                fields = Fields(summary: fields.summary, text: fields.text, stamp: fields.stamp, readOnlyDetail: fields.readOnlyDetail)
            }
            return fields
        }

        /// An entry from its parts.
        public init(summary: NoteSummary, text: String?, stamp: NoteFileStamp? = nil, readOnlyDetail: NoteReadOnlyDetail? = nil) {
            fields = Fields(summary: summary, text: text, stamp: stamp, readOnlyDetail: readOnlyDetail)
        }
    }

    /// Every note in the folder (files ending in `.md`, not hidden, not folders, not links to
    /// another note of the folder: see `NoteFileKind`), unsorted. Throws `NotesFolderError`
    /// when the folder cannot be listed.
    public func read() throws -> [Entry] {
        try noteNames().compactMap { readEntry(named: $0) }
    }

    /// The keys of the folder's possible notes (names ending in `.md`, not hidden; a name
    /// that is not UTF-8 by the key `key(forRawName:)` makes), unsorted, without reading
    /// them. Throws `NotesFolderError` when the folder cannot be listed.
    public func noteNames() throws -> [String] {
        try rawNoteNames().map { Self.key(forRawName: $0) }
    }

    /// When each of `names` last changed, without reading them; a name that is gone, not a
    /// file or a link to another note of the folder (`NoteFileKind.linkToNote`) is left out.
    /// A link listed read-only has its target's date, or its own when the target is gone. A
    /// long list is split between the processor's cores (a folder of 100,000 notes is
    /// 100,000 `lstat` calls).
    public func modificationDates(of names: [String]) -> [(name: String, modified: Date)] {
        listedFiles(of: names).map { ($0.name, $0.modified) }
    }

    /// `modificationDates(of:)` with, for each regular file (not a link), the `lstat` fields
    /// a `NotesFolderCache` record must match to stand for the file without reading it.
    public func listedFiles(of names: [String]) -> [ListedFile] {
        let parts = Parallel.parts(of: names.count, least: 5_000)
        let folder = resolvedFolder()
        return Parallel.map(parts) { part in
            var listed: [ListedFile] = []
            for name in names[Parallel.range(of: part, in: parts, count: names.count)] {
                let file: ListedFile? = withPath(of: name) { path in
                    var info = stat()
                    guard lstat(path, &info) == 0 else { return nil }
                    switch info.st_mode & S_IFMT {
                    case S_IFREG: return ListedFile(name: name, modified: Self.date(info), cacheKey: NoteCacheKey(info))
                    case S_IFLNK:
                        if case .linkToNote = Self.linkKind(at: path, resolvedFolder: folder) { return nil }
                        var target = stat()
                        return ListedFile(name: name, modified: Self.date(stat(path, &target) == 0 ? target : info), cacheKey: nil)
                    default: return nil
                    }
                }
                if let file { listed.append(file) }
            }
            return listed
        }.flatMap { $0 }
    }

    /// A note as listed: its name, date and, for a regular file, what a cache record must match.
    public struct ListedFile: Sendable {
        /// The note's key (its file name).
        public var name: String
        /// When it last changed.
        public var modified: Date
        /// The file's `lstat` fields a cache record is checked against; nil for a link.
        public var cacheKey: NoteCacheKey?
    }

    /// The notes `names` (keys from `noteNames()`), read on every core in parts; those
    /// `readEntry(named:)` leaves out are left out, the others kept in the order of `names`.
    public func readEntries(named names: some RandomAccessCollection<String> & Sendable) -> [Entry] {
        let parts = Parallel.parts(of: names.count, least: 200)
        let found = Parallel.map(parts) { part in
            let range = Parallel.range(of: part, in: parts, count: names.count)
            let start = names.index(names.startIndex, offsetBy: range.lowerBound)
            let end = names.index(names.startIndex, offsetBy: range.upperBound)
            return names[start..<end].compactMap { readEntry(named: $0) }
        }
        return parts == 1 ? found[0] : found.flatMap { $0 }
    }

    /// The note `name` (a key from `noteNames()`), or nil when it is not a note: a folder, a
    /// file that went away or cannot be read, a link to another note of the folder (that
    /// note is listed instead). A link to anything else is an entry, read-only, with its
    /// text when its target is a readable file.
    public func readEntry(named name: String) -> Entry? {
        let path = rawPath(of: name)
        var info = stat()
        guard Self.withCString(path, { lstat($0, &info) }) == 0 else { return nil }
        var detail: NoteReadOnlyDetail?
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK:
            switch Self.withCString(path, { Self.linkKind(at: $0, resolvedFolder: resolvedFolder()) }) {
            case .readOnlyLink(let linkDetail): detail = linkDetail
            case .file, .linkToNote, .notANote: return nil
            }
        default: return nil
        }
        if detail == nil, Self.isRawNameKey(name) {
            detail = .nameNotUTF8(shownName: Self.shownName(of: name))
        }
        let stem = String(Self.shownName(of: name).dropLast(NoteFileName.pathExtension.count + 1))
        switch Self.contents(of: path, limit: Self.largestNote) {
        case .unreadable:
            // A link to what is not a readable file is listed, without text; a file that
            // cannot be read (gone meanwhile, no permission) is not.
            guard let detail, info.st_mode & S_IFMT == S_IFLNK else { return nil }
            return Entry(summary: NoteSummary(fileName: name, modified: Self.date(info), text: NoteText(stem),
                                              readOnlyReason: detail.reason), text: nil, readOnlyDetail: detail)
        case .tooLarge(let file):
            return Entry(summary: NoteSummary(fileName: name, modified: Self.date(file), text: NoteText(stem),
                                              readOnlyReason: detail?.reason ?? .tooLarge(bytes: Int(file.st_size))),
                         text: nil, stamp: NoteFileStamp(file), readOnlyDetail: detail)
        case .read(let bytes, let file):
            let decoded = String(validating: bytes, as: UTF8.self)
            var reason = detail?.reason ?? (decoded == nil ? .notUTF8 : nil)
            var text = decoded ?? String(decoding: bytes, as: UTF8.self)
            let longest = Self.longestLine(in: bytes)
            if longest.bytes > Self.longestLine {
                text = String(decoding: Self.cutLines(bytes, at: Self.longestLine), as: UTF8.self)
                detail = detail ?? .lineTooLong(characters: longest.characters)
                reason = reason ?? detail?.reason
            }
            if reason == nil, Self.withCString(path, { access($0, W_OK) }) != 0 {
                reason = .notWritable
            }
            // A name that is not UTF-8 is the title, so the row says which file it is.
            let shown = Self.isRawNameKey(name) ? NoteText(stem + "\n" + text) : NoteText(text)
            return Entry(summary: NoteSummary(fileName: name, modified: Self.date(file), text: shown, readOnlyReason: reason),
                         text: text, stamp: NoteFileStamp(file), readOnlyDetail: detail)
        }
    }

    /// What reading a file gives.
    private enum Contents {
        /// The file's bytes and its `fstat` after the read — or, for a file that kept
        /// changing while it was read, from before the last read: not the file's current
        /// version then, so a conditional write with it fails (a conflict, not a lost write).
        case read([UInt8], stat)
        /// The file is larger than the limit (its `fstat`).
        case tooLarge(stat)
        /// It cannot be opened or read, or is not a regular file.
        case unreadable
    }

    /// The bytes of the regular file at `path` (followed if a link) when at most `limit`,
    /// read through one descriptor; read again (three times at most) while its size or time
    /// changes during the read.
    private static func contents(of path: [UInt8], limit: Int) -> Contents {
        let descriptor = withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var result = Contents.unreadable
        for _ in 0..<3 {
            var before = stat(), after = stat()
            guard fstat(descriptor, &before) == 0, before.st_mode & S_IFMT == S_IFREG else { return .unreadable }
            if Int(before.st_size) > limit { return .tooLarge(before) }
            let capacity = Int(before.st_size) + 1
            var failed = false
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < capacity {
                    let read = pread(descriptor, buffer.baseAddress! + count, capacity - count, off_t(count))
                    if read > 0 {
                        count += read
                    } else if read == 0 {
                        break
                    } else if errno != EINTR {
                        failed = true
                        break
                    }
                }
            }
            guard !failed, fstat(descriptor, &after) == 0 else { return .unreadable }
            let stable = bytes.count < capacity && after.st_size == before.st_size
                && after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec
            if stable { return .read(bytes, after) }
            if Int(after.st_size) > limit { return .tooLarge(after) }
            result = .read(Array(bytes.prefix(Int(before.st_size))), before)
        }
        return result
    }

    /// When the file `info` describes last changed.
    static func date(_ info: stat) -> Date {
        Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    }
}

/// Why the notes folder could not be read.
public enum NotesFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder cannot be listed (missing, not a folder, no permission).
    case unreadableFolder(path: String, reason: String)

    /// One line for the log: the path once and the system's reason ("cannot read the notes
    /// folder /home/me/Notes: No such file or directory"). The window says it in its own
    /// words, with what the user can do.
    public var description: String {
        switch self {
        case .unreadableFolder(let path, let reason):
            "cannot read the notes folder \(path): \(reason)"
        }
    }
}
