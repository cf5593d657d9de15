import Foundation
import Logging
import Testing
import Workflow

/// A log handler that keeps messages in memory.
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.lock()
        storage.append("\(event.level): \(event.message)")
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

@MainActor
@Suite("Logging")
struct LoggingTests {
    @Test("a dropped action is logged with the workflow type and key")
    func droppedActionLogged() async {
        let handler = CapturingLogHandler()
        let logger = Logger(label: "test") { _ in handler }
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()), logger: logger)
        let childSink = host.rendering.children["a"]!.sink
        host.rendering.update.send(\.childKeys, [])
        await Task.detached { childSink.send(.increment) }.value
        #expect(await waitUntil { host.counters.actionsDropped == 1 })
        #expect(handler.messages.count == 1)
        #expect(handler.messages.first?.contains("Dropped action") == true)
        #expect(handler.messages.first?.contains("ChildWorkflow (key \"a\")") == true)
    }
}
