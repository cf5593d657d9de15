import BenchRows
import Foundation
import Gtk

/// One line of the results table: a scenario, our figure, the baseline measured in the
/// same run, and their ratio.
struct ResultRow: Encodable {
    /// What was measured, e.g. `ui N=1000 sync update`.
    var scenario: String
    /// Our median.
    var ours: Double?
    /// Our 95th percentile.
    var oursP95: Double?
    /// The baseline's median.
    var baseline: Double?
    /// The baseline's 95th percentile.
    var baselineP95: Double?
    /// The unit of `ours` and `baseline` (`µs`, `ms`, `MiB`, …).
    var unit: String
    /// What the ratio divides, e.g. `ours/raw`.
    var ratioName: String
    /// The ratio named by `ratioName`.
    var ratio: Double?
    /// Counters and remarks.
    var notes: String
}

/// A condition the run must meet (widgets per update, leaks); a failed check makes the
/// process exit with status 1.
struct CheckResult: Encodable {
    /// What is checked.
    var name: String
    /// Whether it held.
    var passed: Bool
    /// The figures behind it.
    var detail: String
}

/// Collects rows and checks, and prints them as a table or JSON.
@MainActor
final class BenchmarkReport {
    private(set) var rows: [ResultRow] = []
    private(set) var checks: [CheckResult] = []
    /// Extra figures for the JSON output (instruction-count helpers, raw counters).
    private(set) var figures: [String: Double] = [:]

    /// Whether every check passed.
    var allPassed: Bool { checks.allSatisfy(\.passed) }

    /// Adds a row; `ratio` is `ours / baseline` unless `inverted` (then `baseline / ours`).
    func add(_ scenario: String, ours: Samples?, baseline: Samples?, unit: String = "µs",
             ratioName: String, inverted: Bool = false, notes: String = "") {
        add(scenario, ours: ours?.median, oursP95: ours?.p95, baseline: baseline?.median,
            baselineP95: baseline?.p95, unit: unit, ratioName: ratioName, inverted: inverted, notes: notes)
    }

    /// Adds a row from single figures.
    func add(_ scenario: String, ours: Double?, oursP95: Double? = nil, baseline: Double?,
             baselineP95: Double? = nil, unit: String, ratioName: String, inverted: Bool = false,
             notes: String = "") {
        var ratio: Double?
        if let ours, let baseline, ours > 0, baseline > 0 {
            ratio = inverted ? baseline / ours : ours / baseline
        }
        rows.append(ResultRow(scenario: scenario, ours: ours, oursP95: oursP95, baseline: baseline,
                              baselineP95: baselineP95, unit: unit, ratioName: ratioName, ratio: ratio,
                              notes: notes))
        progress("\(scenario): ours \(Self.format(ours)) \(unit), baseline \(Self.format(baseline)) \(unit)")
    }

    /// Records a check.
    func check(_ name: String, _ passed: Bool, _ detail: String) {
        checks.append(CheckResult(name: name, passed: passed, detail: detail))
        if !passed { StandardError.write("workflow-bench: CHECK FAILED: \(name): \(detail)\n") }
    }

    /// Records an extra figure for the JSON output.
    func record(_ name: String, _ value: Double) { figures[name] = value }

    /// Prints a progress line to standard error.
    func progress(_ line: String) { StandardError.write("  \(line)\n") }

    // MARK: - Output

    /// The results as a fixed-width table.
    var table: String {
        var lines: [[String]] = [["scenario", "ours (median / p95)", "baseline (median / p95)", "ratio", "notes"]]
        for row in rows {
            lines.append([
                row.scenario,
                Self.cell(row.ours, row.oursP95, row.unit),
                Self.cell(row.baseline, row.baselineP95, row.unit),
                row.ratio.map { "\(row.ratioName) \(Self.format($0))×" } ?? "",
                row.notes,
            ])
        }
        let widths = (0..<5).map { column in lines.map { $0[column].count }.max() ?? 0 }
        var output = lines.map { line in
            zip(line, widths).enumerated().map { index, pair in
                index == 4 ? pair.0 : pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
            }.joined(separator: " | ")
        }
        output.insert(widths.prefix(4).map { String(repeating: "-", count: $0) }.joined(separator: "-|-") + "-|------", at: 1)
        output.append("")
        for check in checks {
            output.append("\(check.passed ? "ok  " : "FAIL") \(check.name): \(check.detail)")
        }
        return output.joined(separator: "\n")
    }

    /// The results as JSON.
    var json: String {
        struct Document: Encodable {
            var rows: [ResultRow]
            var checks: [CheckResult]
            var figures: [String: Double]
            var passed: Bool
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(rows: rows, checks: checks, figures: figures, passed: allPassed)
        guard let data = try? encoder.encode(document) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func cell(_ median: Double?, _ p95: Double?, _ unit: String) -> String {
        guard let median else { return "–" }
        guard let p95 else { return "\(format(median)) \(unit)" }
        return "\(format(median)) / \(format(p95)) \(unit)"
    }

    /// Three significant figures, at most.
    static func format(_ value: Double?) -> String {
        guard let value else { return "–" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return String(format: "%.\(decimals)f", value)
    }
}
