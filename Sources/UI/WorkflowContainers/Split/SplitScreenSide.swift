import WorkflowUI

/// Which side of a `SplitScreen` a controller is shown on.
public enum SplitScreenSide: Hashable, Sendable {
    /// The start (left, or top) side.
    case leading
    /// The end (right, or bottom) side.
    case trailing
}

/// The environment key for `ViewEnvironment.splitScreenSide`.
public enum SplitScreenSideKey: ViewEnvironmentKey {
    /// Outside any split: `nil`.
    public static let defaultValue: SplitScreenSide? = nil
}

extension ViewEnvironment {
    /// The side of the nearest enclosing `SplitScreen` (nil outside one).
    public var splitScreenSide: SplitScreenSide? {
        get { self[SplitScreenSideKey.self] }
        set { self[SplitScreenSideKey.self] = newValue }
    }
}
