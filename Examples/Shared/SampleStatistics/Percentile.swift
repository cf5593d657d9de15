/// Percentiles of measured samples (SampleStatistics: see Median.swift).

/// The value at or below which `fraction` (0…1) of `values` lie, by nearest rank (the 0.95
/// percentile of 20 values is the 19th smallest); 0 when there are none. A fraction below 0
/// gives the smallest value, one above 1 the largest.
public func percentile(_ values: [Double], _ fraction: Double) -> Double {
    precondition(!fraction.isNaN, "percentile(_:_:): the fraction is NaN; pass a number from 0 to 1 (0.95 for p95)")
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((min(max(fraction, 0), 1) * Double(sorted.count)).rounded(.up)) - 1
    return sorted[max(rank, 0)]
}
