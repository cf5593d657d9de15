import BenchRows
import Foundation
import SampleStatistics

/// Scenario 7: a virtualized list of N = 1,000, 100,000 and 1,000,000 rows, `ListViewScreen`
/// (`list-bench-app`) against a raw C `GtkListView` over a `GtkStringList` (`raw-gtk-list`),
/// each run in its own process, the two programs interleaved, medians of the runs: first
/// frame (launch → first `after-paint`), process CPU of one row changed, one row inserted,
/// one removed, the list scrolled one page (each up to the next `after-paint`; in-process
/// medians of 15), and peak RSS (`VmHWM`). See docs/benchmarks.md.
@MainActor
struct ListsScenario {
    let report: BenchmarkReport
    let smoke: Bool

    /// The figures `list-bench-app` prints (their names) and how the report titles them.
    static let figures: [(name: String, title: String)] = [
        ("first_frame_ms", "first frame"),
        ("change_ms", "one row changed, CPU to next frame"),
        ("insert_ms", "one row inserted, CPU to next frame"),
        ("remove_ms", "one row removed, CPU to next frame"),
        ("scroll_ms", "scroll one page, CPU to next frame"),
        ("hwm_kb", "peak RSS"),
    ]

    func run() {
        guard let ours = Executables.sibling("list-bench-app"), let raw = Executables.sibling("raw-gtk-list") else {
            report.add("lists", ours: nil, baseline: nil, unit: "ms", ratioName: "ours/raw",
                       notes: "skipped: build list-bench-app and raw-gtk-list next to workflow-bench (\(Executables.binFolder))")
            return
        }
        let sizes = smoke ? [1_000] : [1_000, 100_000, 1_000_000]
        let runs = smoke ? 1 : 3
        var failures = 0
        for size in sizes {
            var oursRuns: [[String: Double]] = [], rawRuns: [[String: Double]] = []
            for _ in 0..<runs {
                if let figures = Self.runApp(raw, size: size, smoke: smoke) { rawRuns.append(figures) } else { failures += 1 }
                if let figures = Self.runApp(ours, size: size, smoke: smoke) { oursRuns.append(figures) } else { failures += 1 }
            }
            for (name, title) in Self.figures {
                let mine = Self.medianIfAny(oursRuns.compactMap { $0[name] }), theirs = Self.medianIfAny(rawRuns.compactMap { $0[name] })
                let isMemory = name == "hwm_kb"
                report.add("lists N=\(size): \(title)", ours: isMemory ? mine.map { $0 / 1024 } : mine,
                           baseline: isMemory ? theirs.map { $0 / 1024 } : theirs, unit: isMemory ? "MiB" : "ms",
                           ratioName: "ours/raw", notes: "medians of \(runs) interleaved processes")
                if let mine { report.record("lists.\(size).\(name).ours", mine) }
                if let theirs { report.record("lists.\(size).\(name).raw", theirs) }
            }
        }
        report.check("lists: every app run succeeded", failures == 0, "\(failures) app runs failed")
    }

    /// Runs one app process and parses its `key=value` line.
    static func runApp(_ path: String, size: Int, smoke: Bool) -> [String: Double]? {
        let launch = Measurement.monotonicNanoseconds()
        guard let output = Executables.run(path, [String(size), "--launch-ns", String(launch), "--repeat", smoke ? "3" : "15"])?.output
        else { return nil }
        let figures = Measurement.figures(in: output)
        return figures["hwm_kb"] == nil ? nil : figures
    }

    /// The median of `values`; nil (no figure in the report) when there are none.
    static func medianIfAny(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : median(values)
    }
}
