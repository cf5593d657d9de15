import Foundation
import GtkTestSupport
import Testing

/// `WORKFLOWGTK_TRACE=PATH` on the real demo (docs/tracing.md): the trace is written when the
/// application shuts down and holds the passes and actions of the steps.
@Suite("workflow-demo trace")
struct DemoTraceTests {
    @Test("WORKFLOWGTK_TRACE records a Chrome trace of the demo's steps, written at quit")
    func demoTraceIsWrittenAtQuit() async throws {
        let folder = try FileManager.default.makeTemporaryFolder("workflow-demo-trace")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.json").path
        let screenshot = folder.appendingPathComponent("shot.png").path
        let result = try #require(try await DemoProcess.run(
            ["--steps", "login:Ada,count,tab:library,select:1", "--screenshot", screenshot],
            environment: ["WORKFLOWGTK_TRACE": path]
        ))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        let passBegins = events.filter { $0["name"] as? String == "render pass" && $0["ph"] as? String == "B" }.count
        let passEnds = events.filter { $0["name"] as? String == "render pass" && $0["ph"] as? String == "E" }.count
        #expect(passBegins == passEnds)
        #expect(passBegins >= 5, "the first pass and one per step at least: \(passBegins)")
        let names = events.compactMap { $0["name"] as? String }
        #expect(names.contains { $0.hasPrefix("action applied:") })
        #expect(names.contains { $0.contains("RootWorkflow") })
        #expect(events.allSatisfy { $0["ts"] is NSNumber && $0["pid"] is NSNumber && $0["tid"] is NSNumber })
    }

}
