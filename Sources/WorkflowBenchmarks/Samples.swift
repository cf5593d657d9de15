#if canImport(Glibc)
import Glibc
#endif

/// Timings of repeated runs of one operation, in microseconds.
struct Samples: Sendable {
    private(set) var values: [Double] = []

    /// Records one run.
    mutating func append(_ microseconds: Double) { values.append(microseconds) }

    /// The number of runs recorded.
    var count: Int { values.count }

    /// The median (0 when empty).
    var median: Double { percentile(0.5) }

    /// The 95th percentile (0 when empty).
    var p95: Double { percentile(0.95) }

    /// The value below which `fraction` of the runs fall (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}

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

/// How many repetitions each scenario runs, derived from `--iterations`.
struct Repetitions {
    /// The base count (`--iterations`).
    let base: Int

    /// Measured runs of a cheap operation.
    var measured: Int { base }
    /// Unrecorded runs before measuring (10%, at least 2).
    var warmUp: Int { max(2, base / 10) }
    /// Frame-timed runs (each waits for a paint, ~16 ms of wall time).
    var frames: Int { max(5, base / 10) }
    /// Runs of an expensive operation (the naive rebuild) at `rows` rows.
    func expensive(rows: Int) -> Int { max(3, min(base, base * 100 / max(rows, 1))) }
    /// Replacements of scenario 3 (10,000 at the default).
    var replacements: Int { max(20, base * 10) }
    /// Updates of scenario 5 (100,000 at the default).
    var memoryUpdates: Int { max(1_000, base * 100) }
    /// Process launches per program in scenario 4.
    var launches: Int { max(3, min(15, base / 100)) }
}
