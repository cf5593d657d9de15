import Foundation
import Testing
import Workflow

/// Checks a Chrome trace against the Trace Event Format (the JSON Object Format that
/// Perfetto and `chrome://tracing` import): the fields every event needs, the phases used,
/// instant-event scopes, and begin/end pairs nested per thread with non-decreasing times.
/// Returns the problems found (empty: valid).
func traceFormatProblems(in data: Data) -> [String] {
    guard let document = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
        return ["not a JSON object"]
    }
    var problems: [String] = []
    if let unit = document["displayTimeUnit"], (unit as? String).map({ ["ms", "ns"].contains($0) }) != true {
        problems.append("displayTimeUnit must be \"ms\" or \"ns\", is \(unit)")
    }
    guard let events = document["traceEvents"] as? [[String: Any]] else {
        return problems + ["traceEvents is missing or not an array of objects"]
    }
    let knownPhases: Set<String> = ["B", "E", "X", "i", "I", "C", "b", "n", "e", "s", "t", "f", "P", "N", "O", "D", "M", "R", "c", "(", ")"]
    var openByThread: [String: [(name: String, ts: Double)]] = [:]
    var lastTimestampByThread: [String: Double] = [:]
    for (index, event) in events.enumerated() {
        func problem(_ text: String) { problems.append("event \(index): \(text)") }
        guard let phase = event["ph"] as? String, knownPhases.contains(phase) else {
            problem("ph missing or unknown: \(event["ph"] ?? "nil")")
            continue
        }
        guard let name = event["name"] as? String else { problem("name is not a string"); continue }
        if let category = event["cat"], !(category is String) { problem("cat is not a string") }
        guard let timestamp = (event["ts"] as? NSNumber)?.doubleValue, timestamp.isFinite, timestamp >= 0 else {
            problem("ts is not a non-negative number")
            continue
        }
        guard let pid = event["pid"] as? NSNumber, let tid = event["tid"] as? NSNumber,
              pid.doubleValue == pid.doubleValue.rounded(), tid.doubleValue == tid.doubleValue.rounded()
        else {
            problem("pid and tid must be integers")
            continue
        }
        if let args = event["args"], !(args is [String: Any]) { problem("args is not an object") }
        let thread = "\(pid)/\(tid)"
        if let last = lastTimestampByThread[thread], timestamp < last {
            problem("ts \(timestamp) goes back in time on thread \(thread) (last \(last))")
        }
        lastTimestampByThread[thread] = timestamp
        switch phase {
        case "i", "I":
            if let scope = event["s"], (scope as? String).map({ ["g", "p", "t"].contains($0) }) != true {
                problem("instant scope s must be g, p or t")
            }
        case "B":
            openByThread[thread, default: []].append((name, timestamp))
        case "E":
            guard let open = openByThread[thread]?.popLast() else {
                problem("E without an open B on thread \(thread)")
                continue
            }
            if open.name != name { problem("E \"\(name)\" closes B \"\(open.name)\"") }
        case "X":
            if (event["dur"] as? NSNumber) == nil { problem("X without dur") }
        default:
            break
        }
    }
    for (thread, open) in openByThread where !open.isEmpty {
        problems.append("thread \(thread): \(open.count) B events never ended (\(open.map(\.name)))")
    }
    return problems
}

@MainActor
@Suite("Trace event format")
struct TraceEventFormatTests {
    @Test("a recorded session is a valid trace-event file (fields, phases, scopes, nesting, time order)")
    func recordedSessionIsValid() throws {
        let path = NSTemporaryDirectory() + "workflow-trace-format-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let observer = ChromeTraceObserver(path: path)
        let host = WorkflowHost(workflow: ParentWorkflow(log: EventLog()), observers: [observer])
        host.rendering.children["a"]?.sink.send(.increment)
        host.rendering.children["a"]?.sink.send(.finish("x"))
        host.tearDown()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(traceFormatProblems(in: data) == [])
        let events = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        #expect(Set(events.compactMap { $0["ph"] as? String }) == ["B", "E", "i"])
        #expect(events.allSatisfy { $0["cat"] is String })
    }

    @Test("names with quotes, backslashes, newlines and control characters stay valid JSON")
    func escapedNamesStayValid() throws {
        let path = NSTemporaryDirectory() + "workflow-trace-escape-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let observer = ChromeTraceObserver(path: path)
        let awkward = WorkflowNodeInfo(id: 1, parentID: nil, workflowType: "A\"B\\C\nD\u{1}E é", key: "k\t\"")
        observer.renderPassWillBegin()
        observer.workflowWillRender(awkward)
        observer.actionApplied("Act\"ion", to: awkward, stateChanged: true, producedOutput: false)
        observer.workflowDidRender(awkward, duration: .zero)
        observer.renderPassDidEnd(duration: .zero)
        try observer.write()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(traceFormatProblems(in: data) == [])
        let events = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        #expect(events[1]["name"] as? String == "A\"B\\C\nD\u{1}E é")
        #expect((events[1]["args"] as? [String: Any])?["key"] as? String == "k\t\"")
    }

    @Test("the validator rejects what Perfetto would misread (so the checks above can fail)")
    func validatorRejectsBrokenTraces() {
        let broken: [(String, String)] = [
            (#"{"traceEvents":[{"name":"a","ph":"B","ts":1,"pid":1,"tid":1}]}"#, "never ended"),
            (#"{"traceEvents":[{"name":"a","ph":"E","ts":1,"pid":1,"tid":1}]}"#, "E without an open B"),
            (#"{"traceEvents":[{"name":"a","ph":"Q","ts":1,"pid":1,"tid":1}]}"#, "unknown"),
            (#"{"traceEvents":[{"name":"a","ph":"i","ts":1,"pid":1,"tid":1,"s":"x"}]}"#, "scope"),
            (#"{"traceEvents":[{"name":"a","ph":"i","pid":1,"tid":1}]}"#, "ts"),
            (#"{"traceEvents":[{"name":"a","ph":"i","ts":5,"pid":1,"tid":1},{"name":"b","ph":"i","ts":4,"pid":1,"tid":1}]}"#, "back in time"),
            (#"{"traceEvents":[{"name":"a","ph":"B","ts":1,"pid":1,"tid":1},{"name":"b","ph":"E","ts":2,"pid":1,"tid":1}]}"#, "closes"),
            (#"{"traceEvents":[{"name":"a","ph":"i","ts":1,"pid":"1","tid":1}]}"#, "integers"),
            (#"{"displayTimeUnit":"s","traceEvents":[]}"#, "displayTimeUnit"),
            (#"{"traceEvents":[{"name":"a","ph":"B","ts":1,"pid":1,"tid":1},"#, "not a JSON object"),
        ]
        for (json, expected) in broken {
            let problems = traceFormatProblems(in: Data(json.utf8))
            #expect(problems.contains { $0.contains(expected) }, "\(json): \(problems)")
        }
    }
}
