import Foundation
import GtkTestSupport
import InMemoryLogging
import Logging
import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite("Logging")
struct LoggingTests {
    @Test("a dropped action is logged with the workflow type and key")
    func droppedActionLogged() async {
        let handler = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in handler }
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()), logger: logger)
        let childSink = host.rendering.children["a"]!.sink
        host.rendering.update.send(\.childKeys, [])
        await Task.detached { childSink.send(.increment) }.value
        #expect(await waitUntil { host.counters.actionsDropped == 1 })
        #expect(handler.entries.count == 1)
        #expect(handler.entries.map(\.message.description).first?.contains("Dropped action") == true)
        #expect(handler.entries.map(\.message.description).first?.contains("ChildWorkflow (key \"a\")") == true)
    }
}
