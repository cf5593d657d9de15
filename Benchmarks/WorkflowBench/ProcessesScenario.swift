import BenchRows
import Foundation

/// Scenario 8: one-row updates of N labels in an 800×600 window, each program in its own
/// process and window: ours with one diffing controller (`ours`), with one child controller
/// per row handed the changed rows' descriptions (`children`) or every row's description
/// (`children-all`), and with WorkflowContainers' `ListScreen` (`list`: one child controller
/// per row, only changed rows visited), and the forms an app author writes
/// from the README and the docs (`idiom-screen`, `idiom-children`, `idiom-elements`), all
/// `rows-bench-app` (a binary without Foundation; `workflow-bench --rows-bench-app` when it
/// was not built), against the raw C
/// program `raw-gtk-rows`. The programs run interleaved, 3 times each (`--processes N`: N); each process measures
/// 100 updates the same way (see `RowsBenchApp` and raw-gtk-rows' header) and reports medians;
/// the figures are the medians of the runs, with their spread (min–max); peak RSS comes from
/// `/usr/bin/time` (`%M`, as `-v`'s "Maximum resident set size"). See docs/benchmarks.md.
@MainActor
struct ProcessesScenario {
    let report: BenchmarkReport
    let options: BenchmarkOptions

    /// The figures `rows-bench-app` and `raw-gtk-rows` print (their names; peak RSS comes from
    /// `/usr/bin/time`) and how the report titles them.
    static let figures: [(name: String, title: String)] = [
        ("update_ms", "update, send to notify (+ idle when before the frame; wall)"),
        ("frame_ms", "next frame, before-paint to after-paint (wall)"),
        ("cpu_ms", "process CPU, send to after-paint"),
        ("latency_ms", "latency, send to the painted frame's after-paint (wall)"),
        ("first_frame_ms", "first frame from launch"),
        ("peak_rss_kb", "peak RSS"),
    ]
    /// The forms of ours run, each against raw C: `--variant`'s, or all of `rows-bench-app`'s
    /// (the library's own forms, then the idiomatic forms an app author writes, `IdiomaticRows`).
    var variants: [String] {
        options.variantsGiven ? RowsBenchApp.variants.filter(options.variants.contains) : RowsBenchApp.variants
    }

    func run() {
        guard let raw = Executables.sibling("raw-gtk-rows") else {
            report.add("processes", ours: nil, baseline: nil, unit: "ms", ratioName: "ours/raw",
                       notes: "skipped: build raw-gtk-rows next to workflow-bench (\(Executables.binFolder))")
            return
        }
        let sizes = options.rowCountsGiven ? options.rowCounts : (options.smoke ? [1_000] : [1_000, 5_000])
        let runs = options.smoke ? 1 : options.processRuns
        let updates = options.smoke ? 5 : 100
        var failures = 0
        for size in sizes {
            var results: [String: [[String: Double]]] = [:]
            for _ in 0..<runs {
                for variant in ["raw"] + variants {
                    // Ours runs in rows-bench-app (no Foundation, as an app) when it was built.
                    let path: String, arguments: [String]
                    if variant == "raw" {
                        (path, arguments) = (raw, [String(size), "--updates", String(updates)])
                    } else if let app = Executables.sibling("rows-bench-app") {
                        (path, arguments) = (app, [String(size), "--variant", variant, "--updates", String(updates)])
                    } else {
                        (path, arguments) = (Executables.current, ["--rows-bench-app", String(size), "--variant", variant, "--updates", String(updates)])
                    }
                    if let figures = Self.runApp(path, arguments) {
                        results[variant, default: []].append(figures)
                    } else {
                        failures += 1
                    }
                }
            }
            let rawRuns = results["raw"] ?? []
            for variant in variants {
                let oursRuns = results[variant] ?? []
                for (name, title) in Self.figures {
                    let mine = oursRuns.compactMap { $0[name] }, theirs = rawRuns.compactMap { $0[name] }
                    let isMemory = name == "peak_rss_kb"
                    let scale = isMemory ? 1.0 / 1024 : 1.0
                    report.add("processes N=\(size) \(variant): \(title)",
                               ours: ListsScenario.medianIfAny(mine).map { $0 * scale },
                               baseline: ListsScenario.medianIfAny(theirs).map { $0 * scale },
                               unit: isMemory ? "MiB" : "ms", ratioName: "\(variant)/raw",
                               notes: "medians of \(mine.count) and \(theirs.count) processes; spread \(Self.spread(mine, scale)) vs \(Self.spread(theirs, scale))")
                    if let value = ListsScenario.medianIfAny(mine) { report.record("processes.\(size).\(variant).\(name)", value) }
                    if let value = ListsScenario.medianIfAny(theirs) { report.record("processes.\(size).raw.\(name)", value) }
                }
            }
        }
        report.check("processes: every app run succeeded", failures == 0, "\(failures) app runs failed")
    }

    /// "min–max" of `values` (scaled), or "–".
    static func spread(_ values: [Double], _ scale: Double) -> String {
        guard let low = values.min(), let high = values.max() else { return "–" }
        return "\(BenchmarkReport.format(low * scale))–\(BenchmarkReport.format(high * scale))"
    }

    /// Runs one app process under `/usr/bin/time` (when present) with its launch time in
    /// `WGTK_LAUNCH_NS`, and parses the `key=value` pairs it and `time` print.
    static func runApp(_ path: String, _ arguments: [String]) -> [String: Double]? {
        let process = Process()
        let time = "/usr/bin/time"
        if FileManager.default.isExecutableFile(atPath: time) {
            process.executableURL = URL(fileURLWithPath: time)
            process.arguments = ["-f", "peak_rss_kb=%M", "-o", "/dev/stdout", path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        var environment = ProcessInfo.processInfo.environment
        environment["WGTK_LAUNCH_NS"] = String(Measurement.monotonicNanoseconds())
        process.environment = environment
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        let figures = Measurement.figures(in: String(decoding: data, as: UTF8.self))
        return figures["update_ms"] == nil ? nil : figures
    }
}
