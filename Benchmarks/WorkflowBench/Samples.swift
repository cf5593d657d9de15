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
