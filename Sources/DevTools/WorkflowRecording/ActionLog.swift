import Workflow

/// One received action of an ``ActionLog``: where it went, its type and its JSON.
public struct ActionLogEntry: Sendable, Equatable, Codable {
    /// The path of the node whose sink received it.
    public var path: WorkflowNodePath
    /// The action type's full name (how ``ActionReplay`` finds its decoder).
    public var actionType: String
    /// The action, encoded as JSON text.
    public var action: String

    /// Creates an entry.
    public init(path: WorkflowNodePath, actionType: String, action: String) {
        self.path = path
        self.actionType = actionType
        self.action = action
    }
}

/// The actions a host's sinks received since it started, in order, as a
/// ``WorkflowRecorder`` logged them: replayed into a fresh host of the same root workflow
/// (``ActionReplay``), they lead to the same states.
public struct ActionLog: Sendable, Equatable, Codable {
    /// The root workflow's type (a replay into another root is refused).
    public var rootWorkflowType: String
    /// Why the log cannot be replayed (an action that is not `Codable`, or too many), or
    /// `nil`.
    public var problem: String?
    /// The actions, in the order they were received.
    public var entries: [ActionLogEntry]

    /// Creates a log.
    public init(rootWorkflowType: String, problem: String? = nil, entries: [ActionLogEntry]) {
        self.rootWorkflowType = rootWorkflowType
        self.problem = problem
        self.entries = entries
    }
}
