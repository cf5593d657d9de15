#if canImport(Glibc)
import Glibc
#endif
import Gtk
import SampleStatistics
import Workflow
import WorkflowUI

/// `rows-bench-app N --variant ours|children|children-all|list|idiom-screen|idiom-children|idiom-elements [--updates K]` (a binary without
/// Foundation; also `workflow-bench --rows-bench-app N …`): the child process of the
/// `processes` scenario. Shows N rows in an 800×600 window (`RowsWorkflow` with one diffing
/// controller or one child controller per row, or `ListRowsWorkflow`'s `ListScreen`) and measures each update exactly as the
/// raw C program `raw-gtk-rows` does (see its header): update (send → the label's
/// `notify::label` → an idle of priority −10000), the next frame's paint (`before-paint` →
/// `after-paint`), process CPU (send → that `after-paint`), the latency to the painted frame
/// (send → that `after-paint`, wall) and the first frame (the parent's launch time in
/// `WGTK_LAUNCH_NS` → first `after-paint`); prints the medians. The action is sent as an app
/// sends it: the hosting controller renders it on the window's frame clock (the default), so
/// the label changes at the next frame's `before-paint` and "update" runs to that `notify`.
@MainActor
package enum RowsBenchApp {
    package static func run(rows: Int, updates: Int, variant: String) -> Int32 {
        let launchMilliseconds = environment("WGTK_LAUNCH_NS").flatMap(Double.init).map { $0 / 1e6 }
            ?? Measurement.milliseconds(CLOCK_MONOTONIC)
        guard Display.open() else {
            Display.printMissingDisplayError(program: "workflow-bench")
            return 1
        }
        let window = Window()
        window.title = "rows bench app"
        window.setDefaultSize(width: 800, height: 600)
        let content: Widget, container: AnyObject, send: @MainActor (Int, Int, String) -> Void
        // WGTK_BENCH_SYNC_RENDER=1: render before send returns (the timing before rendering
        // moved to the frame clock by default), for before/after figures from the same binary
        // and for callgrind's --toggle-collect on listUpdate / oursUpdate (then the whole update).
        let syncRender = environment("WGTK_BENCH_SYNC_RENDER") == "1"
        let options = WorkflowHostOptions(conflatesRenderPasses: syncRender ? false : nil)
        if IdiomaticRows.variants.contains(variant) {
            // The forms an app author writes from the README (plain [Int] state).
            guard let running = IdiomaticRows.start(variant, rows: rows, synchronous: syncRender) else { return 2 }
            (content, container) = (running.root, running.container)
            let sendValue = running.send
            send = { row, value, _ in sendValue(row, value) }
            window.child = content
        } else if variant == "list" {
            // ListScreenController scrolls its rows itself.
            let list = ContainerViewController(workflow: ListRowsWorkflow(count: rows), options: options)
            (content, container) = (list.view, list)
            send = { ListRowsWorkflow.listUpdate(list, $0, $2) }
            window.child = content
        } else {
            let rowsContainer = ContainerViewController(
                workflow: RowsWorkflow(count: rows, style: Self.style(variant)), options: options
            )
            (content, container) = (rowsContainer.view, rowsContainer)
            if syncRender {
                send = { Self.oursUpdate(rowsContainer, $0, $2) }
            } else {
                send = { rowsContainer.host.rendering.setRow($0, $2) }
            }
            let scrolled = ScrolledWindow()
            scrolled.child = content
            window.child = scrolled
        }
        window.present()
        guard let clock = window.frameClock else { return 1 }
        var painted = false, beforeSeen = false
        var beforePaint = 0.0, afterPaint = 0.0, afterPaintCPU = 0.0
        clock.onBeforePaint {
            if !beforeSeen { beforeSeen = true; beforePaint = Measurement.milliseconds(CLOCK_MONOTONIC) }
        }
        clock.onAfterPaint {
            if painted { return }
            afterPaint = Measurement.milliseconds(CLOCK_MONOTONIC)
            afterPaintCPU = Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID)
            painted = true
        }
        while !painted { _ = MainLoop.iterate(blocking: true) }
        let firstFrame = afterPaint - launchMilliseconds

        // The row labels, top first (both controllers make one label per row, in order).
        let labels = Self.labels(in: content)
        guard labels.count == rows else {
            StandardError.write("rows-bench-app: found \(labels.count) labels for \(rows) rows\n")
            return 1
        }
        var notified = false, notifiedAt = 0.0
        for label in labels {
            label.onNotify(Property("label")) {
                notified = true
                notifiedAt = Measurement.milliseconds(CLOCK_MONOTONIC)
            }
        }

        var update: [Double] = [], frame: [Double] = [], cpu: [Double] = [], latency: [Double] = []
        for k in 0..<updates {
            painted = false; beforeSeen = false
            window.queueDraw()
            while !painted { _ = MainLoop.iterate(blocking: true) }
            let row = (k + 1) * 37 % rows
            notified = false; painted = false; beforeSeen = false
            var idleRan = false
            // The text as raw C formats it before its clock starts (the idiomatic forms format
            // their own in their controllers, inside the measurement, as an app does).
            let text = RowsWorkflow.text(row: row, value: k + 1)
            let start = Measurement.milliseconds(CLOCK_MONOTONIC), startCPU = Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID)
            send(row, k + 1, text)
            MainLoop.addIdle(priority: -10_000) { idleRan = true }
            while !idleRan { _ = MainLoop.iterate(blocking: true) }
            // Rendered on the frame clock: the label changes in the next frame's before-paint.
            let notifiedBeforeIdle = notified
            update.append(notifiedBeforeIdle ? Measurement.milliseconds(CLOCK_MONOTONIC) - start : 0)
            while !painted { _ = MainLoop.iterate(blocking: true) }
            guard notified else {
                StandardError.write("rows-bench-app: row \(row) did not notify its label by the next painted frame\n")
                return 1
            }
            if !notifiedBeforeIdle { update[update.count - 1] = notifiedAt - start }
            frame.append(afterPaint - beforePaint)
            cpu.append(afterPaintCPU - startCPU)
            latency.append(afterPaint - start)
        }
        let format = Measurement.format
        print("first_frame_ms=\(format(firstFrame)) update_ms=\(format(median(update))) frame_ms=\(format(median(frame))) cpu_ms=\(format(median(cpu))) latency_ms=\(format(median(latency)))")
        withExtendedLifetime((container, window)) {}
        return 0
    }

    /// The app's variants: one diffing controller, a child per row (changed rows, every
    /// row) and `ListScreen`, then the idiomatic forms (`IdiomaticRows`).
    package nonisolated static let variants = ["ours", "children", "children-all", "list"] + IdiomaticRows.variants

    /// The rows style of a variant other than `list`: `children`, `children-all` or `ours`.
    static func style(_ variant: String) -> RowsScreen.Style {
        switch variant {
        case "children": .childControllers
        case "children-all": .everyChildController
        default: .list
        }
    }

    /// The labels under `widget`, depth first.
    package static func labels(in widget: Widget) -> [Label] {
        var found: [Label] = []
        var pending: [Widget] = [widget]
        while let current = pending.popLast() {
            if let label = current as? Label { found.append(label) }
            pending.append(contentsOf: current.children.reversed())
        }
        return found
    }

    /// The environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The measured update with `WGTK_BENCH_SYNC_RENDER=1` (callgrind:
    /// `--toggle-collect='*oursUpdate*'`): the action, then the pass if one is pending.
    @inline(never)
    package static func oursUpdate(_ container: ContainerViewController<RowsWorkflow>, _ index: Int, _ text: String) {
        container.host.rendering.setRow(index, text)
        container.flush()
    }
}
