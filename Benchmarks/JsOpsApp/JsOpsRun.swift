#if canImport(Glibc)
import Glibc
#endif
import BenchRows
import Gtk
import WorkflowContainers
import WorkflowUI

/// `js-ops-app OPERATION --form elements|children|list`: one of js-framework-benchmark's nine
/// operations in one form, measured exactly as `raw-gtk-js-ops` (`--list` for the list form)
/// measures it (see its header): the set-up, a painted frame, then process CPU from just
/// before the operation (the action sent as the benchmark's button would send it, or the
/// row's button clicked) to the after-paint of the frame that shows it. Prints the same
/// `key=value` figures; `screenshot` is a PNG of the window then.
@MainActor
enum JsOpsRun {
    static let forms = ["elements", "children", "list"]
    static let operations = ["create", "replace", "update", "select", "swap", "remove", "create10k", "append", "clear", "none", "empty"]

    static func run(operation: String, form: String, screenshot: String?) -> Int32 {
        guard Display.open() else {
            Display.printMissingDisplayError(program: "js-ops-app")
            return 1
        }
        switch form {
        case "elements":
            return measure(operation, screenshot, JsOpsWorkflow<JsOpsElementScreen, [JsRow]> { state, sink, context in
                JsOpsElementScreen(rows: state.rows, selected: state.selected,
                                   onSelect: context.eventHandler(key: "select") { sink.send(.select($0)) },
                                   onRemove: context.eventHandler(key: "remove") { sink.send(.remove($0)) })
            })
        case "children":
            return measure(operation, screenshot, JsOpsWorkflow(makeScreen: JsOpsChildren.screen))
        case "list":
            return measure(operation, screenshot, JsOpsWorkflow(makeScreen: JsOpsList.screen)) { root, screen in
                var counts = JsOpsListCounts()
                counts.count(root, rows: screen.wrapped.rows)
                return counts.line
            }
        default:
            return 2
        }
    }

    /// Runs `operation` on `workflow`'s window; `shown` describes what the window shows after
    /// it (default: `JsOpsCounts`).
    private static func measure<Content: Screen, Rows: JsRowStore>(
        _ operation: String, _ screenshot: String?, _ workflow: JsOpsWorkflow<Content, Rows>,
        shown: (Widget, Content) -> String = { root, _ in
            var counts = JsOpsCounts()
            counts.count(root)
            return counts.line
        }
    ) -> Int32 {
        let container = ContainerViewController(workflow: workflow)
        let window = Window()
        window.setDefaultSize(width: 400, height: 600)
        window.child = container.view
        window.present()
        guard let clock = window.frameClock else { return 1 }
        var painted = false
        clock.onAfterPaint { painted = true }
        func waitForPaint() {
            painted = false
            window.queueDraw()
            while !painted { _ = MainLoop.iterate(blocking: true) }
        }
        waitForPaint()
        let send = { (action: JsOpsWorkflow<Content, Rows>.Action) in container.host.rendering.send(action) }
        if !["create", "create10k", "empty"].contains(operation) {
            send(.run(1000))
            waitForPaint()
        }
        // The row's buttons are found before the clock starts (C finds them with a walk of
        // siblings; listing a box's children makes a Swift wrapper for each).
        let select = operation == "select" ? rowButtons(in: container.view, row: 1).select : nil
        let remove = operation == "remove" ? rowButtons(in: container.view, row: 3).remove : nil
        let start = Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID)
        switch operation {
        case "create": send(.run(1000))
        case "replace": send(.run(1000))
        case "update": send(.updateEvery10th)
        case "select": select?.click()
        case "swap": send(.swapRows)
        case "remove": remove?.click()
        case "create10k": send(.run(10000))
        case "append": send(.add(1000))
        case "clear": send(.clear)
        case "none", "empty": break  // callgrind's baselines: the set-up alone, the empty window
        default:
            StandardError.write("js-ops-app: unknown operation \(operation)\n")
            return 2
        }
        waitForPaint()
        let cpu = Measurement.milliseconds(CLOCK_PROCESS_CPUTIME_ID) - start
        print("cpu_ms=\(Measurement.format(cpu)) \(shown(container.view, container.host.rendering.content))")
        if let screenshot {
            do { try window.savePNG(to: screenshot) } catch { StandardError.write("js-ops-app: \(error)\n") }
        }
        withExtendedLifetime((container, window)) {}
        return 0
    }

    /// Row `row`'s select and remove buttons (the rows box is the deepest box with rows).
    private static func rowButtons(in root: Widget, row: Int) -> (select: Button?, remove: Button?) {
        var buttons: [Button] = []
        var pending: [Widget] = [root]
        while let current = pending.popLast(), buttons.count < 2 * (row + 1) {
            if let button = current as? Button { buttons.append(button); continue }
            pending.append(contentsOf: current.children.reversed())
        }
        guard buttons.count >= 2 * (row + 1) else { return (nil, nil) }
        return (buttons[2 * row], buttons[2 * row + 1])
    }
}

/// What a window shows, counted as `raw-gtk-js-ops` counts it: rows' labels, buttons,
/// images, widgets with the "danger" class and a hash of every label's text in order.
struct JsOpsCounts {
    var labels = 0, buttons = 0, images = 0, danger = 0
    var hash = Self.hashStart

    /// FNV-1a's offset basis.
    static let hashStart: UInt64 = 1_469_598_103_934_665_603

    /// `hash` with `text` and a line end added (FNV-1a, as `jsops_hash` in C).
    static func hash(_ hash: UInt64, _ text: String) -> UInt64 {
        var hash = hash
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return (hash ^ 10) &* 1_099_511_628_211
    }

    @MainActor
    mutating func count(_ widget: Widget) {
        if let label = widget as? Label {
            labels += 1
            hash = Self.hash(hash, label.text)
        }
        if widget is Button { buttons += 1 }
        if widget is Image { images += 1 }
        if widget.hasCSSClass("danger") { danger += 1 }
        for child in widget.children { count(child) }
    }

    var line: String {
        "labels=\(labels) buttons=\(buttons) images=\(images) danger=\(danger) text_hash=\(hash % 1_000_000_007)"
    }
}
