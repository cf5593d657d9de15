import BenchRows
import Foundation

/// Scenario 9: js-framework-benchmark's nine operations on a keyed table of rows (each row an
/// id label, a flat button with the row's label that selects it, a remove button), each
/// operation in its own process: the forms an app author writes (`js-ops-app --form
/// elements|children`: an element screen with a `MemoizedList` of rows, a `ListScreen` with a child
/// controller per row, rows in a vertical `GtkBox`) against the lean C program
/// `raw-gtk-js-ops`, and `--form list` (a `ListViewScreen`) against `raw-gtk-js-ops --list`
/// (a `GtkListView` over a `GListStore`), interleaved, 3 rounds; process CPU from just before
/// the operation to the after-paint of the frame that shows it (medians), ours ÷ C per
/// operation and the weighted geometric mean with js-framework-benchmark's weights (its
/// results table's CPU weights). Every run also prints what the window shows (box forms:
/// labels, buttons, images, "danger" rows, a hash of the label texts in order; the list: the
/// widgets of every list item, the visible rows and their texts, the model's rows and the
/// selected id): the check is that both sides show the same after every operation.
/// `--smoke`: one round, `create10k` left out. See docs/benchmarks.md.
@MainActor
struct JsOpsScenario {
    let report: BenchmarkReport
    let options: BenchmarkOptions

    /// The operations, their titles and js-framework-benchmark's weights.
    static let operations: [(name: String, title: String, weight: Double)] = [
        ("create", "create 1,000 rows", 0.64280248137063),
        ("replace", "replace all 1,000 rows", 0.5607178150466176),
        ("update", "update every 10th row of 1,000", 0.5643800750716564),
        ("select", "select a row", 0.1925635870170522),
        ("swap", "swap rows 2 and 999", 0.13200612879341714),
        ("remove", "remove a row", 0.5277091212292658),
        ("create10k", "create 10,000 rows", 0.5644449600965534),
        ("append", "append 1,000 rows to 1,000", 0.5508359820582848),
        ("clear", "clear 1,000 rows", 0.4225836631419211),
    ]
    static let forms = ["elements", "children", "list"]
    /// The figures that must be equal on both sides: box forms, and the list form.
    static let shown = ["labels", "buttons", "images", "danger", "text_hash"]
    static let listShown = ["labels", "buttons", "images", "visible", "visible_hash", "items", "model_hash", "selected"]

    /// The C program a form is compared with.
    static func baseline(of form: String) -> String { form == "list" ? "C list" : "C" }

    func run() {
        guard let raw = Executables.sibling("raw-gtk-js-ops"), let app = Executables.sibling("js-ops-app") else {
            report.add("js-ops", ours: nil, baseline: nil, unit: "ms", ratioName: "ours/C",
                       notes: "skipped: build raw-gtk-js-ops and js-ops-app next to workflow-bench (\(Executables.binFolder))")
            return
        }
        let forms = options.variantsGiven ? Self.forms.filter(options.variants.contains) : Self.forms
        let operations = options.smoke ? Self.operations.filter { $0.name != "create10k" } : Self.operations
        let rounds = options.smoke ? 1 : 3
        var results: [String: [[String: Double]]] = [:]
        var failures: [String] = [], mismatches: [String] = []
        var programs: [String] = []
        for form in forms where !programs.contains(Self.baseline(of: form)) { programs.append(Self.baseline(of: form)) }
        programs += forms
        for _ in 0..<rounds {
            for operation in operations {
                for program in programs {
                    let (path, arguments) = switch program {
                    case "C": (raw, [operation.name])
                    case "C list": (raw, [operation.name, "--list"])
                    default: (app, [operation.name, "--form", program])
                    }
                    guard let output = Executables.run(path, arguments)?.output else {
                        failures.append("\(program) \(operation.name)")
                        continue
                    }
                    results["\(program) \(operation.name)", default: []].append(Measurement.figures(in: output))
                }
            }
        }
        for form in forms {
            var logSum = 0.0, weights = 0.0
            for operation in operations {
                let mine = results["\(form) \(operation.name)"] ?? [], theirs = results["\(Self.baseline(of: form)) \(operation.name)"] ?? []
                let shown = form == "list" ? Self.listShown : Self.shown
                for (ours, c) in zip(mine, theirs) where shown.contains(where: { ours[$0] == nil || ours[$0] != c[$0] }) {
                    mismatches.append("\(form) \(operation.name): \(shown.map { "\($0) \(ours[$0] ?? -1)/\(c[$0] ?? -1)" })")
                }
                let oursCPU = ListsScenario.medianIfAny(mine.compactMap { $0["cpu_ms"] })
                let cCPU = ListsScenario.medianIfAny(theirs.compactMap { $0["cpu_ms"] })
                report.add("js-ops \(form): \(operation.title), CPU to the painted frame", ours: oursCPU, baseline: cCPU,
                           unit: "ms", ratioName: "\(form)/C", notes: "medians of \(mine.count) and \(theirs.count) processes")
                if let oursCPU, let cCPU, cCPU > 0 {
                    report.record("js-ops.\(form).\(operation.name).ratio", oursCPU / cCPU)
                    logSum += operation.weight * Foundation.log(oursCPU / cCPU)
                    weights += operation.weight
                }
            }
            if weights > 0 {
                let mean = Foundation.exp(logSum / weights)
                report.record("js-ops.\(form).weighted_geometric_mean", mean)
                report.add("js-ops \(form): weighted geometric mean of ours/C", ours: mean, baseline: 1, unit: "×",
                           ratioName: "\(form)/C", notes: "js-framework-benchmark's weights; target ≤ 1.10, no operation > 1.25")
            }
        }
        report.check("js-ops: every process ran", failures.isEmpty, failures.joined(separator: ", "))
        report.check("js-ops: both sides show the same rows after every operation", mismatches.isEmpty,
                     mismatches.joined(separator: "; "))
    }
}
