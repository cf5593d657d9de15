internal import CGtk

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

    /// Writes `bytes` to `path` atomically (see ``FileReplacement``): a reader sees the old
    /// content or the new one, never a part, and a failed write leaves nothing behind.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        do throws(FileReplacement.Failure) {
            try FileReplacement.write(bytes, to: path)
        } catch {
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
        case .system(let operation, let path, let reason): "cannot \(operation) \(path): \(reason)"
        }
    }
}
