internal import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// How many heaps (glibc malloc "arenas") the process allocates from. glibc gives threads
/// that allocate at the same time heaps of their own, and keeps memory freed in each; an app
/// that reads a lot on several threads and keeps the results on the main thread can peak tens
/// of megabytes above what it holds. Call it first thing in `main`, before other threads
/// start. The `MALLOC_ARENA_MAX` environment variable, when set, wins.
public enum MemoryArenas {
    /// Limits the process to `count` arenas (glibc's `mallopt(M_ARENA_MAX, count)`), unless
    /// `MALLOC_ARENA_MAX` is set. Returns whether the limit was applied.
    @discardableResult
    public static func limit(to count: Int) -> Bool {
        guard getenv("MALLOC_ARENA_MAX") == nil, count > 0 else { return false }
        return mallopt(M_ARENA_MAX, Int32(clamping: count)) == 1
    }
}
