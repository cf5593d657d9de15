/// Counts of the runtime's work, readable on ``WorkflowHost/counters`` so that tests and
/// benchmarks can prove render skipping and measure cost.
public struct WorkflowRuntimeCounters: Sendable, Equatable {
    /// Completed render passes (the initial render counts as one).
    public var renderPasses = 0

    /// Workflow nodes whose `render(state:context:)` was called, over all passes.
    public var nodesRendered = 0

    /// Actions applied, including the actions that children's outputs were mapped to.
    public var actionsApplied = 0

    /// Actions dropped because their workflow was torn down before they arrived.
    public var actionsDropped = 0

    /// Actions ignored because the sink they were sent through lapsed: the render pass
    /// after it was made did not make a sink of that action type again.
    public var actionsIgnored = 0

    /// Creates zeroed counters.
    public init() {}
}
