import Workflow
import WorkflowContainers
import WorkflowUI

/// The `list` variant of the processes scenario: the rows of `RowsWorkflow` as a
/// `ListScreen` of `RowScreen`s, so that each row has its own child controller (whose view
/// is its label) and an update touches only the rows of the changed chunk
/// (`ListScreenController`: WorkflowContainers' child-controller-per-row list).
package struct ListRowsWorkflow: Workflow {
    /// The rows, in shared chunks of 32.
    package struct State {
        package var rows: ListScreen<RowScreen>.Rows
    }

    /// Sets one row's text (copies one chunk's screens; the key stays).
    package struct SetRow: WorkflowAction {
        package typealias WorkflowType = ListRowsWorkflow
        package let index: Int
        package let text: String
        package func apply(toState state: inout State) -> Never? {
            state.rows.replaceScreen(at: index, with: RowScreen(text: text))
            return nil
        }
    }

    /// The rendering: the list, and a closure that sets one row (sends `SetRow`).
    package struct Rendering: Screen {
        package var list: ListScreen<RowScreen>
        package var setRow: @MainActor (Int, String) -> Void

        package func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
            list.viewControllerDescription(environment: environment)
        }
    }

    /// The number of rows.
    package let count: Int

    /// Rows `row i: 0`.
    package init(count: Int) {
        self.count = count
    }

    /// The measured update (callgrind: `--toggle-collect='*listUpdate*'`).
    @MainActor @inline(never)
    package static func listUpdate(_ container: ContainerViewController<ListRowsWorkflow>, _ index: Int, _ text: String) {
        container.host.rendering.setRow(index, text)
    }

    package func makeInitialState() -> State {
        State(rows: .init((0..<count).map { .init(key: $0, screen: RowScreen(text: RowsWorkflow.text(row: $0, value: 0))) }))
    }

    package func render(state: State, context: RenderContext<ListRowsWorkflow>) -> Rendering {
        let sink = context.makeSink(of: SetRow.self)
        return Rendering(list: ListScreen(rows: state.rows)) { index, text in
            sink.send(SetRow(index: index, text: text))
        }
    }
}
