import BenchRows
import Gtk
import Workflow
import WorkflowUI

/// Scenario 5: peak RSS after startup (first frame of scenario 2 at N = 1,000) and after
/// 100,000 updates, each in a fresh child process (`--memory-child UPDATES`), for ours and
/// for the raw GTK baseline.
@MainActor
struct MemoryScenario {
    let repetitions: Repetitions
    let report: BenchmarkReport

    /// The rows of the child process's window.
    static let rows = 1_000

    func run() {
        let updates = repetitions.memoryUpdates
        guard let ours = runChildProcess(variant: "ours", updates: updates),
              let raw = runChildProcess(variant: "raw", updates: updates)
        else {
            report.check("memory: child processes ran", false, "a --memory-child process failed")
            return
        }
        func mib(_ kib: Int) -> Double { Double(kib) / 1024 }
        report.add("memory: peak RSS after startup", ours: mib(ours.startup.peakKiB), baseline: mib(raw.startup.peakKiB),
                   unit: "MiB", ratioName: "ours/raw", notes: "N=\(Self.rows), first frame painted")
        report.add("memory: peak RSS after \(updates) updates", ours: mib(ours.after.peakKiB), baseline: mib(raw.after.peakKiB),
                   unit: "MiB", ratioName: "ours/raw", notes: "RSS now: ours \(BenchmarkReport.format(mib(ours.after.residentKiB))), raw \(BenchmarkReport.format(mib(raw.after.residentKiB))) MiB")
        let growth = mib(ours.after.peakKiB - ours.startup.peakKiB)
        let steady = mib(ours.after.residentKiB - ours.warm.residentKiB)
        report.add("memory: peak RSS growth over \(updates) updates", ours: growth,
                   baseline: mib(raw.after.peakKiB - raw.startup.peakKiB), unit: "MiB", ratioName: "ours/raw",
                   notes: "RSS growth after the first 10%: ours \(BenchmarkReport.format(steady)) MiB, raw \(BenchmarkReport.format(mib(raw.after.residentKiB - raw.warm.residentKiB))) MiB")
        report.record("memory.ours.growth.mib", growth)
    }

    /// What one child process reported.
    struct ChildResult {
        var startup = ProcessStatus(), warm = ProcessStatus(), after = ProcessStatus()
    }

    private func runChildProcess(variant: String, updates: Int) -> ChildResult? {
        guard let run = Executables.run(Executables.current, ["--memory-child", String(updates), "--variant", variant]) else { return nil }
        var values: [String: Int] = [:]
        for field in run.output.split(whereSeparator: \.isWhitespace) {
            let pair = field.split(separator: "=")
            if pair.count == 2, let value = Int(pair[1]) { values[String(pair[0])] = value }
        }
        func status(_ name: String) -> ProcessStatus {
            ProcessStatus(peakKiB: values["\(name)_hwm_kb"] ?? 0, residentKiB: values["\(name)_rss_kb"] ?? 0)
        }
        guard values["after_hwm_kb"] != nil else { return nil }
        return ChildResult(startup: status("startup"), warm: status("warm"), after: status("after"))
    }

    /// The child process: shows N = 1,000 rows, reports memory after the first frame, then
    /// applies `updates` updates (a frame every 1,000) and reports again on standard output.
    static func runChild(updates: Int, raw: Bool) -> Int32 {
        guard Display.open() else { return 1 }
        let update: (Int, String) -> Void
        let content: Widget
        var keepAlive: AnyObject?
        if raw {
            let rows = RawRows(count: Self.rows)
            content = rows.box
            keepAlive = rows
            update = { rows.setRow($0, to: $1) }
        } else {
            let container = ContainerViewController(workflow: RowsWorkflow(count: Self.rows, style: .list))
            content = container.view
            keepAlive = container
            update = { UIUpdateScenario.oursUpdate(container, $0, $1) }
        }
        let window = BenchmarkWindow(content: content)
        let startup = ProcessStatus.current()
        var warm = startup
        for k in 1...updates {
            update(k % Self.rows, RowsWorkflow.text(row: k % Self.rows, value: k))
            MainLoop.drainPending()
            if k % 1_000 == 0 { window.waitForFrame() }
            if k == updates / 10 { warm = ProcessStatus.current() }
        }
        window.waitForFrame()
        let after = ProcessStatus.current()
        print("startup_hwm_kb=\(startup.peakKiB) startup_rss_kb=\(startup.residentKiB) warm_hwm_kb=\(warm.peakKiB) warm_rss_kb=\(warm.residentKiB) after_hwm_kb=\(after.peakKiB) after_rss_kb=\(after.residentKiB)")
        withExtendedLifetime(keepAlive) {}
        return 0
    }
}
