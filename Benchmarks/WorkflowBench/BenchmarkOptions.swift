#if canImport(Glibc)
import BenchRows
import Glibc
#endif

/// The benchmark's command line.
struct BenchmarkOptions {
    /// Base repetition count; every scenario derives its repetitions from it.
    var iterations = 1000
    /// Print JSON instead of a table.
    var json = false
    /// A few iterations of every scenario; exit non-zero when a check fails.
    var smoke = false
    /// The scenarios to run.
    var scenarios: [ScenarioName] = ScenarioName.allCases
    /// Row counts of scenario 2.
    var rowCounts = [100, 1_000, 5_000]
    /// Scenario 2 without the frame-timed passes (for callgrind).
    var syncOnly = false
    /// Scenario 2 variants to run (`ours`, `children`, `raw`, `naive`).
    var variants: Set<String> = ["ours", "children", "raw", "naive", "element", "controller"]
    /// Every ui variant; `raw-nested` (raw labels inside three `LayoutContainer`s, as deep
    /// as ours) is run only on request.
    static let allVariants: Set<String> = ["ours", "children", "children-all", "raw", "naive", "raw-nested", "element", "controller", "list"]
    /// Scenario 1: run only this configuration (e.g. `wide-change-on`), for callgrind.
    var pureCase: String?
    /// The demo executable of the startup scenario (default: `workflow-demo` next to this one).
    var demoPath: String?
    /// Internal: run as the memory probe child process with this many updates.
    var memoryProbeUpdates: Int?
    /// Run the row-bytes probe (`RowBytesProbe`) with this many rows and exit.
    var rowBytesProbeRows: Int?
    /// Internal: run as the `processes` scenario's child process with this many rows.
    var rowsProbeRows: Int?
    /// Updates the rows probe measures.
    var probeUpdates = 100
    /// Whether `--rows` was given (the processes scenario has its own default sizes).
    var rowCountsGiven = false

    static let usage = """
    usage: workflow-bench [options]

      --iterations N     base repetitions (default 1000); every scenario scales from it
      --smoke            a few iterations of every scenario (rows 100,1000 unless --rows);
                         exit 1 when a check fails
      --json             print the results as JSON
      --scenario NAME    run only NAME (pure, ui, replace, startup, memory, elements, lists,
                         processes); repeatable
      --rows N[,N...]    row counts of the ui scenario (default 100,1000,5000)
      --variant NAME     ui variants to run (ours, children, raw, naive, raw-nested);
                         elements variants (element, controller, raw); repeatable
      --case NAME        pure scenario: one configuration only (wide-change-on, wide-change-off,
                         wide-noop-on, wide-noop-off, deep-change-on, deep-change-off)
      --demo PATH        startup scenario: the demo executable to launch (default: workflow-demo
                         in the same folder as workflow-bench)
      --sync-only        ui scenario: only back-to-back synchronous updates, with no GLib
                         dispatch in between (deterministic instruction counts, callgrind)
      --rows-probe N     internal: the processes scenario's child (--variant ours|children|children-all|list,
                         --updates K); prints its medians and exits
      --row-bytes-probe N  heap bytes per row, raw labels vs one child controller per row
                         (N rows, one process, mallinfo2); prints one line and exits
      --help             show this help

    Run under Xvfb with Scripts/bench (it sets GDK_BACKEND=x11 GSK_RENDERER=cairo …).
    """

    /// Parses `arguments` (without the program name); prints usage and exits 2 on bad input.
    static func parse(_ arguments: [String]) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var chosen: [ScenarioName] = []
        var rowsGiven = false
        var variants: Set<String> = []
        var rest = arguments[...]
        func value(_ name: String) -> String {
            guard let next = rest.popFirst() else { fail("\(name) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                print(usage)
                exit(0)
            case "--iterations":
                guard let count = Int(value(argument)), count > 0 else { fail("--iterations needs a positive number") }
                options.iterations = count
            case "--smoke":
                options.smoke = true
            case "--json":
                options.json = true
            case "--sync-only":
                options.syncOnly = true
            case "--scenario":
                let name = value(argument)
                guard let scenario = ScenarioName(rawValue: name) else { fail("unknown scenario '\(name)'") }
                chosen.append(scenario)
            case "--variant":
                let name = value(argument)
                guard allVariants.contains(name) else { fail("unknown variant '\(name)'") }
                variants.insert(name)
            case "--rows":
                let counts = value(argument).split(separator: ",").compactMap { Int($0) }
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else { fail("--rows needs positive numbers") }
                options.rowCounts = counts
                rowsGiven = true
                options.rowCountsGiven = true
            case "--case":
                let name = value(argument)
                guard PureTreeScenario.cases.contains(name) else { fail("unknown case '\(name)'") }
                options.pureCase = name
            case "--demo":
                options.demoPath = value(argument)
            case "--memory-probe":
                guard let count = Int(value(argument)), count > 0 else { fail("--memory-probe needs a count") }
                options.memoryProbeUpdates = count
            case "--rows-probe":
                guard let count = Int(value(argument)), count > 0 else { fail("--rows-probe needs a row count") }
                options.rowsProbeRows = count
            case "--updates":
                guard let count = Int(value(argument)), count > 0 else { fail("--updates needs a positive number") }
                options.probeUpdates = count
            case "--row-bytes-probe":
                guard let count = Int(value(argument)), count > 0 else { fail("--row-bytes-probe needs a row count") }
                options.rowBytesProbeRows = count
            default:
                fail("unknown option '\(argument)'")
            }
        }
        if !chosen.isEmpty { options.scenarios = ScenarioName.allCases.filter(chosen.contains) }
        if !variants.isEmpty { options.variants = variants }
        if options.smoke {
            options.iterations = min(options.iterations, 10)
            if !rowsGiven { options.rowCounts = [100, 1_000] }
        }
        return options
    }

    static func fail(_ message: String) -> Never {
        StandardError.write("workflow-bench: \(message)\n\(usage)\n")
        exit(2)
    }
}
