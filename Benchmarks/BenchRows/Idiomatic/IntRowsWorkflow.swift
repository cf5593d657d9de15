import Workflow
import WorkflowUI

/// The state of the idiomatic forms, as an app author keeps it after reading the README: a
/// plain `[Int]` of row values; an action sets one row. `makeScreen` picks the form (one
/// diffing controller, a child controller per row, an element screen), so the three forms
/// share the workflow and differ only in their view code. Written on public API only
/// (`Benchmarks/BenchRows/Idiomatic` uses nothing `package` from the libraries).
struct IntRowsWorkflow<Rendering: Screen>: Workflow {
    /// The row values.
    struct State: Equatable {
        var rows: [Int]
    }

    /// Sets one row's value.
    struct SetRow: WorkflowAction {
        typealias WorkflowType = IntRowsWorkflow
        let index: Int
        let value: Int
        func apply(toState state: inout State) -> Never? {
            state.rows[index] = value
            return nil
        }
    }

    /// The number of rows.
    let count: Int
    /// Makes the rendering from the rows and the closure that sets one.
    let makeScreen: ([Int], @escaping @MainActor (Int, Int) -> Void) -> Rendering

    func makeInitialState() -> State {
        State(rows: Array(repeating: 0, count: count))
    }

    func render(state: State, context: RenderContext<IntRowsWorkflow>) -> Rendering {
        let sink = context.makeSink(of: SetRow.self)
        return makeScreen(state.rows) { index, value in sink.send(SetRow(index: index, value: value)) }
    }
}
