import BenchRows
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
        // Ours and raw are measured interleaved, in blocks, so that both see the same load
        // on a shared machine; the expensive variants run on their own afterwards.
        var pair: [UpdateSubject] = []
        let oursSubject = wants.contains("ours") ? makeContainer(rows: rows, style: .list) : nil
        let rawSubject = wants.contains("raw") ? makeRaw(rows: rows) : nil
        if let oursSubject { pair.append(oursSubject) }
        if let rawSubject { pair.append(rawSubject) }
        measure(pair)
        pair.forEach { $0.close() }
        let ours = oursSubject?.outcome, raw = rawSubject?.outcome
        let naive = wants.contains("naive") ? measureAlone(makeNaive(rows: rows)) : nil
        let children = wants.contains("children") ? measureAlone(makeContainer(rows: rows, style: .everyChildController)) : nil
        let label = "ui N=\(rows)"
        if wants.contains("raw-nested") {
            let nested = measureAlone(makeRaw(rows: rows, nested: true))
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
                       notes: "one RowScreen child per row, every row's description handed on; widgets/update \(BenchmarkReport.format(children.widgetsPerUpdate))")
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

    private func makeContainer(rows: Int, style: RowsScreen.Style) -> UpdateSubject {
        let container = ContainerViewController(workflow: RowsWorkflow(count: rows, style: style))
        let window = BenchmarkWindow(content: container.view)
        // The child-controller variant does O(N) work per update: fewer runs at large N.
        let count = style == .list ? repetitions.measured : repetitions.expensive(rows: rows)
        return UpdateSubject(rows: rows, window: window, count: count, keepAlive: [container]) { index, text in
            Self.oursUpdate(container, index, text)
        }
    }

    private func makeRaw(rows: Int, nested: Bool = false) -> UpdateSubject {
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
        return UpdateSubject(rows: rows, window: window, count: repetitions.measured, keepAlive: [raw]) { index, text in
            raw.setRow(index, to: text)
        }
    }

    private func makeNaive(rows: Int) -> UpdateSubject {
        let window = BenchmarkWindow(content: Box(.vertical))
        let naive = NaiveRows(count: rows, window: window)
        window.waitForFrame()
        return UpdateSubject(rows: rows, window: window, count: repetitions.expensive(rows: rows),
                             keepAlive: [naive]) { index, text in
            naive.setRow(index, to: text)
        }
    }

    /// The measured update of our stack (callgrind: `--toggle-collect='*oursUpdate*'`): the
    /// action, then `flush()` runs the render pass and the UI update it holds for the next
    /// frame, so the synchronous figures keep measuring one action's whole update.
    @inline(never)
    static func oursUpdate(_ container: ContainerViewController<RowsWorkflow>, _ index: Int, _ text: String) {
        container.host.rendering.setRow(index, text)
        container.flush()
    }

    // MARK: - Measuring

    /// Synchronous updates per block when subjects are interleaved.
    static let block = 25

    private func measureAlone(_ subject: UpdateSubject) -> Outcome {
        measure([subject])
        subject.close()
        return subject.outcome
    }

    /// Times each subject's updates synchronously (`count` runs after a warm-up, letting
    /// GLib dispatch whatever is ready after each), the subjects taking turns in blocks;
    /// then to the next painted frame, taking turns frame by frame.
    private func measure(_ subjects: [UpdateSubject]) {
        let dispatch: () -> Void = { [syncOnly = options.syncOnly] in
            // --sync-only dispatches nothing between updates, so no frame runs and
            // instruction counts are deterministic (callgrind).
            if !syncOnly { MainLoop.drainPending() }
        }
        for subject in subjects {
            for _ in 0..<max(2, subject.count / 10) {
                subject.warmUp()
                dispatch()
            }
        }
        var done = subjects.map { _ in 0 }
        while zip(done, subjects).contains(where: { $0 < $1.count }) {
            for (index, subject) in subjects.enumerated() where done[index] < subject.count {
                let runs = min(Self.block, subject.count - done[index])
                subject.measureSync(runs: runs, dispatch: dispatch)
                done[index] += runs
            }
        }
        guard !options.syncOnly else { return }
        for subject in subjects { subject.window.waitForFrame() }
        let frames = subjects.map { min(repetitions.frames, max(3, $0.count)) }
        for frame in 0..<(frames.max() ?? 0) {
            for (index, subject) in subjects.enumerated() where frame < frames[index] {
                subject.measureFrame()
            }
        }
    }
}
