import Workflow

/// A leaf of the pure-tree benchmarks: an `Int` state and a rendering whose closures send
/// a changing action (`bump`) or an action that changes nothing (`touch`).
struct LeafWorkflow: Workflow, Equatable {
    typealias State = Int

    /// The leaf's rendering.
    struct Rendering {
        /// The current value.
        var value: Int
        /// Increments the value (one render pass).
        var bump: @MainActor () -> Void
        /// Leaves the value unchanged (skipped when render skipping is on).
        var touch: @MainActor () -> Void
    }

    /// The leaf's actions.
    enum Action: WorkflowAction {
        typealias WorkflowType = LeafWorkflow
        case bump
        case touch

        func apply(toState state: inout Int) -> Never? {
            if case .bump = self { state += 1 }
            return nil
        }
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<LeafWorkflow>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        return Rendering(value: state, bump: { sink.send(.bump) }, touch: { sink.send(.touch) })
    }
}
