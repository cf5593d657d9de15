import BenchRows
@_spi(Testing) import Gtk
import WorkflowElements
import WorkflowUI

/// The element-screen scenario: N labels in a scrolled vertical box, one label's text
/// changed per update, shown by (`--variant`) `element` (an `ElementScreen`), `controller`
/// (a hand-written `ScreenViewController`) or `raw` (GTK calls only). Run one variant per
/// process (`Scripts/bench-elements` alternates the processes and takes medians): each
/// prints `elements.<variant>.<N>.frame-cpu.us` (process CPU from the update to the
/// window's painted frame, median) and `.sync.us` (the synchronous update, median).
@MainActor
struct ElementRowsScenario {
    let repetitions: Repetitions
    let report: BenchmarkReport
    let options: BenchmarkOptions

    static let variantNames: Set<String> = ["element", "controller", "raw"]

    func run() {
        let variants = Self.variantNames.intersection(options.variants)
        for rows in options.rowCounts {
            for variant in (variants.isEmpty ? Self.variantNames : variants).sorted() { run(variant: variant, rows: rows) }
        }
    }

    private func run(variant: String, rows: Int) {
        var texts = (0..<rows).map { RowsWorkflow.text(row: $0, value: 0) }
        let update: (Int, String) -> Void
        let window: BenchmarkWindow
        var keepAlive: [AnyObject] = []
        switch variant {
        case "element", "controller":
            let isElement = variant == "element"
            let screen: any Screen = isElement ? ElementRowsScreen(texts: texts) : TextRowsScreen(texts: texts)
            let measuredUpdate = isElement ? Self.elementUpdate : Self.controllerUpdate
            let controller = DescribedViewController(screen: screen, environment: .empty)
            window = BenchmarkWindow(content: controller.view)
            keepAlive.append(controller)
            update = { index, text in
                texts[index] = text
                measuredUpdate(controller, texts)
            }
        default:
            let raw = RawRows(count: rows)
            window = BenchmarkWindow(content: raw.box)
            keepAlive.append(raw)
            update = { index, text in
                texts[index] = text
                raw.setRow(index, to: text)
            }
        }
        defer { window.close() }
        var k = 0
        func next() -> (Int, String) {
            k += 1
            return (k % rows, RowsWorkflow.text(row: k % rows, value: k))
        }
        let frames = max(5, repetitions.frames)
        var sync = Samples(), frameCPU = Samples()
        let tracker = LiveObjectTracker()
        for _ in 0..<max(2, frames / 10) {
            let (index, text) = next()
            update(index, text)
            window.waitForFrame()
        }
        tracker.track {
            for _ in 0..<frames {
                let (index, text) = next()
                let cpu = Timing.processCPU()
                sync.append(Timing.microseconds { update(index, text) })
                window.waitForFrame()
                frameCPU.append(Timing.processCPU() - cpu)
            }
        }
        withExtendedLifetime(keepAlive) {}
        let label = "elements N=\(rows) \(variant)"
        report.add("\(label): to next frame, CPU", ours: frameCPU, baseline: nil, ratioName: "-",
                   notes: "sync \(BenchmarkReport.format(sync.median)) µs; run variants in separate processes: Scripts/bench-elements")
        report.record("elements.\(variant).\(rows).frame-cpu.us", frameCPU.median)
        report.record("elements.\(variant).\(rows).sync.us", sync.median)
        report.check("\(label): 0 widgets created per value-only update", tracker.createdGObjectsTotal == 0,
                     "\(tracker.createdGObjectsTotal) GObjects created in \(frames) updates")
    }

    /// The measured update of the element screen (callgrind: `--toggle-collect='*elementUpdate*'`).
    @inline(never)
    static func elementUpdate(_ controller: DescribedViewController, _ texts: [String]) {
        controller.update(screen: ElementRowsScreen(texts: texts), environment: .empty)
    }

    /// The measured update of the hand-written controller (callgrind: `--toggle-collect='*controllerUpdate*'`).
    @inline(never)
    static func controllerUpdate(_ controller: DescribedViewController, _ texts: [String]) {
        controller.update(screen: TextRowsScreen(texts: texts), environment: .empty)
    }
}
