#if canImport(Glibc)
import Glibc
#endif

/// Which version of a file is on disk: its device, inode, size and modification time in
/// nanoseconds, as `stat(2)` gives them. An app keeps the version of what it last read or
/// wrote and gives it to `FileReplacement.write(_:to:expecting:)` (or `WriteFileWorker`'s
/// `expecting:`) so that a file another program rewrote in the meantime is not written over:
/// the write fails with ``FileReplacement/Failure/changedOnDisk(path:current:)`` instead.
///
/// Why these four fields rather than GIO's entity tag (`g_file_replace_contents`' etag): for
/// a local file GIO's etag is only the modification time as `seconds:microseconds`. Two
/// writes within the same microsecond, or a program that restores the modification time
/// (`touch -r`, `rsync -t`, an editor keeping times), give the same etag. Nanoseconds narrow
/// the first case; the inode catches the second whenever the other program replaced the file
/// the safe way — a new file renamed over it, as this library and most editors do — even
/// with the same size and the same time; the size catches an in-place rewrite that changed
/// the length; the device tells apart two files with the same inode on two file systems.
/// What none of them can see: an in-place rewrite keeping the size, inode and (restored)
/// time alike.
public struct FileVersion: Hashable, Sendable {
    /// `st_dev`: the file system holding the file.
    public var device: UInt64
    /// `st_ino`: the file's inode number on that file system.
    public var inode: UInt64
    /// `st_size`: the length in bytes.
    public var size: Int64
    /// `st_mtim`: the last modification of the content, in nanoseconds since 1970-01-01 UTC.
    public var modificationTimeNanoseconds: Int64

    /// The version with these fields.
    public init(device: UInt64, inode: UInt64, size: Int64, modificationTimeNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modificationTimeNanoseconds = modificationTimeNanoseconds
    }

    /// The version of what `stat(2)` describes.
    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modificationTimeNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// The version of the file at `path` now (`stat`, a symbolic link followed), or `nil`
    /// when nothing is there (or it cannot be inspected).
    public static func current(at path: String) -> FileVersion? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileVersion(info)
    }

    /// The version of what is at `path` itself (`lstat`: a symbolic link is not followed),
    /// `nil` when nothing is there.
    static func entry(at path: String) -> FileVersion? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileVersion(info)
    }

    /// The version of the file open as `descriptor` (`fstat`).
    static func open(_ descriptor: Int32) -> FileVersion? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileVersion(info)
    }
}
