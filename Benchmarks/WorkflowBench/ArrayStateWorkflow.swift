import Workflow

/// A workflow whose state is a plain `[Int]` of `count` values, shown whole in its
/// rendering (as a screen holding its rows would): the action path of a state that is not
/// structurally shared. An action sets one value.
struct ArrayStateWorkflow: Workflow {
    typealias State = [Int]

    /// The values and a closure that sets one.
    struct Rendering {
        /// The state, as the rendering holds it.
        var values: [Int]
        /// Sets value `index` to `value` (sends an action).
        var set: @MainActor (Int, Int) -> Void
    }

    /// Sets one value.
    struct SetValue: WorkflowAction {
        typealias WorkflowType = ArrayStateWorkflow
        let index: Int
        let value: Int
        func apply(toState state: inout [Int]) -> Never? {
            state[index] = value
            return nil
        }
    }

    /// The number of values.
    let count: Int

    func makeInitialState() -> [Int] { Array(repeating: 0, count: count) }

    func render(state: [Int], context: RenderContext<ArrayStateWorkflow>) -> Rendering {
        let sink = context.makeSink(of: SetValue.self)
        return Rendering(values: state) { index, value in sink.send(SetValue(index: index, value: value)) }
    }
}
