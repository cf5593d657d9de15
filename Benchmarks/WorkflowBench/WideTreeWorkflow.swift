import Workflow

/// One root with `width` leaf children, rendered as one keyed collection
/// (`RenderContext.render(children:)`), made once: a leaf action renders the root and that
/// leaf, and the root visits no other leaf (partial rendering).
struct WideTreeWorkflow: Workflow, @MainActor Equatable {
    typealias State = Void
    /// The leaves' renderings, in key order.
    typealias Rendering = ChildRenderings<LeafWorkflow.Rendering>

    /// The leaves, keyed "0", "1", ….
    let leaves: ChildWorkflows<LeafWorkflow>

    /// A root with `width` leaves.
    init(width: Int) {
        leaves = ChildWorkflows(keys: (0..<width).map { String($0) }) { _ in LeafWorkflow() }
    }

    func render(state: Void, context: RenderContext<WideTreeWorkflow>) -> Rendering {
        context.render(children: leaves)
    }
}
