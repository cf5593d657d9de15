internal import CGtk
@_spi(GeneratedBindings) import Gtk

/// The C heap's figures (glibc's `mallinfo2`), for leak tests that must not depend on what
/// the allocator returns to the system (RSS does).
public enum HeapStatistics {
    /// Bytes the heap holds in use: allocated arena chunks plus mmapped chunks.
    public static var bytesInUse: Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }

    /// Gives the heap's free memory back to the system (glibc's `malloc_trim(0)`), so that
    /// the resident set size measured next follows the memory in use rather than how
    /// fragmented the heap is. For memory measurements (a soak); it costs a heap walk.
    public static func returnFreeMemory() {
        _ = malloc_trim(0)
    }
}
