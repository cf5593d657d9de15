import Foundation
import GtkTestSupport
import Testing
import Workflow

@MainActor
@Suite("Chrome trace observer")
struct ChromeTraceObserverTests {
    @Test("the trace file parses as JSON with matching begin/end pairs")
    func traceFileHasBeginEndPairs() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("workflow-trace-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let observer = ChromeTraceObserver(path: url.path)
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()), observers: [observer])
        host.rendering.children["a"]?.sink.send(.increment)
        host.rendering.children["a"]?.sink.send(.finish("x"))
        host.tearDown()

        let data = try Data(contentsOf: url)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        let phases = events.compactMap { $0["ph"] as? String }
        #expect(phases.count == events.count)

        // Begin/end events nest like a stack, each end closing the latest open begin.
        var open: [String] = []
        var pairs = 0
        for event in events {
            let name = try #require(event["name"] as? String)
            #expect(event["ts"] is Double || event["ts"] is Int)
            switch event["ph"] as? String {
            case "B":
                open.append(name)
            case "E":
                #expect(open.popLast() == name)
                pairs += 1
            default:
                break
            }
        }
        #expect(open.isEmpty)
        // 3 render passes (initial, increment, and the parent state change caused by the
        // child's output), each with a pass, a parent and a child begin/end pair.
        #expect(host.counters.renderPasses == 3)
        #expect(pairs == 3 * 3)
        let names = events.compactMap { $0["name"] as? String }
        #expect(names.contains { $0.hasPrefix("action applied") })
        #expect(names.contains { $0.hasPrefix("output") })
    }

    @Test("write() replaces an existing file, leaves no temporary file, and names the path when the folder is missing")
    func writeReplacesAndReportsFailures() throws {
        let folder = try FileManager.default.makeTemporaryFolder("workflow-trace")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))

        let observer = ChromeTraceObserver(path: path)
        observer.renderPassWillBegin()
        observer.renderPassDidEnd(duration: .zero)
        try observer.write()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect((document["traceEvents"] as? [[String: Any]])?.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["trace.json"])

        let missing = folder.appendingPathComponent("missing/trace.json").path
        let error = #expect(throws: (any Error).self) { try ChromeTraceObserver(path: missing).write() }
        #expect(String(describing: error).contains(folder.appendingPathComponent("missing").path))
    }
}
