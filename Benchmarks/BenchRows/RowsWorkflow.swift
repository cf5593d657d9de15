import Workflow

/// The workflow of scenario 2: `count` rows `row i: value`; an action sets one row's text.
package struct RowsWorkflow: Workflow {
    /// The rows.
    package struct State: Equatable {
        package var rows: RowValues
    }

    /// Sets one row's text.
    package struct SetRow: WorkflowAction {
        package typealias WorkflowType = RowsWorkflow
        package let index: Int
        package let text: String
        package func apply(toState state: inout State) -> Never? {
            state.rows.set(index, to: text)
            return nil
        }
    }

    /// The number of rows.
    package let count: Int
    /// Which controller shows the rows.
    package let style: RowsScreen.Style

    /// Rows `row i: 0`, shown in the given style.
    package init(count: Int, style: RowsScreen.Style) {
        self.count = count
        self.style = style
    }

    package func makeInitialState() -> State {
        State(rows: RowValues((0..<count).map { Self.text(row: $0, value: 0) }))
    }

    package func render(state: State, context: RenderContext<RowsWorkflow>) -> RowsScreen {
        let sink = context.makeSink(of: SetRow.self)
        return RowsScreen(rows: state.rows, style: style) { index, text in
            sink.send(SetRow(index: index, text: text))
        }
    }

    /// The text of row `row` showing `value`.
    package static func text(row: Int, value: Int) -> String { "row \(row): \(value)" }
}
