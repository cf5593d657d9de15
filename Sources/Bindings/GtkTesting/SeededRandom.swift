/// A small seeded random generator (SplitMix64): the same seed gives the same cases on
/// every machine, so a failure's or a soak's printed seed reproduces it. The one copy used by
/// the randomized tests (through GtkTestSupport) and by the demo's soak mode.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is decided by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A whole number in `0..<bound` (0 when `bound` is not positive), from one `next()`: the
    /// soak's step choice, kept so that a printed seed replays the same steps.
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// True with the given probability (0…1).
    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    /// One of `values` (not empty).
    public mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
}
