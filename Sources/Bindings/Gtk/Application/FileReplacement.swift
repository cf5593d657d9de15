#if canImport(Glibc)
import Glibc
#endif

/// Writes a file the safe way: the bytes go to a new temporary file in the destination's
/// folder, which is renamed over the destination only once it is completely written and
/// flushed. So a reader never sees a partial file, a failed write leaves nothing behind,
/// and the destination is either the old file or the new one.
///
/// What the destination may be:
/// - a new path in an existing folder, or an existing regular file (replaced; it keeps its
///   permission bits);
/// - a symbolic link is followed: the file it points to is replaced, the link stays (a link
///   to a missing file, or a chain that ends on something other than a regular file, is
///   refused like that target would be);
/// - folders, devices, FIFOs and sockets are refused: nothing is written and nothing
///   replaced.
public enum FileReplacement {
    /// Why a file could not be written. `description` names the path, what failed, and the
    /// system's reason (`strerror`).
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The destination exists and is not a regular file (`kind`: "a folder", "a device", …).
        case notARegularFile(path: String, kind: String)
        /// A symbolic link whose target does not exist.
        case danglingLink(path: String)
        /// A system call failed: `operation` on `path` with `reason` (strerror of errno).
        case system(operation: String, path: String, reason: String)

        /// A one-line message naming the path and the reason.
        public var description: String {
            switch self {
            case .notARegularFile(let path, let kind):
                "\(path) is \(kind); give the path of a regular file or of a new file"
            case .danglingLink(let path):
                "\(path) is a symbolic link to a file that does not exist; give the path of a regular file or of a new file"
            case .system(let operation, let path, let reason):
                "cannot \(operation) \(path): \(reason)"
            }
        }
    }

    /// Writes `bytes` to `path` as described above.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(Failure) {
        let destination = try resolveDestination(path)
        let folder = parentFolder(of: destination.path)
        let name = String(destination.path[destination.path.index(after: destination.path.lastIndex(of: "/") ?? destination.path.startIndex)...])
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 {
            temporary = (folder == "/" ? "" : folder) + "/.\(name.isEmpty ? "file" : name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw systemFailure("create a file in", folder) }
        var closed = false
        func discard() {
            if !closed { close(descriptor); closed = true }
            unlink(temporary)
        }
        if let mode = destination.existingMode, fchmod(descriptor, mode & 0o7777) != 0 {
            let failure = systemFailure("set the permissions of", temporary)
            discard()
            throw failure
        }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                let failure = systemFailure("write", destination.path)
                discard()
                throw failure
            }
            offset += written
        }
        if fsync(descriptor) != 0 {
            let failure = systemFailure("write", destination.path)
            discard()
            throw failure
        }
        closed = true
        if close(descriptor) != 0 {
            let failure = systemFailure("write", destination.path)
            unlink(temporary)
            throw failure
        }
        if rename(temporary, destination.path) != 0 {
            let failure = systemFailure("replace", destination.path)
            unlink(temporary)
            throw failure
        }
    }

    /// Writes `bytes` to `path` as described above.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let result: Result<Void, Failure> = bytes.withUnsafeBytes { buffer in
            do throws(Failure) { try write(buffer, to: path); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }

    /// The file to replace (`path`, or where its links lead) and its mode if it exists.
    private static func resolveDestination(_ path: String) throws(Failure) -> (path: String, existingMode: mode_t?) {
        guard !path.isEmpty else { throw .system(operation: "write", path: "''", reason: "the path is empty") }
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw systemFailure("inspect", path) }
            return (path, nil)
        }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                if errno == ENOENT { throw .danglingLink(path: path) }
                throw systemFailure("follow the link", path)
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &info) == 0 else { throw systemFailure("inspect", target) }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (target, info.st_mode)
        case S_IFDIR: throw .notARegularFile(path: path, kind: "a folder")
        case S_IFCHR, S_IFBLK: throw .notARegularFile(path: path, kind: "a device")
        case S_IFIFO: throw .notARegularFile(path: path, kind: "a FIFO (named pipe)")
        case S_IFSOCK: throw .notARegularFile(path: path, kind: "a socket")
        default: throw .notARegularFile(path: path, kind: "not a regular file")
        }
    }

    private static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func systemFailure(_ operation: String, _ path: String) -> Failure {
        .system(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }
}
