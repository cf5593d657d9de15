/// Decides where a split's divider goes: the screen's ratio, applied once the split has a
/// size and again when the screen asks for a different ratio; a position the user dragged,
/// kept (as a fraction, so it survives window resizes) until the screen asks for a
/// different ratio; and, when dragging is not allowed, the screen's ratio restored after
/// any move the split did not ask for. Pure logic, tested without a display.
public struct SplitPositionPolicy: Equatable, Sendable {
    /// The ratio the screen asks for.
    public private(set) var requestedRatio: SplitRatio
    /// Whether the user may move the divider.
    public private(set) var isDraggable: Bool
    /// The ratio the user dragged to, kept until the screen asks for a different ratio.
    public private(set) var userRatio: SplitRatio?

    /// Starts with the screen's ratio.
    public init(ratio: SplitRatio, isDraggable: Bool) {
        requestedRatio = ratio
        self.isDraggable = isDraggable
    }

    /// The ratio shown now: the user's when there is one, else the screen's.
    public var effectiveRatio: SplitRatio { userRatio ?? requestedRatio }

    /// The divider position for `available` pixels (length less the divider).
    public func position(available: Int) -> Int { effectiveRatio.position(available: available) }

    /// The screen changed. A different ratio drops the user's drag; forbidding drags drops
    /// it too. Returns whether the position must be applied again.
    public mutating func screenChanged(ratio: SplitRatio, isDraggable: Bool) -> Bool {
        let before = effectiveRatio
        if ratio != requestedRatio || !isDraggable { userRatio = nil }
        requestedRatio = ratio
        self.isDraggable = isDraggable
        return effectiveRatio != before
    }

    /// The divider moved to `position` without the split asking (a drag, a key).
    /// Returns the position to restore when dragging is not allowed, else `nil` after
    /// remembering the user's ratio.
    public mutating func userMoved(to position: Int, available: Int) -> Int? {
        guard available > 0 else { return nil }
        guard isDraggable else { return requestedRatio.position(available: available) }
        userRatio = .of(position: position, available: available)
        return nil
    }

    /// Whether the divider at `position` is where the policy wants it for `available`
    /// pixels (within one pixel of rounding).
    public func isSatisfied(position: Int, available: Int) -> Bool {
        abs(position - self.position(available: available)) <= 1
    }
}
