#if canImport(Glibc)
import Glibc
#endif

/// Time sources.
enum Timing {
    /// Runs `body` and returns the wall time it took, in microseconds (`ContinuousClock`).
    @inline(__always)
    static func microseconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        return (clock.now - start).microseconds
    }

    /// CPU time used by the whole process so far, in microseconds.
    static func processCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
    }
}

extension Duration {
    /// This duration in microseconds.
    var microseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
    }
}
