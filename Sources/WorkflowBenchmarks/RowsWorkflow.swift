import Workflow

/// The workflow of scenario 2: `count` rows `row i: value`; an action sets one row's text.
struct RowsWorkflow: Workflow {
    /// The rows.
    struct State: Equatable {
        var rows: RowValues
    }

    /// Sets one row's text.
    struct SetRow: WorkflowAction {
        typealias WorkflowType = RowsWorkflow
        let index: Int
        let text: String
        func apply(toState state: inout State) -> Never? {
            state.rows.set(index, to: text)
            return nil
        }
    }

    /// The number of rows.
    let count: Int
    /// Which controller shows the rows.
    let style: RowsScreen.Style

    func makeInitialState() -> State {
        State(rows: RowValues((0..<count).map { Self.text(row: $0, value: 0) }))
    }

    func render(state: State, context: RenderContext<RowsWorkflow>) -> RowsScreen {
        let sink = context.makeSink(of: SetRow.self)
        return RowsScreen(rows: state.rows, style: style) { index, text in
            sink.send(SetRow(index: index, text: text))
        }
    }

    /// The text of row `row` showing `value`.
    static func text(row: Int, value: Int) -> String { "row \(row): \(value)" }
}
