import BenchRows
import Gtk
import SampleStatistics
import WorkflowContainers
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// One run of the `lists` scenario's subject app: shows the list, measures, prints.
@MainActor
enum ListBenchApp {
    static func run(arguments: [String]) -> Int32 {
        var count = 1000, repeats = 15
        var launch = 0.0
        var library = false, query = LibraryBench.defaultQuery
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--launch-ns": launch = Double(rest.popFirst() ?? "") ?? 0
            case "--repeat": repeats = Int(rest.popFirst() ?? "") ?? repeats
            case "--library": library = true
            case "--query": query = rest.popFirst() ?? query
            default: count = Int(argument) ?? count
            }
        }
        if launch == 0 { launch = Measurement.milliseconds(CLOCK_MONOTONIC) * 1e6 }
        guard Display.open() else {
            Display.printMissingDisplayError(program: "list-bench-app")
            return 1
        }
        if library { return LibraryBench.run(count: count, repeats: repeats, launch: launch, query: query) }
        var rows = ListViewRows<RowText>(count: count) { .init(key: $0, value: RowText(text: "row \($0)")) }
        let controller = ListViewScreenController(screen: ListViewScreen(rows: rows), environment: .empty)
        let window = Window()
        window.title = "list-bench-app"
        window.setDefaultSize(width: 400, height: 600)
        window.child = controller.view
        window.present()
        waitForPaint(window)
        let firstFrame = Measurement.milliseconds(CLOCK_MONOTONIC) - launch / 1e6

        func timed(_ body: () -> Void) -> Double {
            let start = Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID)
            body()
            return Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID) - start
        }
        /// `timed`, adding the step's resource use to `usage` (read outside the timed span).
        func timed(_ usage: inout StepUsage, _ body: () -> Void) -> Double {
            let before = StepUsage.Sample.now()
            let cpu = timed(body)
            usage.add(from: before, to: StepUsage.Sample.now())
            return cpu
        }
        func measure(_ body: () -> Void) -> Double { timed { body(); waitForPaint(window) } }
        func show() { controller.update(screen: ListViewScreen(rows: rows), environment: .empty) }
        var change: [Double] = [], insert: [Double] = [], remove: [Double] = [], scroll: [Double] = []
        var removeUsage = StepUsage(), scrollUsage = StepUsage()
        for k in 0..<repeats {
            change.append(measure {
                rows.replace(at: 3, with: .init(key: 3, value: RowText(text: "changed \(k)")))
                show()
            })
            insert.append(timed {
                insertStep(window) {
                    rows.insert(.init(key: -1, value: RowText(text: "inserted")), at: 5)
                    show()
                }
            })
            remove.append(timed(&removeUsage) {
                removeStep(window) {
                    rows.remove(at: 5)
                    show()
                }
            })
        }
        guard let adjustment = controller.listView?.verticalAdjustment else { return 1 }
        for _ in 0..<repeats {
            scroll.append(timed(&scrollUsage) { scrollStep(window) { adjustment.value += adjustment.pageSize } })
        }
        let peak = ProcessStatus.current().peakKiB
        let format = Measurement.format
        print("first_frame_ms=\(format(firstFrame)) change_ms=\(format(median(change))) insert_ms=\(format(median(insert))) remove_ms=\(format(median(remove))) scroll_ms=\(format(median(scroll))) hwm_kb=\(peak) top=\(Int(adjustment.value)) row_controllers=\(controller.liveRowControllerCount) \(removeUsage.fields("remove", steps: repeats)) \(scrollUsage.fields("scroll", steps: repeats))")
        withExtendedLifetime((controller, window)) {}
        return 0
    }

    /// Runs `insert` (a row inserted and shown) to the painted frame (callgrind:
    /// `--toggle-collect='*insertStep*'`).
    @inline(never)
    static func insertStep(_ window: Window, _ insert: () -> Void) {
        insert()
        waitForPaint(window)
    }

    /// Runs `remove` (a row removed and shown) to the painted frame (callgrind:
    /// `--toggle-collect='*removeStep*'`). Not optimized: the optimizer would otherwise merge
    /// it with `insertStep` (the same body), and callgrind could not tell removes from inserts.
    @inline(never) @_optimize(none)
    static func removeStep(_ window: Window, _ remove: () -> Void) {
        remove()
        waitForPaint(window)
    }

    /// Runs `scroll` (one page scrolled) to the painted frame (callgrind:
    /// `--toggle-collect='*scrollStep*'`).
    @inline(never)
    static func scrollStep(_ window: Window, _ scroll: () -> Void) {
        scroll()
        waitForPaint(window)
    }

    /// Runs the GLib loop until the window paints its next frame.
    static func waitForPaint(_ window: Window) {
        var painted = false
        window.afterNextPaint { painted = true }
        while !painted { _ = MainLoop.iterate(blocking: true) }
    }
}
