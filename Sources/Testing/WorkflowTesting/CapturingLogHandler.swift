import Synchronization
import Logging

/// A swift-log handler that keeps every message in memory, so a test can assert what the
/// runtime logged (e.g. exactly one line for a dropped action).
///
/// ```swift
/// let (logger, log) = CapturingLogHandler.logger()
/// var host: WorkflowHost<MyWorkflow>? = WorkflowHost(workflow: MyWorkflow(), logger: logger)
/// let onTap = host!.rendering.onTap
/// host = nil
/// onTap()
/// #expect(log.messages.count == 1)
/// ```
public final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    private let storage = Mutex<[String]>([])
    /// Metadata attached to every message (kept, not printed).
    public var metadata: Logger.Metadata = [:]
    /// The lowest level captured (default: everything).
    public var logLevel: Logger.Level = .trace

    /// Creates an empty handler.
    public init() {}

    /// Reads or writes one metadata value.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Stores `event` as `level: message`.
    public func log(event: LogEvent) {
        let line = "\(event.level): \(event.message)"
        storage.withLock { $0.append(line) }
    }

    /// Every message so far, as `level: message`, in order.
    public var messages: [String] {
        storage.withLock { $0 }
    }

    /// A logger writing into a new capturing handler.
    public static func logger(label: String = "workflow-test") -> (Logger, CapturingLogHandler) {
        let handler = CapturingLogHandler()
        return (Logger(label: label) { _ in handler }, handler)
    }
}
