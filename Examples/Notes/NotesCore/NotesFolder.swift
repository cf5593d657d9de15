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
    public struct Entry: Sendable {
        /// What the sidebar shows.
        public var summary: NoteSummary
        /// The text (decoded with replacement characters when the file is not UTF-8); nil
        /// for a note too large to open.
        public var text: String?

        /// An entry from its parts.
        public init(summary: NoteSummary, text: String?) {
            self.summary = summary
            self.text = text
        }
    }

    /// Every note in the folder (files ending in `.md`, not hidden, not folders), unsorted.
    /// Throws `NotesFolderError` when the folder cannot be listed.
    public func read() throws -> [Entry] {
        try noteNames().compactMap { readEntry(named: $0) }
    }

    /// The names of the folder's possible notes (ending in `.md`, not hidden), unsorted,
    /// without reading them. Throws `NotesFolderError` when the folder cannot be listed.
    public func noteNames() throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw NotesFolderError.unreadableFolder(path: url.path, reason: Self.reason(error))
        }
        return names.filter { $0.hasSuffix("." + NoteFileName.pathExtension) && !$0.hasPrefix(".") }
    }

    /// When each of `names` last changed (its link's target for a link), without reading
    /// them; a name that is gone or not a file is left out. A long list is split between
    /// the processor's cores (a folder of 100,000 notes is 100,000 `stat` calls).
    public func modificationDates(of names: [String]) -> [(name: String, modified: Date)] {
        let base = url.path + "/"
        let parts = Parallel.parts(of: names.count, least: 5_000)
        return Parallel.map(parts) { part in
            var dated: [(name: String, modified: Date)] = []
            for name in names[Parallel.range(of: part, in: parts, count: names.count)] {
                var info = stat()
                guard stat(base + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                dated.append((name, Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)))
            }
            return dated
        }.flatMap { $0 }
    }

    /// The note `name`, or nil when it is not a readable regular file (a folder, a broken
    /// link, a file that went away).
    public func readEntry(named name: String) -> Entry? {
        let path = url.path + "/" + name
        var readOnly: ReadOnlyReason?
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        var filePath = path
        if info.st_mode & S_IFMT == S_IFLNK {
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            if !resolved.hasPrefix(url.resolvingSymlinksInPath().path + "/") {
                readOnly = .linkOutsideFolder(target: resolved)
            }
            guard stat(resolved, &info) == 0 else { return nil }
            filePath = resolved
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return nil }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        let size = Int(info.st_size)
        if size > Self.largestNote {
            let title = String(name.dropLast(NoteFileName.pathExtension.count + 1))
            return Entry(summary: NoteSummary(fileName: name, modified: modified, text: NoteText(title),
                                              readOnlyReason: .tooLarge(bytes: size)), text: nil)
        }
        guard let bytes = Self.contents(of: filePath, expectedSize: size) else { return nil }
        let text: String
        if let utf8 = String(validating: bytes, as: UTF8.self) {
            text = utf8
        } else {
            text = String(decoding: bytes, as: UTF8.self)
            readOnly = readOnly ?? .notUTF8
        }
        if readOnly == nil, access(filePath, W_OK) != 0 {
            readOnly = .notWritable
        }
        return Entry(summary: NoteSummary(fileName: name, modified: modified, text: NoteText(text), readOnlyReason: readOnly),
                     text: text)
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    private static func contents(of path: String, expectedSize: Int) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // An empty file reads as no data (nil), not as a failure: it is an empty note.
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            return nil
        }
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}

/// Why the notes folder could not be read.
public enum NotesFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder cannot be listed (missing, not a folder, no permission).
    case unreadableFolder(path: String, reason: String)

    /// One line for a banner or the log.
    public var description: String {
        switch self {
        case .unreadableFolder(let path, let reason):
            "Notes: cannot read the notes folder \(path): \(reason). Choose another folder with Open Folder…"
        }
    }
}
