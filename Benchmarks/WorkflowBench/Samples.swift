import SampleStatistics

/// Timings of repeated runs of one operation, in microseconds.
struct Samples: Sendable {
    private(set) var values: [Double] = []

    /// Records one run.
    mutating func append(_ microseconds: Double) { values.append(microseconds) }

    /// The number of runs recorded.
    var count: Int { values.count }

    /// The median (0 when empty).
    var median: Double { SampleStatistics.median(values) }

    /// The 95th percentile (0 when empty).
    var p95: Double { percentile(values, 0.95) }
}
