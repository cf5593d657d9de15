#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Workflow

/// A `WorkflowObserver` that keeps the last ``capacity`` render passes in memory of a
/// fixed size (each with its duration, the nodes it rendered and the actions applied
/// before it: action, state after, output), and the log of the `Codable` actions that sinks
/// received since the host started, for ``ActionReplay``.
///
/// ```swift
/// let recorder = WorkflowRecorder(capacity: 200)
/// let host = WorkflowHost(workflow: RootWorkflow(), observers: [recorder])
/// // …
/// try recorder.exportJSON().write(to: URL(fileURLWithPath: "/tmp/recording.json"))
/// ```
///
/// A host without observers does none of this work (the inspector installs a recorder
/// only when it is enabled).
@MainActor
public final class WorkflowRecorder: WorkflowObserver {
    /// How many passes are kept (the oldest are dropped first).
    public let capacity: Int
    /// How many received actions the replay log keeps; past it the log is marked incomplete
    /// (a replay needs every action from the start).
    public let actionLogLimit: Int
    /// Called after each recorded pass (the inspector refreshes its panes).
    public var onPass: (@MainActor (RecordedPass) -> Void)?

    private var passes: RingBuffer<RecordedPass>
    /// Passes seen since the recorder was made (recorded or since dropped).
    public private(set) var passCount = 0
    /// Applied actions waiting for the next pass; the newest `actionLogLimit` are kept.
    private var pendingActions: RingBuffer<RecordedAction>
    private var renderedNodeIDs: [Int] = []
    private var passStart: Duration = .zero
    private let start = ContinuousClock.now
    /// The live nodes seen so far, for paths (a node leaves when it is torn down).
    private var nodes: [Int: WorkflowNodeInfo] = [:]
    /// Values received by each node and not applied yet, in order.
    private var receivedValues: [Int: [Any]] = [:]
    private var log: [ActionLogEntry] = []
    /// The root workflow's type, once the session began.
    public private(set) var rootWorkflowType: String?
    /// Why the action log cannot be replayed (`nil`: it can).
    public private(set) var actionLogProblem: String?

    /// A recorder keeping the last `capacity` passes (at least 1) and up to `actionLogLimit`
    /// received actions.
    public init(capacity: Int = 500, actionLogLimit: Int = 100_000) {
        self.capacity = max(1, capacity)
        self.actionLogLimit = actionLogLimit
        passes = RingBuffer(capacity: max(1, capacity))
        pendingActions = RingBuffer(capacity: max(1, actionLogLimit))
    }

    /// The kept passes, oldest first (at most ``capacity``).
    public var recordedPasses: [RecordedPass] { passes.elements }

    /// The latest pass, if any.
    public var latestPass: RecordedPass? { passes.last }

    /// The replay log: the received actions, in order.
    public var actionLog: ActionLog {
        ActionLog(rootWorkflowType: rootWorkflowType ?? "", problem: actionLogProblem, entries: log)
    }

    /// The path of a node seen by this recorder.
    public func path(of node: WorkflowNodeInfo) -> WorkflowNodePath {
        var components: [WorkflowNodePath.Component] = []
        var current: WorkflowNodeInfo? = node
        while let info = current {
            components.append(.init(workflowType: info.workflowType, key: info.key))
            current = info.parentID.flatMap { nodes[$0] }
        }
        return WorkflowNodePath(components.reversed())
    }

    private var now: Duration { ContinuousClock.now - start }

    // MARK: - WorkflowObserver

    /// Notes the root node.
    public func sessionDidBegin(root: WorkflowNodeInfo) {
        rootWorkflowType = root.workflowType
        nodes[root.id] = root
    }

    /// Starts a pass.
    public func renderPassWillBegin() {
        passStart = now
        renderedNodeIDs.removeAll(keepingCapacity: true)
    }

    /// Keeps the pass, dropping the oldest past ``capacity``.
    public func renderPassDidEnd(duration: Duration) {
        let pass = RecordedPass(
            index: passCount, startTime: passStart, duration: duration, nodesRendered: renderedNodeIDs.count,
            renderedNodeIDs: renderedNodeIDs, actions: pendingActions.elements
        )
        passCount += 1
        passes.append(pass)
        pendingActions.removeAll()
        receivedValues.removeAll(keepingCapacity: true)
        onPass?(pass)
    }

    /// Notes a rendered node (and remembers it for paths).
    public func workflowWillRender(_ node: WorkflowNodeInfo) {
        if nodes[node.id] == nil { nodes[node.id] = node }
        renderedNodeIDs.append(node.id)
    }

    /// Forgets a torn-down node: the recorder's memory follows the live tree, not every
    /// node a long session ever made.
    public func workflowDidTearDown(_ node: WorkflowNodeInfo) {
        nodes[node.id] = nil
        receivedValues[node.id] = nil
    }

    /// How many live nodes the recorder knows (for paths); bounded by the live tree.
    public var knownNodeCount: Int { nodes.count }

    /// Queues the value until it is applied; logs it for replay.
    public func actionValueReceived(_ action: Any, by node: WorkflowNodeInfo) {
        if nodes[node.id] == nil { nodes[node.id] = node }
        receivedValues[node.id, default: []].append(action)
        logForReplay(action, path: path(of: node))
    }

    /// Records the applied action with the state after it.
    public func actionApplied(_ actionType: String, to node: WorkflowNodeInfo, state: Any, stateChanged: Bool, output: Any?) {
        var received: Any?
        if var queue = receivedValues[node.id], !queue.isEmpty {
            received = queue.removeFirst()
            receivedValues[node.id] = queue
        }
        let action = RecordedAction(
            node: node, path: path(of: node), actionType: actionType,
            actionSummary: received.map { Self.describe($0) }, wasReceived: received != nil,
            stateSummary: String(reflecting: state), stateChanged: stateChanged,
            outputSummary: output.map { String(reflecting: $0) }
        )
        // Actions that cause no pass wait for the next one; keep them bounded too.
        pendingActions.append(action)
    }

    // MARK: - Replay log

    private func logForReplay(_ action: Any, path: WorkflowNodePath) {
        guard actionLogProblem == nil else { return }
        guard log.count < actionLogLimit else {
            actionLogProblem = "more than \(actionLogLimit) actions were received (WorkflowRecorder.actionLogLimit)"
            return
        }
        guard let encodable = action as? any Encodable else {
            actionLogProblem = "a \(Self.typeName(of: action)) was received and it is not Codable"
            return
        }
        do {
            let data = try JSONEncoder().encode(EncodableBox(value: encodable))
            log.append(ActionLogEntry(path: path, actionType: Self.typeName(of: action), action: String(decoding: data, as: UTF8.self)))
        } catch {
            actionLogProblem = "a \(Self.typeName(of: action)) could not be encoded: \(error)"
        }
    }

    /// The full name of a value's type (closures of state mutations get a readable name).
    static func typeName(of value: Any) -> String {
        String(reflecting: type(of: value))
    }

    /// An action, described.
    static func describe(_ value: Any) -> String {
        let type = type(of: value)
        if "\(type)".contains("->") { return "state mutation (closure)" }
        return String(reflecting: value)
    }
}

/// Encodes an existential `Encodable` (JSONEncoder takes a concrete type).
struct EncodableBox: Encodable {
    var value: any Encodable
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
