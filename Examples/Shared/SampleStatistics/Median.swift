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
