// workflow-bench: what a workflow update costs, against raw GTK and a naive rebuild,
// measured in one run. See docs/benchmarks.md.
import BenchRows
import Gtk
#if canImport(Glibc)
import Glibc
#endif

let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))

MainActor.assumeIsolated {
    if let updates = options.memoryChildUpdates {
        exit(MemoryScenario.runChild(updates: updates, raw: options.variants == ["raw"]))
    }
    if let rows = options.rowBytesRows { exit(RowBytesMeasurement.run(rows: rows)) }
    if let rows = options.rowsBenchAppRows {
        let variant = RowsBenchApp.variants.last(where: options.variants.contains) ?? "ours"
        exit(RowsBenchApp.run(rows: rows, updates: options.rowsBenchAppUpdates, variant: variant))
    }
    let report = BenchmarkReport()
    let repetitions = Repetitions(base: options.iterations)
    let needsDisplay = options.scenarios.contains { $0 == .ui || $0 == .replace || $0 == .elements }
    if needsDisplay, !Display.open() {
        Display.printMissingDisplayError(program: "workflow-bench")
        exit(1)
    }
    let clock = ContinuousClock()
    let start = clock.now
    for scenario in options.scenarios {
        StandardError.write("workflow-bench: \(scenario.rawValue)\n")
        switch scenario {
        case .pure: PureTreeScenario(repetitions: repetitions, report: report, options: options).run()
        case .ui: UIUpdateScenario(repetitions: repetitions, report: report, options: options).run()
        case .replace: ReplaceChurnScenario(repetitions: repetitions, report: report).run()
        case .startup: StartupScenario(repetitions: repetitions, report: report, demoPath: options.demoPath).run()
        case .memory: MemoryScenario(repetitions: repetitions, report: report).run()
        case .elements: ElementRowsScenario(repetitions: repetitions, report: report, options: options).run()
        case .lists: ListsScenario(report: report, smoke: options.smoke).run()
        case .processes: ProcessesScenario(report: report, options: options).run()
        case .jsOps: JsOpsScenario(report: report, options: options).run()
        }
    }
    report.record("total.seconds", (clock.now - start).microseconds / 1e6)
    print(options.json ? report.json : report.table)
    exit(report.allPassed ? 0 : 1)
}
