internal import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// Blocking operations on a local file through GIO, each failing with a ``FileError`` that
/// names the operation, the path and the reason. They are safe to call from any thread, so
/// a worker runs them off the main actor; the main loop never waits for a disk.
public enum LocalFile {
    /// The whole content of the file at `path`.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        var contents: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            throw failure("read", path, error)
        }
        defer { g_free(contents) }
        return contents.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    /// The whole content of the file at `path` and the ``FileVersion`` of what was read
    /// (`fstat` of the descriptor read from, taken before and after reading: when they differ
    /// — the file was being rewritten in place — it is read again, and after a few tries the
    /// version from before the read is kept, so a later conditional write sees a change).
    /// Give the version to ``write(_:to:expecting:)`` to write only over what was read. A
    /// symbolic link is followed (as ``read(_:)`` does); anything but a regular file is refused.
    public static func readVersioned(_ path: String) throws(FileError) -> (bytes: [UInt8], version: FileVersion) {
        // O_NONBLOCK: a FIFO does not block the open (it is refused below).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw systemError("read", path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw systemError("read", path) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileError(operation: "read", path: path, reason: info.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : "it is not a regular file")
        }
        var attempt = 0
        while true {
            attempt += 1
            guard let before = FileVersion.open(descriptor) else { throw systemError("read", path) }
            if attempt > 1, lseek(descriptor, 0, SEEK_SET) < 0 { throw systemError("read", path) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Int(max(0, before.size)))
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw systemError("read", path)
                }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
            }
            if FileVersion.open(descriptor) == before || attempt == 3 { return (bytes, before) }
        }
    }

    /// Writes `bytes` to `path` atomically (see ``FileReplacement``): a reader sees the old
    /// content or the new one, never a part, and a failed write leaves nothing behind. With
    /// `expecting`, only over that version (or only where nothing is yet); otherwise it fails
    /// with a ``FileError`` whose ``FileError/changedOnDisk`` is true. Returns the version
    /// written.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String,
                             expecting: FileReplacement.Expectation = .anything) throws(FileError) -> FileVersion {
        do throws(FileReplacement.Failure) {
            return try FileReplacement.write(bytes, to: path, expecting: expecting)
        } catch {
            if case .changedOnDisk = error {
                throw FileError(operation: "write", path: path, reason: error.reason, changedOnDisk: true)
            }
            throw FileError(operation: "write", path: path, reason: error.reason)
        }
    }

    /// Moves the file or folder at `path` to the user's trash (the desktop's Trash folder),
    /// from which the user can restore it.
    public static func moveToTrash(_ path: String) throws(FileError) {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(raw(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard g_file_trash(file, nil, &error) != 0 else { throw failure("move to the trash", path, error) }
    }

    /// Whether something exists at `path` (a symbolic link is not followed).
    public static func exists(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_EXISTS) != 0 || g_file_test(path, G_FILE_TEST_IS_SYMLINK) != 0
    }

    /// A ``FileError`` for `operation` on `path` with `strerror(errno)`.
    static func systemError(_ operation: String, _ path: String) -> FileError {
        FileError(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }

    /// A ``FileError`` from a GError (freed here).
    static func failure(_ operation: String, _ path: String, _ error: UnsafeMutablePointer<GError>?) -> FileError {
        let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        if let error { g_error_free(error) }
        return FileError(operation: operation, path: path, reason: reason)
    }
}

extension FileReplacement.Failure {
    /// The reason alone, without the path (``FileError`` names the path).
    var reason: String {
        switch self {
        case .notARegularFile(_, let kind): "it is \(kind), not a regular file"
        case .symbolicLink: "it is a symbolic link, which is not followed"
        case .system(_, _, let reason): reason
        case .changedOnDisk(_, let current):
            (current == nil ? "it was removed" : "it was changed") + " on disk by another program since it was last read or written"
        }
    }
}
