// list-bench-app: the ListViewScreen side of workflow-bench's `lists` scenario, the same
// measurements as raw-gtk-list (see Benchmarks/Baselines/RawGtkList/main.c) in the same 400×600 window:
// a ListViewScreen of N rows ("row i"), each row a screen whose controller shows a label,
// updated through ListViewScreenController.update(screen:environment:) as a workflow's new
// rendering would be. Prints key=value pairs on one line.
// With --library: the demo's library list with search as you type (LibraryBench.swift),
// against raw-gtk-library.
// Usage: list-bench-app N [--launch-ns T] [--repeat K] [--library [--query TEXT]]
import Gtk
import WorkflowContainers
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

MainActor.assumeIsolated {
    exit(ListBenchApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
}
