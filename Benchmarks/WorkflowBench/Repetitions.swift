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
