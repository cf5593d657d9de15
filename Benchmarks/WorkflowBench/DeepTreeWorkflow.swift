import Workflow

/// A chain of `depth` workflows ending in one leaf.
struct DeepTreeWorkflow: Workflow, Equatable {
    typealias State = Void
    /// The leaf's rendering, passed up the chain.
    typealias Rendering = LeafWorkflow.Rendering

    /// Workflows below this one (0: render the leaf).
    let depth: Int

    func render(state: Void, context: RenderContext<DeepTreeWorkflow>) -> Rendering {
        if depth == 0 { return LeafWorkflow().rendered(in: context) }
        return DeepTreeWorkflow(depth: depth - 1).rendered(in: context)
    }
}
