/// Identifies a workflow node in observer callbacks.
public struct WorkflowNodeInfo: Sendable, Hashable {
    /// Unique within one host session.
    public var id: Int
    /// The parent node's `id`, or `nil` for the root.
    public var parentID: Int?
    /// The workflow type's full name.
    public var workflowType: String
    /// The key the node was rendered with.
    public var key: String

    /// Creates node info.
    public init(id: Int, parentID: Int?, workflowType: String, key: String) {
        self.id = id
        self.parentID = parentID
        self.workflowType = workflowType
        self.key = key
    }
}

/// Receives the runtime's events: pass observers to `WorkflowHost.init(workflow:options:observers:)`.
///
/// Every method has an empty default implementation; all are called on the main actor.
@MainActor
public protocol WorkflowObserver: AnyObject {
    /// The host started, before its first render pass.
    func sessionDidBegin(root: WorkflowNodeInfo)
    /// The host was torn down.
    func sessionDidEnd(root: WorkflowNodeInfo)
    /// A render pass (from the root) begins.
    func renderPassWillBegin()
    /// A render pass ended after `duration`.
    func renderPassDidEnd(duration: Duration)
    /// One workflow's `render(state:context:)` is about to run.
    func workflowWillRender(_ node: WorkflowNodeInfo)
    /// One workflow's `render(state:context:)` returned after `duration` (children included).
    func workflowDidRender(_ node: WorkflowNodeInfo, duration: Duration)
    /// A sink received an action (of the named type) for `node`.
    func actionReceived(_ actionType: String, by node: WorkflowNodeInfo)
    /// An action was applied to `node`'s state.
    func actionApplied(_ actionType: String, to node: WorkflowNodeInfo, stateChanged: Bool, producedOutput: Bool)
    /// The root workflow emitted an output to the host.
    func outputEmitted(_ outputType: String, by node: WorkflowNodeInfo)
    /// A sink received `action` (the value sent: a `WorkflowAction`, or the closure of a
    /// state mutation) for `node`, before it is applied: what recorders log to replay.
    func actionValueReceived(_ action: Any, by node: WorkflowNodeInfo)
    /// An action of the named type was applied to `node`: `state` is the node's state after
    /// it, `output` the output it produced, if any (for recorders and inspectors).
    func actionApplied(_ actionType: String, to node: WorkflowNodeInfo, state: Any, stateChanged: Bool, output: Any?)
    /// `node` was torn down (its parent stopped rendering it, or the host ended): no action
    /// reaches it any more. Observers that keep per-node data drop it here.
    func workflowDidTearDown(_ node: WorkflowNodeInfo)
}

// MARK: - Default implementations

extension WorkflowObserver {
    /// Does nothing.
    public func sessionDidBegin(root: WorkflowNodeInfo) {}
    /// Does nothing.
    public func sessionDidEnd(root: WorkflowNodeInfo) {}
    /// Does nothing.
    public func workflowDidTearDown(_ node: WorkflowNodeInfo) {}
    public func renderPassWillBegin() {}
    /// Does nothing.
    public func renderPassDidEnd(duration: Duration) {}
    /// Does nothing.
    public func workflowWillRender(_ node: WorkflowNodeInfo) {}
    /// Does nothing.
    public func workflowDidRender(_ node: WorkflowNodeInfo, duration: Duration) {}
    /// Does nothing.
    public func actionReceived(_ actionType: String, by node: WorkflowNodeInfo) {}
    /// Does nothing.
    public func actionApplied(_ actionType: String, to node: WorkflowNodeInfo, stateChanged: Bool, producedOutput: Bool) {}
    /// Does nothing.
    public func outputEmitted(_ outputType: String, by node: WorkflowNodeInfo) {}
    /// Does nothing.
    public func actionValueReceived(_ action: Any, by node: WorkflowNodeInfo) {}
    /// Does nothing.
    public func actionApplied(_ actionType: String, to node: WorkflowNodeInfo, state: Any, stateChanged: Bool, output: Any?) {}
}
