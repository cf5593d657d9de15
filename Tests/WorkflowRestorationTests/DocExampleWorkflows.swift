import Workflow

// The example of `RestorableWorkflow`'s documentation, compiled (DocExamplesTests checks it
// is here) and restored by `docExampleIsRestored`.
struct CounterWorkflow: RestorableWorkflow {
    struct State: Codable, Equatable { var count = 0 }
    func makeInitialState() -> State { State() }
    func render(state: State, context: RenderContext<Self>) -> Int { state.count }
}
