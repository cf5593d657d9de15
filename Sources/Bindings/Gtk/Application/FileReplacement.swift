internal import CGtk
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
/// - a symbolic link is never followed (writing through it would change a file elsewhere):
///   it is refused, and so are folders, devices, FIFOs and sockets. Nothing is written and
///   nothing replaced.
///
/// A write can be conditional (``Expectation``): only if the destination is still the
/// ``FileVersion`` the app last read or wrote, or only if nothing is there yet. Otherwise it
/// fails with ``Failure/changedOnDisk(path:current:)`` and replaces nothing, so the other
/// program's file stays and the app can offer both.
///
/// ``check(_:)`` tells beforehand whether `write(_:to:expecting:)` can succeed, naming the real cause
/// when it cannot (a symbolic link, a path through a file, a missing folder, permission, a
/// read-only or virtual file system): a program checks its output path before it opens a
/// window or does any work.
public enum FileReplacement {
    /// Why a file could not be written. `description` names the path, what failed, and the
    /// system's reason (`strerror`).
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The destination exists and is not a regular file (`kind`: "a folder", "a device", …).
        case notARegularFile(path: String, kind: String)
        /// A symbolic link (never followed).
        case symbolicLink(path: String)
        /// A system call failed: `operation` on `path` with `reason` (strerror of errno).
        case system(operation: String, path: String, reason: String)
        /// The write was conditional (``Expectation``) and the destination is no longer what
        /// was expected: another program wrote, replaced, made or removed it. `current` is the
        /// version found there (`nil`: nothing). Nothing was replaced.
        case changedOnDisk(path: String, current: FileVersion?)

        /// A one-line message naming the path and the reason.
        public var description: String {
            switch self {
            case .notARegularFile(let path, let kind):
                "\(path) is \(kind); give the path of a regular file or of a new file"
            case .symbolicLink(let path):
                "\(path) is a symbolic link, which is not followed; give the path of a regular file or of a new file"
            case .system(let operation, let path, let reason):
                "cannot \(operation) \(path): \(reason)"
            case .changedOnDisk(let path, let current):
                "\(path) " + (current == nil ? "was removed" : "was changed") + " on disk by another program; it was not replaced"
            }
        }
    }

    /// What the destination must be for a write to replace it; checked once the new content
    /// is written and flushed, just before the rename.
    public enum Expectation: Sendable, Equatable {
        /// No condition: whatever is there is replaced (or the file is made).
        case anything
        /// Nothing may be there: the write makes a new file and never replaces one.
        case absent
        /// The destination must still be this version (the one last read or written; see
        /// ``FileVersion`` for what it compares).
        case version(FileVersion)
    }

    /// Throws the failure `write(_:to:expecting:)` would meet at `path`, naming its cause, without
    /// changing anything there (a temporary file is made in the folder and removed at once).
    public static func check(_ path: String) throws(Failure) {
        let destination = try resolveDestination(path)
        let (descriptor, temporary) = try createTemporary(beside: destination.path, for: path)
        close(descriptor)
        unlink(temporary)
    }

    /// Writes `bytes` to `path` as described above, only if the destination is what
    /// `expectation` says; returns the version of the file written (its inode and time are
    /// those of the new file, renamed unchanged).
    ///
    /// The expectation is checked twice: before anything is written, and again after the
    /// temporary file is written and flushed (`fsync`), immediately before `rename`. A change
    /// by another program in the few microseconds between that last check and the rename is
    /// not detected (POSIX has no compare-and-rename); any earlier one is, and then the
    /// temporary file is removed, the destination left untouched, and
    /// ``Failure/changedOnDisk(path:current:)`` thrown.
    @discardableResult
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String,
                             expecting expectation: Expectation = .anything) throws(Failure) -> FileVersion {
        let destination = try resolveDestination(path)
        try verify(expectation, at: destination.path)
        let (descriptor, temporary) = try createTemporary(beside: destination.path, for: path)
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
        guard let version = FileVersion.open(descriptor) else {
            let failure = systemFailure("inspect", temporary)
            discard()
            throw failure
        }
        closed = true
        if close(descriptor) != 0 {
            let failure = systemFailure("write", destination.path)
            unlink(temporary)
            throw failure
        }
        do throws(Failure) {
            try verify(expectation, at: destination.path)
        } catch {
            unlink(temporary)
            throw error
        }
        if rename(temporary, destination.path) != 0 {
            let failure = systemFailure("replace", destination.path)
            unlink(temporary)
            throw failure
        }
        return version
    }

    /// Writes `bytes` to `path` as described above (see the buffer variant);
    /// returns the version of the file written.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String,
                             expecting expectation: Expectation = .anything) throws(Failure) -> FileVersion {
        let result: Result<FileVersion, Failure> = bytes.withUnsafeBytes { buffer in
            do throws(Failure) { return .success(try write(buffer, to: path, expecting: expectation)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Throws ``Failure/changedOnDisk(path:current:)`` when what is at `path` (not following a
    /// link) is not what `expectation` asks for.
    private static func verify(_ expectation: Expectation, at path: String) throws(Failure) {
        let current: FileVersion?
        switch expectation {
        case .anything: return
        case .absent:
            current = FileVersion.entry(at: path)
            if current == nil { return }
        case .version(let expected):
            current = FileVersion.entry(at: path)
            if current == expected { return }
        }
        throw .changedOnDisk(path: path, current: current)
    }

    /// A new temporary file (open for writing) in the folder of `destination`; on failure,
    /// the cause, for `path` as the user gave it.
    private static func createTemporary(beside destination: String, for path: String) throws(Failure) -> (Int32, String) {
        let folder = parentFolder(of: destination)
        let name = String(destination[destination.index(after: destination.lastIndex(of: "/") ?? destination.startIndex)...])
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 {
            temporary = (folder == "/" ? "" : folder) + "/.\(name.isEmpty ? "file" : name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw creationFailure(path: path, folder: folder, error: errno) }
        return (descriptor, temporary)
    }

    /// Why no file can be made in `folder` (for `path`): the missing folder or the file in the
    /// way, permission, a read-only or a virtual file system, rather than the bare errno.
    private static func creationFailure(path: String, folder: String, error: Int32) -> Failure {
        let reason = String(cString: strerror(error))
        switch error {
        case ENOENT, ENOTDIR:
            // The first component of the folder that is missing or not a folder.
            var prefix = folder.hasPrefix("/") ? "" : "."
            for component in folder.split(separator: "/") {
                prefix += "/" + component
                var info = stat()
                if stat(prefix, &info) != 0 {
                    return .system(operation: "write", path: path, reason: "the folder \(prefix) does not exist (No such file or directory)")
                }
                if info.st_mode & S_IFMT != S_IFDIR {
                    return .system(operation: "write", path: path, reason: "\(prefix) is not a folder (Not a directory)")
                }
            }
            if let kind = virtualFileSystem(folder) {
                return .system(operation: "write", path: path,
                               reason: "\(folder) is on a \(kind) file system, a virtual one where no file can be made")
            }
            return .system(operation: "write", path: path, reason: reason)
        case EACCES, EPERM:
            return .system(operation: "write", path: path, reason: "permission denied: no file can be made in \(folder) (\(reason))")
        case EROFS:
            return .system(operation: "write", path: path, reason: "\(folder) is on a read-only file system")
        default:
            return .system(operation: "write", path: path, reason: "no file can be made in \(folder): \(reason)")
        }
    }

    /// The name of the kernel's virtual file system holding `folder` (proc, sysfs, …), if so.
    private static func virtualFileSystem(_ folder: String) -> String? {
        var info = statfs()
        guard statfs(folder, &info) == 0 else { return nil }
        switch UInt(bitPattern: Int(info.f_type)) {
        case 0x9fa0: return "proc"
        case 0x6265_6572: return "sysfs"
        case 0x1cd1: return "devpts"
        case 0x2732_1234, 0x6363_6673: return "cgroup"
        case 0x6462_6720: return "debugfs"
        default: return nil
        }
    }

    /// The file to replace (`path`) and its mode if it exists; links and anything but a
    /// regular file are refused.
    private static func resolveDestination(_ path: String) throws(Failure) -> (path: String, existingMode: mode_t?) {
        guard !path.isEmpty else { throw .system(operation: "write", path: "''", reason: "the path is empty") }
        var info = stat()
        if lstat(path, &info) != 0 {
            // A missing folder or a file in the path: named when the file is to be made.
            guard errno == ENOENT || errno == ENOTDIR else { throw systemFailure("inspect", path) }
            return (path, nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: throw .symbolicLink(path: path)
        case S_IFREG: return (path, info.st_mode)
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
