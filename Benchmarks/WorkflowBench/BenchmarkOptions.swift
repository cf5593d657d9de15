import BenchRows
import Gtk
#if canImport(Glibc)
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
    static let allVariants: Set<String> = Set(["ours", "children", "children-all", "raw", "naive", "raw-nested", "element", "controller", "list"]
        + RowsBenchApp.variants)
    /// Whether `--variant` was given (the processes scenario then runs only those of its forms).
    var variantsGiven = false
    /// The options without a value, and the setting each turns on.
    static var switches: [String: WritableKeyPath<BenchmarkOptions, Bool>] {
        ["--smoke": \.smoke, "--json": \.json, "--sync-only": \.syncOnly]
    }
    /// Scenario 1: run only this configuration (e.g. `wide-change-on`), for callgrind.
    var pureCase: String?
    /// The demo executable of the startup scenario (default: `workflow-demo` next to this one).
    var demoPath: String?
    /// Internal: run as the memory scenario's child process with this many updates.
    var memoryChildUpdates: Int?
    /// Measure the heap bytes per row (`RowBytesMeasurement`) with this many rows and exit.
    var rowBytesRows: Int?
    /// Internal: run as the `processes` scenario's child process with this many rows.
    var rowsBenchAppRows: Int?
    /// Updates the rows bench app measures.
    var rowsBenchAppUpdates = 100
    /// Whether `--rows` was given (the processes scenario has its own default sizes).
    var rowCountsGiven = false
    /// Processes each program of the processes scenario runs (`--processes`; 3 by default).
    var processRuns = 3

    static let usage = """
    usage: workflow-bench [options]

      --iterations N     base repetitions (default 1000); every scenario scales from it
      --smoke            a few iterations of every scenario (rows 100,1000 unless --rows);
                         exit 1 when a check fails
      --json             print the results as JSON
      --scenario NAME    run only NAME (pure, ui, replace, startup, memory, elements, lists,
                         processes, js-ops); repeatable
      --rows N[,N...]    row counts of the ui scenario (default 100,1000,5000)
      --variant NAME     ui variants to run (ours, children, raw, naive, raw-nested);
                         elements variants (element, controller, raw); processes forms
                         (ours, children, children-all, list, idiom-screen, idiom-children,
                         idiom-elements, described; default all); repeatable
      --processes N      processes scenario: processes per program, interleaved (default 3)
      --case NAME        pure scenario: one configuration only (wide-change-on, wide-change-off,
                         wide-noop-on, wide-noop-off, deep-change-on, deep-change-off)
      --demo PATH        startup scenario: the demo executable to launch (default: workflow-demo
                         in the same folder as workflow-bench)
      --sync-only        ui scenario: only back-to-back synchronous updates, with no GLib
                         dispatch in between (deterministic instruction counts, callgrind)
      --rows-bench-app N internal: run as rows-bench-app, the processes scenario's child
                         (--variant ours|children|…|idiom-elements, --updates K); prints
                         its medians and exits
      --row-bytes N      heap bytes per row, raw labels vs one child controller per row
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
        // The value of option `name` as a whole number above 0; else fails with "`name` needs `what`".
        func positiveNumber(_ name: String, _ what: String) -> Int {
            guard let number = Int(value(name)), number > 0 else { fail("\(name) needs \(what)") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--iterations":
                options.iterations = positiveNumber(argument, "a positive number")
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
            case "--memory-child":
                options.memoryChildUpdates = positiveNumber(argument, "a count")
            case "--rows-bench-app":
                options.rowsBenchAppRows = positiveNumber(argument, "a row count")
            case "--updates":
                options.rowsBenchAppUpdates = positiveNumber(argument, "a positive number")
            case "--processes":
                options.processRuns = positiveNumber(argument, "a process count")
            case "--row-bytes":
                options.rowBytesRows = positiveNumber(argument, "a row count")
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                guard let setting = switches[argument] else { fail("unknown option '\(argument)'") }
                options[keyPath: setting] = true
            }
        }
        if !chosen.isEmpty { options.scenarios = ScenarioName.allCases.filter(chosen.contains) }
        if !variants.isEmpty { options.variants = variants; options.variantsGiven = true }
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
