/// The scenarios of the benchmark, selectable with `--scenario`.
enum ScenarioName: String, CaseIterable, Sendable {
    /// Scenario 1: render passes of a wide and a deep workflow tree (no GTK).
    case pure
    /// Scenario 2: one-row updates of a screen of N labels, against raw GTK and a naive rebuild.
    case ui
    /// Scenario 3: alternating two screen kinds in a `DescribedViewController`.
    case replace
    /// Scenario 4: process start to first frame, demo against a raw GTK window program.
    case startup
    /// Scenario 5: peak RSS after startup and after many updates.
    case memory
    /// Scenario 6: one-label updates of N labels as an element screen, a hand-written
    /// controller and raw GTK (one variant per process: Scripts/bench-elements).
    case elements
    /// Scenario 7: a virtualized list (ListViewScreen) of 1,000 to 1,000,000 rows against raw C.
    case lists
    /// Scenario 8: one-row updates of N labels, ours (one diffing controller, one child
    /// controller per row) and raw C, each in its own process and window.
    case processes
    /// Scenario 9: js-framework-benchmark's nine operations, the forms an app author writes
    /// against lean C, each operation in its own process.
    case jsOps = "js-ops"
}
