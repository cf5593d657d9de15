import Gtk
import Workflow
import WorkflowUI

/// The forms an app author writes from the README and the docs (public API only), for
/// `rows-bench-app --variant idiom-screen|idiom-children|idiom-elements`.
@MainActor
package enum IdiomaticRows {
    /// The variant names: one diffing controller, a `ListScreen` with a child controller per
    /// row, an element screen with a `MemoizedList`; and `described`, a `DescribedViewController`
    /// per row handed every row's screen on every update (what a described child's update costs).
    package nonisolated static let variants = ["idiom-screen", "idiom-children", "idiom-elements", "described"]

    /// A running form: its root widget (an element screen scrolls itself; the others go in a
    /// `ScrolledWindow`), the object to keep alive, and the update (row, value) sent as an app
    /// sends it, rendered on the frame clock, or rendered before it returns when `synchronous`.
    package struct Running {
        package let root: Widget
        package let container: AnyObject
        package let send: @MainActor (Int, Int) -> Void
    }

    /// Starts `variant` with `rows` rows.
    package static func start(_ variant: String, rows: Int, synchronous: Bool) -> Running? {
        let options = WorkflowHostOptions(conflatesRenderPasses: synchronous ? false : nil)
        switch variant {
        case "idiom-screen":
            return run(IntRowsWorkflow(count: rows) { IntRowsScreen(rows: $0, setRow: $1) },
                       options, synchronous, scrolls: false)
        case "idiom-children":
            return run(IntRowsWorkflow(count: rows) { IntRowChildrenScreen(rows: $0, setRow: $1) },
                       options, synchronous, scrolls: true)
        case "described":
            return run(IntRowsWorkflow(count: rows) { DescribedRowsScreen(rows: $0, setRow: $1) },
                       options, synchronous, scrolls: false)
        case "idiom-elements":
            return run(IntRowsWorkflow(count: rows) { IntRowsElementScreen(rows: $0, setRow: $1) },
                       options, synchronous, scrolls: true)
        default:
            return nil
        }
    }

    private static func run<Rows, S: IntRowsRendering>(
        _ workflow: IntRowsWorkflow<Rows, S>, _ options: WorkflowHostOptions, _ synchronous: Bool, scrolls: Bool
    ) -> Running {
        let container = ContainerViewController(workflow: workflow, options: options)
        let root: Widget
        if scrolls {
            root = container.view
        } else {
            let scrolled = ScrolledWindow()
            scrolled.child = container.view
            root = scrolled
        }
        if synchronous {
            return Running(root: root, container: container) { idiomUpdate(container, $0, $1) }
        }
        return Running(root: root, container: container) { container.host.rendering.setRow($0, $1) }
    }

    /// The measured update with `WGTK_BENCH_SYNC_RENDER=1` (callgrind:
    /// `--toggle-collect='*idiomUpdate*'`): the action, then the pass.
    @inline(never)
    static func idiomUpdate<Rows, S: IntRowsRendering>(
        _ container: ContainerViewController<IntRowsWorkflow<Rows, S>>, _ index: Int, _ value: Int
    ) {
        container.host.rendering.setRow(index, value)
        container.flush()
    }
}

/// What the benchmark needs of a form's rendering: the closure that sets one row.
protocol IntRowsRendering: Screen {
    var setRow: @MainActor (Int, Int) -> Void { get }
}

extension IntRowsScreen: IntRowsRendering {}
extension IntRowChildrenScreen: IntRowsRendering {}
extension IntRowsElementScreen: IntRowsRendering {}
extension DescribedRowsScreen: IntRowsRendering {}
