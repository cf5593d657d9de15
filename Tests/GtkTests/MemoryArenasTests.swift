import Foundation
import Gtk
import Testing

/// `MemoryArenas.limit(to:)`: glibc's limit, applied unless the user's `MALLOC_ARENA_MAX` is
/// set; a count below 1 is refused.
@Suite("MemoryArenas")
struct MemoryArenasTests {
    @Test("a limit of 1 or more is applied through mallopt unless MALLOC_ARENA_MAX is set; 0 is refused")
    func limit() {
        #expect(!MemoryArenas.limit(to: 0))
        #expect(MemoryArenas.limit(to: 8) == (ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil))
    }
}
