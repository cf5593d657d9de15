import Foundation

/// Scenario 4: process start → first frame presented (then a PNG of it, then exit), for
/// `workflow-demo --screenshot` and for the raw C program `raw-gtk-window --screenshot`
/// (a minimal window of the demo's size, rendered to PNG the same way). Launches
/// alternate; medians of several launches.
@MainActor
struct StartupScenario {
    let repetitions: Repetitions
    let report: BenchmarkReport
    /// The demo to launch; nil for `workflow-demo` next to this executable.
    let demoPath: String?

    func run() {
        guard let demo = demoPath ?? Executables.sibling("workflow-demo"), let raw = Executables.sibling("raw-gtk-window") else {
            report.add("startup to first frame", ours: nil, baseline: nil, unit: "ms", ratioName: "demo/raw",
                       notes: "skipped: build workflow-demo and raw-gtk-window next to workflow-bench (\(Executables.binFolder))")
            return
        }
        let shot = NSTemporaryDirectory() + "workflow-bench-startup-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        var ours = Samples(), baseline = Samples()
        var failures = 0
        _ = Executables.run(raw, ["--screenshot", shot])
        _ = Executables.run(demo, ["--screenshot", shot])
        for _ in 0..<repetitions.launches {
            if let time = Executables.run(demo, ["--screenshot", shot])?.milliseconds { ours.append(time) } else { failures += 1 }
            if let time = Executables.run(raw, ["--screenshot", shot])?.milliseconds { baseline.append(time) } else { failures += 1 }
        }
        report.add("startup to first frame (+PNG, exit)", ours: ours, baseline: baseline, unit: "ms",
                   ratioName: "demo/raw", notes: "\(repetitions.launches) launches each, alternating")
        report.check("startup: every launch succeeded", failures == 0, "\(failures) failed launches")
    }
}
