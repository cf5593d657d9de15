import WorkflowUI

/// The environment key for `ViewEnvironment.isInFoldedSplit`.
public enum FoldedSplitKey: ViewEnvironmentKey {
    /// Outside a folded split: `false`.
    public static let defaultValue = false
}

extension ViewEnvironment {
    /// Whether the controller shows in an `AdaptiveSplitScreen` that is folded (one side at a
    /// time). There a list is the way into the detail rather than a picker beside it: a
    /// `BoxedListScreen` shows no selection until the user chooses a row.
    public var isInFoldedSplit: Bool {
        get { self[FoldedSplitKey.self] }
        set { self[FoldedSplitKey.self] = newValue }
    }
}
