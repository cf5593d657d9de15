// rows-bench-app: the `processes` scenario's subject app of ours (see BenchRows'
// RowsBenchApp) in a binary that does not link Foundation, as an app on WorkflowGtk would not.
// Usage: rows-bench-app N [--variant ours|children|children-all|list] [--updates K]
#if canImport(Glibc)
import Glibc
#endif
import BenchRows
import Gtk

var rows: Int?, variant = "ours", updates = 100
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--variant": variant = arguments.popFirst() ?? ""
    case "--updates": updates = arguments.popFirst().flatMap { Int($0) } ?? 0
    default: rows = Int(argument)
    }
}
guard let rows, rows > 0, updates > 0, RowsBenchApp.variants.contains(variant) else {
    StandardError.write("usage: rows-bench-app N [--variant \(RowsBenchApp.variants.joined(separator: "|"))] [--updates K]\n")
    exit(2)
}
exit(MainActor.assumeIsolated { RowsBenchApp.run(rows: rows, updates: updates, variant: variant) })
