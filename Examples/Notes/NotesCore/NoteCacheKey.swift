#if canImport(Glibc)
import Glibc
#endif

/// What a note's file must still have for a `NotesFolderCache` record of it to stand for the
/// file without reading it: the `lstat(2)` fields that any write, rename over it or change of
/// permissions moves — device, inode, size, modification time and status-change time, both
/// in nanoseconds (a `chmod` moves only the status-change time; a file renamed over the note
/// has another inode).
public struct NoteCacheKey: Hashable, Sendable {
    /// `st_dev`.
    public var device: UInt64
    /// `st_ino`.
    public var inode: UInt64
    /// `st_size`.
    public var size: Int64
    /// `st_mtim` in nanoseconds since 1970-01-01 UTC.
    public var modificationTimeNanoseconds: Int64
    /// `st_ctim` in nanoseconds since 1970-01-01 UTC.
    public var changeTimeNanoseconds: Int64

    /// A key with these fields.
    public init(device: UInt64, inode: UInt64, size: Int64, modificationTimeNanoseconds: Int64, changeTimeNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modificationTimeNanoseconds = modificationTimeNanoseconds
        self.changeTimeNanoseconds = changeTimeNanoseconds
    }

    /// The key of what `stat(2)` (or `lstat`, `fstat`) described.
    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modificationTimeNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                  changeTimeNanoseconds: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
    }

    /// The version stamp of the same file (the fields a conditional write checks).
    public var stamp: NoteFileStamp {
        NoteFileStamp(device: device, inode: inode, size: size, modificationTimeNanoseconds: modificationTimeNanoseconds)
    }
}
