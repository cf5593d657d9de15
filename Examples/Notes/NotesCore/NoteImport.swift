import Foundation

/// Copies files into a notes folder as new notes: each readable UTF-8 text file (Markdown or
/// plain text) becomes a note under a free name made from its own name (`NoteFileName`);
/// anything else is refused with the reason. An existing file is never replaced: a new
/// note's file is created exclusively (`O_EXCL`), and a name taken meanwhile makes the next
/// one. Synchronous: meant for a worker off the main thread.
public enum NoteImport {
    /// What happened to one file.
    public enum Outcome: Sendable {
        /// The file became the note `entry` (its text and new file name).
        case imported(source: String, entry: NotesFolder.Entry)
        /// The file was not imported: its name and why.
        case refused(source: String, reason: Reason)

        /// The source file's path.
        public var source: String {
            switch self {
            case .imported(let source, _), .refused(let source, _): source
            }
        }
    }

    /// Why a file was not imported.
    public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
        /// It cannot be read (missing, a folder, no permission), with the system's reason.
        case unreadable(String)
        /// It is not UTF-8 text (binary data, another encoding).
        case notText
        /// It is larger than `NotesFolder.largestNote`.
        case tooLarge(bytes: Int)
        /// The note could not be written into the folder, with the system's reason.
        case notWritten(String)

        /// A short phrase for a toast ("not a text file").
        public var description: String {
            switch self {
            case .unreadable(let reason): "cannot be read (\(reason))"
            case .notText: "not a text file"
            case .tooLarge(let bytes): "too large (\(FileSizeText.describing(bytes)))"
            case .notWritten(let reason): "could not be written (\(reason))"
            }
        }
    }

    /// Imports `paths` into `folder`, in order, each under a free name (never one of the
    /// folder's files, nor `taken`).
    public static func importFiles(_ paths: [String], into folder: NotesFolder, taken: Set<String> = []) -> [Outcome] {
        var taken = taken.union((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? [])
        return paths.map { path in
            switch readText(at: path) {
            case .failure(let reason):
                return .refused(source: path, reason: reason)
            case .success(let text):
                let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                switch create(text: text, stem: stem, in: folder, taken: &taken) {
                case .failure(let reason):
                    return .refused(source: path, reason: reason)
                case .success(let name):
                    let entry = folder.readEntry(named: name)
                        ?? NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: Date(), text: NoteText(text)), text: text)
                    return .imported(source: path, entry: entry)
                }
            }
        }
    }

    /// The UTF-8 text of the file at `path` (a regular file, at most `largestNote` bytes,
    /// with no NUL byte), or why not.
    static func readText(at path: String) -> Result<String, Reason> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable("not a file")) }
        guard Int(info.st_size) <= NotesFolder.largestNote else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.unreadable(String(cString: strerror(access(path, R_OK) == 0 ? EIO : EACCES))))
        }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() ?? Data() else { return .failure(.unreadable("read error")) }
        let bytes = [UInt8](data)
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notText) }
        return .success(text)
    }

    /// Creates a new file for `text` in `folder` under a free name made from `stem`; adds
    /// the name to `taken`.
    private static func create(text: String, stem: String, in folder: NotesFolder, taken: inout Set<String>) -> Result<String, Reason> {
        let bytes = Array(text.utf8)
        for _ in 0..<1000 {
            let name = NoteFileName.make(for: stem, taken: taken)
            taken.insert(name)
            let path = folder.url.path + "/" + name
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                return .failure(.notWritten(String(cString: strerror(errno))))
            }
            var written = 0
            var failure: Int32 = 0
            bytes.withUnsafeBytes { buffer in
                while written < buffer.count {
                    let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    written += count
                }
            }
            if failure == 0, fsync(descriptor) != 0 { failure = errno }
            close(descriptor)
            if failure != 0 {
                // Never leave half a note behind.
                unlink(path)
                return .failure(.notWritten(String(cString: strerror(failure))))
            }
            return .success(name)
        }
        return .failure(.notWritten("no free name"))
    }
}
