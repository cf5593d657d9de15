#if canImport(Glibc)
import Glibc
#endif

/// Which version of a note's file was read: its device, inode, size and modification time in
/// nanoseconds, from `fstat(2)` of the descriptor the bytes were read through (after the
/// read; `NotesFolder` reads again when the size or time moved during the read, so the stamp
/// describes the bytes it comes with). The same four fields as Gtk's `FileVersion`, so the
/// workflow maps one onto the other for a conditional write ("only if the file is still the
/// version I read").
public struct NoteFileStamp: Hashable, Sendable {
    /// `st_dev`: the file system holding the file.
    public var device: UInt64
    /// `st_ino`: the file's inode number on that file system.
    public var inode: UInt64
    /// `st_size`: the length in bytes.
    public var size: Int64
    /// `st_mtim`: the last modification of the content, in nanoseconds since 1970-01-01 UTC.
    public var modificationTimeNanoseconds: Int64

    /// A stamp with these fields.
    public init(device: UInt64, inode: UInt64, size: Int64, modificationTimeNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modificationTimeNanoseconds = modificationTimeNanoseconds
    }

    /// The stamp of what `stat(2)` (or `fstat`, `lstat`) described.
    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modificationTimeNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
}
