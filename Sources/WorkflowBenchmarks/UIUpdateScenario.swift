import Gtk
import Workflow
import WorkflowUI

/// Scenario 2: a screen of N rows in a scrolled window; each update changes row k % N.
/// Ours (workflow → screen → diff → one label setter) is timed to the end of the
/// synchronous update and, in process CPU, to the next painted frame; against (a) raw GTK
/// setting only that label and (b) a naive rebuild of the whole widget tree.
@MainActor
struct UIUpdateScenario {
    let repetitions: Repetitions
    let report: BenchmarkReport
    let options: BenchmarkOptions

    /// What one variant measured at one N.
    struct Outcome {
        var sync = Samples()
        /// The synchronous update alone, when it follows a painted frame (as an update
        /// triggered by an input event does): GTK then also drops the painted render nodes.
        var syncAfterFrame = Samples()
        var frameCPU = Samples()
        var frameWall = Samples()
        /// Swift widget wrappers adopted per update during the synchronous passes.
        var widgetsPerUpdate = 0.0
        /// Controllers built per update.
        var buildsPerUpdate = 0.0
    }

    func run() {
        for rows in options.rowCounts { run(rows: rows) }
    }

    private func run(rows: Int) {
        let wants = options.variants
        let ours = wants.contains("ours") ? measureContainer(rows: rows, style: .list) : nil
        let raw = wants.contains("raw") ? measureRaw(rows: rows) : nil
        let naive = wants.contains("naive") ? measureNaive(rows: rows) : nil
        let children = wants.contains("children") ? measureContainer(rows: rows, style: .childControllers) : nil
        let label = "ui N=\(rows)"
        if wants.contains("raw-nested") {
            let nested = measureRaw(rows: rows, nested: true)
            report.add("\(label): raw in 3 LayoutContainers, to frame CPU", ours: nested.frameCPU, baseline: raw?.frameCPU,
                       ratioName: "nested/raw", notes: "sync \(BenchmarkReport.format(nested.sync.median)) µs; isolates the cost of our container widgets")
        }
        if let ours {
            report.add("\(label): sync update, back to back", ours: ours.sync, baseline: raw?.sync, ratioName: "ours/raw",
                       notes: "widgets/update \(BenchmarkReport.format(ours.widgetsPerUpdate)), builds/update \(BenchmarkReport.format(ours.buildsPerUpdate))")
            report.check("\(label): 0 widgets created per same-kind update (ours)", ours.widgetsPerUpdate == 0 && ours.buildsPerUpdate == 0,
                         "widgets/update \(ours.widgetsPerUpdate), builds/update \(ours.buildsPerUpdate)")
            report.record("ui.\(rows).ours.sync.us", ours.sync.median)
            if !options.syncOnly {
                report.add("\(label): sync update after a frame", ours: ours.syncAfterFrame, baseline: raw?.syncAfterFrame,
                           ratioName: "ours/raw", notes: "first change after a paint (GTK frees the painted nodes)")
                report.add("\(label): to next frame, CPU", ours: ours.frameCPU, baseline: raw?.frameCPU, ratioName: "ours/raw",
                           notes: "wall to after-paint: ours \(BenchmarkReport.format(ours.frameWall.median)) µs, raw \(BenchmarkReport.format(raw?.frameWall.median)) µs")
            }
        }
        if let naive {
            report.add("\(label): naive rebuild, sync", ours: ours?.sync, baseline: naive.sync, ratioName: "naive/ours",
                       inverted: true, notes: "naive widgets/update \(BenchmarkReport.format(naive.widgetsPerUpdate))")
            if !options.syncOnly {
                report.add("\(label): naive rebuild, to frame CPU", ours: ours?.frameCPU, baseline: naive.frameCPU,
                           ratioName: "naive/ours", inverted: true)
            }
        }
        if let children {
            report.add("\(label): child controllers, sync", ours: children.sync, baseline: raw?.sync, ratioName: "children/raw",
                       notes: "one RowScreen child per row; widgets/update \(BenchmarkReport.format(children.widgetsPerUpdate))")
            report.check("\(label): 0 widgets created per same-kind update (child controllers)",
                         children.widgetsPerUpdate == 0 && children.buildsPerUpdate == 0,
                         "widgets/update \(children.widgetsPerUpdate), builds/update \(children.buildsPerUpdate)")
            if !options.syncOnly {
                report.add("\(label): child controllers, to frame CPU", ours: children.frameCPU, baseline: raw?.frameCPU,
                           ratioName: "children/raw")
            }
        }
    }

    // MARK: - Variants

    private func measureContainer(rows: Int, style: RowsScreen.Style) -> Outcome {
        let container = ContainerViewController(workflow: RowsWorkflow(count: rows, style: style))
        let window = BenchmarkWindow(content: container.view)
        defer { window.close() }
        // The child-controller variant does O(N) work per update: fewer runs at large N.
        let count = style == .list ? repetitions.measured : repetitions.expensive(rows: rows)
        return measure(rows: rows, window: window, count: count) { index, text in
            Self.oursUpdate(container, index, text)
        }
    }

    private func measureRaw(rows: Int, nested: Bool = false) -> Outcome {
        let raw = RawRows(count: rows)
        var content: Widget = raw.box
        if nested {
            // The same depth of LayoutContainers as ContainerViewController → Described → Rows.
            for _ in 0..<3 {
                let container = LayoutContainer()
                container.append(content)
                content = container
            }
        }
        let window = BenchmarkWindow(content: content)
        defer { window.close() }
        return measure(rows: rows, window: window, count: repetitions.measured) { index, text in
            raw.setRow(index, to: text)
        }
    }

    private func measureNaive(rows: Int) -> Outcome {
        let window = BenchmarkWindow(content: Box(.vertical))
        defer { window.close() }
        let naive = NaiveRows(count: rows, window: window)
        window.waitForFrame()
        return measure(rows: rows, window: window, count: repetitions.expensive(rows: rows)) { index, text in
            naive.setRow(index, to: text)
        }
    }

    /// The measured update of our stack (callgrind: `--toggle-collect='*oursUpdate*'`).
    @inline(never)
    static func oursUpdate(_ container: ContainerViewController<RowsWorkflow>, _ index: Int, _ text: String) {
        container.host.rendering.setRow(index, text)
    }

    // MARK: - Measuring

    /// Times `update` synchronously (`count` runs after a warm-up, letting GLib dispatch
    /// whatever is ready after each), then to the next painted frame.
    private func measure(rows: Int, window: BenchmarkWindow, count: Int,
                         update: (Int, String) -> Void) -> Outcome {
        var outcome = Outcome()
        var k = 0
        func next() -> (Int, String) {
            k += 1
            return (k % rows, RowsWorkflow.text(row: k % rows, value: k))
        }
        for _ in 0..<max(2, count / 10) {
            let (index, text) = next()
            update(index, text)
            MainLoop.drainPending()
        }
        let adopted = LiveObjects.shared.adopted
        let counters = UpdateCounters.shared.snapshot
        for _ in 0..<count {
            let (index, text) = next()
            outcome.sync.append(Timing.microseconds { update(index, text) })
            // --sync-only dispatches nothing between updates, so no frame runs and
            // instruction counts are deterministic (callgrind).
            if !options.syncOnly { MainLoop.drainPending() }
        }
        let delta = UpdateCounters.shared.snapshot.since(counters)
        outcome.widgetsPerUpdate = Double(LiveObjects.shared.adopted - adopted) / Double(count)
        outcome.buildsPerUpdate = Double(delta.builds) / Double(count)
        guard !options.syncOnly else { return outcome }
        window.waitForFrame()
        let frames = min(repetitions.frames, max(3, count))
        for _ in 0..<frames {
            let (index, text) = next()
            let cpu = Timing.processCPU()
            let clock = ContinuousClock()
            let start = clock.now
            update(index, text)
            outcome.syncAfterFrame.append((clock.now - start).microseconds)
            window.waitForFrame()
            outcome.frameWall.append((clock.now - start).microseconds)
            outcome.frameCPU.append(Timing.processCPU() - cpu)
        }
        return outcome
    }
}
