import Synchronization
import Testing

/// A failed expectation of a ``RenderTester`` or ``WorkflowActionTester``.
public struct WorkflowTestFailure: Sendable, CustomStringConvertible {
    /// What went wrong, naming the workflow type and key, and the fix.
    public var message: String
    /// Where the failing expectation was written.
    public var sourceLocation: SourceLocation

    /// Creates a failure.
    public init(message: String, sourceLocation: SourceLocation) {
        self.message = message
        self.sourceLocation = sourceLocation
    }

    /// The message.
    public var description: String { message }
}

/// Where the testers send their failures: by default to Swift Testing with `Issue.record`.
///
/// The reporter is a task-local value, so a test can capture failures instead of failing,
/// for example to test that a render test fails:
///
/// ```swift
/// let failures = WorkflowTestFailureReporter.collectingFailures {
///     _ = MyWorkflow().renderTester(initialState: .init(count: 0)).render { _ in }
/// }.failures
/// ```
public enum WorkflowTestFailureReporter {
    /// The current reporter.
    @TaskLocal public static var current: @Sendable (WorkflowTestFailure) -> Void = recordIssue

    /// Records `failure` as a Swift Testing issue at its source location.
    public static let recordIssue: @Sendable (WorkflowTestFailure) -> Void = { failure in
        Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.sourceLocation)
    }

    /// Reports `message` through the current reporter.
    public static func report(_ message: String, at sourceLocation: SourceLocation) {
        current(WorkflowTestFailure(message: message, sourceLocation: sourceLocation))
    }

    /// Runs `body` with a reporter that collects failures instead of recording issues.
    public static func collectingFailures<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, failures: [WorkflowTestFailure]) {
        let collector = FailureCollector()
        let result = try $current.withValue({ collector.append($0) }, operation: body)
        return (result, collector.failures)
    }
}

/// A thread-safe list of failures.
private final class FailureCollector: Sendable {
    private let storage = Mutex<[WorkflowTestFailure]>([])

    func append(_ failure: WorkflowTestFailure) {
        storage.withLock { $0.append(failure) }
    }

    var failures: [WorkflowTestFailure] {
        storage.withLock { $0 }
    }
}
