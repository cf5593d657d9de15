import Workflow

/// One action a ``WorkflowRecorder`` saw applied.
public struct RecordedAction: Sendable, Equatable {
    /// The node the action was applied to.
    public var node: WorkflowNodeInfo
    /// The node's path (type + key from the root).
    public var path: WorkflowNodePath
    /// The action type's full name.
    public var actionType: String
    /// The action value, described (`String(reflecting:)`); `nil` when it was applied
    /// without going through a sink (an action a child's output was mapped to).
    public var actionSummary: String?
    /// Whether a sink received it from outside the runtime (an event, a worker), as opposed
    /// to an action a child's output was mapped to. Only received actions are replayed.
    public var wasReceived: Bool
    /// The node's state after the action, described.
    public var stateSummary: String
    /// Whether the state changed.
    public var stateChanged: Bool
    /// The output it produced, described, if any.
    public var outputSummary: String?

    /// Creates a recorded action.
    public init(
        node: WorkflowNodeInfo, path: WorkflowNodePath, actionType: String, actionSummary: String?, wasReceived: Bool,
        stateSummary: String, stateChanged: Bool, outputSummary: String?
    ) {
        self.node = node
        self.path = path
        self.actionType = actionType
        self.actionSummary = actionSummary
        self.wasReceived = wasReceived
        self.stateSummary = stateSummary
        self.stateChanged = stateChanged
        self.outputSummary = outputSummary
    }
}

/// One render pass a ``WorkflowRecorder`` kept, with the actions applied since the pass
/// before it.
public struct RecordedPass: Sendable, Equatable {
    /// The pass's number since the recorder started (0 for the first pass it saw).
    public var index: Int
    /// When the pass began, since the recorder was made.
    public var startTime: Duration
    /// How long the pass took.
    public var duration: Duration
    /// How many workflows rendered in it (the others reused their renderings or were not
    /// reached).
    public var nodesRendered: Int
    /// The ids of the nodes that rendered.
    public var renderedNodeIDs: [Int]
    /// The actions applied since the previous pass, in order.
    public var actions: [RecordedAction]

    /// Creates a recorded pass.
    public init(
        index: Int, startTime: Duration, duration: Duration, nodesRendered: Int, renderedNodeIDs: [Int],
        actions: [RecordedAction]
    ) {
        self.index = index
        self.startTime = startTime
        self.duration = duration
        self.nodesRendered = nodesRendered
        self.renderedNodeIDs = renderedNodeIDs
        self.actions = actions
    }
}
