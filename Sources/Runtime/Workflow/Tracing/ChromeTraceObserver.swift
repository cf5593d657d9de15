#if canImport(Glibc)
import Glibc
#endif

/// A ``WorkflowObserver`` that records Chrome trace events ("B"/"E" duration pairs for
/// render passes and each workflow's render, instant events for actions and outputs) and
/// writes them as JSON, loadable in Perfetto or `chrome://tracing`.
///
/// The file is written when the host is torn down, or on ``write()``.
@MainActor
public final class ChromeTraceObserver: WorkflowObserver {
    /// The path of the file the trace is written to.
    public let path: String
    private var events: [TraceEvent] = []
    private let start = ContinuousClock.now

    /// Creates an observer that will write its trace to the file at `path` (replaced if it
    /// exists). From a `URL`: `ChromeTraceObserver(path: url.path)`.
    public init(path: String) {
        self.path = path
    }

    /// The number of events recorded so far.
    public var eventCount: Int { events.count }

    /// Writes the events recorded so far as `{"traceEvents": [...]}`.
    public func write() throws {
        var json = #"{"displayTimeUnit":"ms","traceEvents":["#
        for (index, event) in events.enumerated() {
            if index > 0 { json += "," }
            event.appendJSON(to: &json)
        }
        json += "]}"
        try TraceFile.replace(path, with: json)
    }

    private var timestamp: Double {
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }

    private func record(_ name: String, phase: String, category: String, args: [(String, TraceEvent.Value)] = []) {
        events.append(TraceEvent(name: name, phase: phase, timestamp: timestamp, category: category, args: args))
    }

    // MARK: - WorkflowObserver

    /// Records an instant event.
    public func sessionDidBegin(root: WorkflowNodeInfo) {
        record("session began: \(root.workflowType)", phase: "i", category: "session")
    }

    /// Records an instant event and writes the file.
    public func sessionDidEnd(root: WorkflowNodeInfo) {
        record("session ended: \(root.workflowType)", phase: "i", category: "session")
        do {
            try write()
        } catch {
            workflowLogger.error("ChromeTraceObserver could not write \(path): \(error)")
        }
    }

    /// Begins a "render pass" duration event.
    public func renderPassWillBegin() {
        record("render pass", phase: "B", category: "render")
    }

    /// Ends the "render pass" duration event.
    public func renderPassDidEnd(duration: Duration) {
        record("render pass", phase: "E", category: "render")
    }

    /// Begins a duration event named after the workflow.
    public func workflowWillRender(_ node: WorkflowNodeInfo) {
        record(node.workflowType, phase: "B", category: "render", args: [("key", .string(node.key)), ("node", .int(node.id))])
    }

    /// Ends the workflow's duration event.
    public func workflowDidRender(_ node: WorkflowNodeInfo, duration: Duration) {
        record(node.workflowType, phase: "E", category: "render")
    }

    /// Records an instant event.
    public func actionReceived(_ actionType: String, by node: WorkflowNodeInfo) {
        record("action received: \(actionType)", phase: "i", category: "action", args: [("node", .int(node.id))])
    }

    /// Records an instant event.
    public func actionApplied(_ actionType: String, to node: WorkflowNodeInfo, stateChanged: Bool, producedOutput: Bool) {
        record(
            "action applied: \(actionType)", phase: "i", category: "action",
            args: [("node", .int(node.id)), ("stateChanged", .bool(stateChanged)), ("producedOutput", .bool(producedOutput))]
        )
    }

    /// Records an instant event.
    public func outputEmitted(_ outputType: String, by node: WorkflowNodeInfo) {
        record("output: \(outputType)", phase: "i", category: "output")
    }
}
