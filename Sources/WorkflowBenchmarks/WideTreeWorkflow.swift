import Workflow

/// One root with `width` leaf children (keys made once, not per render pass).
struct WideTreeWorkflow: Workflow, Equatable {
    typealias State = Void
    /// The leaves' renderings, in key order.
    typealias Rendering = [LeafWorkflow.Rendering]

    /// The child keys ("0", "1", …).
    let keys: [String]

    /// A root with `width` leaves.
    init(width: Int) { keys = (0..<width).map { String($0) } }

    func render(state: Void, context: RenderContext<WideTreeWorkflow>) -> Rendering {
        keys.map { LeafWorkflow().rendered(in: context, key: $0) }
    }
}
