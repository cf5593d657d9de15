import BenchRows
import CGtk
import Gtk
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// `--row-bytes N`: the heap bytes one row costs, shown in a window and painted, for
/// raw GTK labels (`RawRows`) and for one child controller per row
/// (`RowChildrenViewController`), read from glibc's `mallinfo2` in one process. The
/// difference per row is what a row's controller costs beyond its label (the budget is
/// 1 KB per row controller). `mallinfo2` comes from `CGtk`'s `malloc.h`.
@MainActor
enum RowBytesMeasurement {
    static func run(rows: Int) -> Int32 {
        guard Display.open() else {
            Display.printMissingDisplayError(program: "workflow-bench")
            return 1
        }
        // Warm up both forms at full size (GTK's style, font and glyph caches, the
        // allocator's arenas), then measure each, alternating; the smallest of 3 each.
        _ = measure { raw(rows: rows) }
        _ = measure { children(rows: rows) }
        var rawBytes = Int.max, childBytes = Int.max
        for _ in 0..<3 {
            rawBytes = min(rawBytes, measure { raw(rows: rows) })
            childBytes = min(childBytes, measure { children(rows: rows) })
        }
        let perRow = Double(childBytes - rawBytes) / Double(rows)
        print("rows=\(rows) raw_bytes=\(rawBytes) children_bytes=\(childBytes) controller_bytes_per_row=\(Int(perRow.rounded()))")
        return 0
    }

    /// The heap bytes in use after `make` built a window and it painted, minus before;
    /// the window stays alive while measuring.
    private static func measure(_ make: () -> (AnyObject, BenchmarkWindow)) -> Int {
        MainLoop.drainPending()
        let before = inUse()
        let (content, window) = make()
        window.waitForFrame()
        MainLoop.drainPending()
        let after = inUse()
        withExtendedLifetime(content) { window.close() }
        MainLoop.drainPending()
        return after - before
    }

    private static func raw(rows: Int) -> (AnyObject, BenchmarkWindow) {
        let raw = RawRows(count: rows)
        return (raw, BenchmarkWindow(content: raw.box))
    }

    private static func children(rows: Int) -> (AnyObject, BenchmarkWindow) {
        let texts = (0..<rows).map { RowsWorkflow.text(row: $0, value: 0) }
        let controller = RowChildrenViewController(
            screen: RowsScreen(rows: RowValues(texts), style: .childControllers, setRow: { _, _ in }),
            environment: .empty)
        return (controller, BenchmarkWindow(content: controller.view))
    }

    private static func inUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }
}
