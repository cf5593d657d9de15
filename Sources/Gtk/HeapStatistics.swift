internal import CGtk

/// The C heap's figures (glibc's `mallinfo2`), for leak tests that must not depend on what
/// the allocator returns to the system (RSS does).
public enum HeapStatistics {
    /// Bytes the heap holds in use: allocated arena chunks plus mmapped chunks.
    public static var bytesInUse: Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }
}
