import Workflow
import WorkflowUI

/// The state of the idiomatic forms, as an app author keeps it after reading the README: the
/// row values (`Rows`: a plain `[Int]`, or the `ListScreen.Rows` the child-per-row form keeps,
/// as `ListScreen`'s docs teach); an action sets one row. `makeScreen` picks the form (one
/// diffing controller, a child controller per row, an element screen), so the three forms
/// share the workflow and differ only in their view code. Written on public API only
/// (`Benchmarks/BenchRows/Idiomatic` uses nothing `package` from the libraries).
struct IntRowsWorkflow<Rows: IntRowStore, Rendering: Screen>: Workflow {
    /// The row values.
    struct State {
        var rows: Rows
    }

    /// Sets one row's value.
    struct SetRow: WorkflowAction {
        typealias WorkflowType = IntRowsWorkflow
        let index: Int
        let value: Int
        func apply(toState state: inout State) -> Never? {
            state.rows.set(index, to: value)
            return nil
        }
    }

    /// The number of rows.
    let count: Int
    /// Makes the rendering from the rows and the closure that sets one.
    let makeScreen: (Rows, @escaping @MainActor (Int, Int) -> Void) -> Rendering

    func makeInitialState() -> State {
        State(rows: Rows(count: count))
    }

    func render(state: State, context: RenderContext<IntRowsWorkflow>) -> Rendering {
        let sink = context.makeSink(of: SetRow.self)
        return makeScreen(state.rows) { index, value in sink.send(SetRow(index: index, value: value)) }
    }
}

/// How a form keeps its row values.
protocol IntRowStore {
    /// `count` rows of value 0.
    init(count: Int)
    /// Sets row `index` to `value`.
    mutating func set(_ index: Int, to value: Int)
}

/// The plain array the one-controller and element forms keep.
extension Array: IntRowStore where Element == Int {
    init(count: Int) { self.init(repeating: 0, count: count) }
    mutating func set(_ index: Int, to value: Int) { self[index] = value }
}
