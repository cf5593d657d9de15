/// The share of a split's length given to its leading side: a fraction from 0 to 1, with
/// presets for the usual splits.
public struct SplitRatio: Hashable, Sendable, CustomStringConvertible {
    /// The leading side's share of the available length, 0…1.
    public let fraction: Double

    /// A ratio of `fraction` (clamped to 0…1). A fraction that is not finite is a
    /// programming error.
    public init(_ fraction: Double) {
        precondition(fraction.isFinite, "SplitRatio: \(fraction) is not a fraction. Pass a number from 0 to 1, e.g. SplitRatio(0.3) or .third.")
        self.fraction = min(max(fraction, 0), 1)
    }

    /// One quarter for the leading side.
    public static let quarter = SplitRatio(0.25)
    /// One third for the leading side.
    public static let third = SplitRatio(1.0 / 3.0)
    /// Half each.
    public static let half = SplitRatio(0.5)
    /// Two thirds for the leading side.
    public static let twoThirds = SplitRatio(2.0 / 3.0)
    /// Three quarters for the leading side.
    public static let threeQuarters = SplitRatio(0.75)

    /// The divider position (the leading side's size) for `available` pixels (the split's
    /// length less the divider's thickness), rounded to the nearest pixel.
    public func position(available: Int) -> Int {
        guard available > 0 else { return 0 }
        return Int((fraction * Double(available)).rounded())
    }

    /// The ratio that a divider at `position` makes of `available` pixels.
    public static func of(position: Int, available: Int) -> SplitRatio {
        guard available > 0 else { return .half }
        return SplitRatio(Double(position) / Double(available))
    }

    /// The fraction with three decimals, e.g. `0.333`.
    public var description: String {
        let thousandths = (fraction * 1000).rounded()
        return "\(thousandths / 1000)"
    }
}
