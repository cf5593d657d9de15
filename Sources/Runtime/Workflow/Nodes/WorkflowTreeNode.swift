/// A read-only picture of one node of a running host's tree, with its children, for
/// inspectors and logs (``WorkflowHost/nodeTree()``).
public struct WorkflowTreeNode: Sendable, Equatable {
    /// The node's identity (id, parent id, workflow type, key).
    public var info: WorkflowNodeInfo
    /// The node's path from the root (type + key of each step).
    public var path: WorkflowNodePath
    /// The workflow value (its props), as `String(reflecting:)` shows it: the value's
    /// `debugDescription` when it is `CustomDebugStringConvertible`, else its fields (`Mirror`).
    public var workflowSummary: String
    /// The node's state, summarized in the same way.
    public var stateSummary: String
    /// Whether the workflow is a ``RestorableWorkflow`` (its state is saved and restored).
    public var isRestorable: Bool
    /// How many times the node has rendered.
    public var renderCount: Int
    /// The children, in the order of the node's latest render pass.
    public var children: [WorkflowTreeNode]

    /// Creates a tree node.
    public init(
        info: WorkflowNodeInfo, path: WorkflowNodePath, workflowSummary: String, stateSummary: String,
        isRestorable: Bool, renderCount: Int, children: [WorkflowTreeNode]
    ) {
        self.info = info
        self.path = path
        self.workflowSummary = workflowSummary
        self.stateSummary = stateSummary
        self.isRestorable = isRestorable
        self.renderCount = renderCount
        self.children = children
    }

    /// This node and all its descendants, depth first (parents before children).
    public var allNodes: [WorkflowTreeNode] {
        [self] + children.flatMap(\.allNodes)
    }
}
