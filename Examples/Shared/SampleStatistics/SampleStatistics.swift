/// The median and the percentiles of measured samples: the one implementation the demo's frame
/// probe and every benchmark program print their figures with. Standard library only (the
/// benchmark subject apps link no Foundation).

/// The median of `values`: the middle value, or the mean of the two middle values when their
/// count is even; 0 when there are none.
public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

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
