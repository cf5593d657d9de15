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
        // A loop rather than `keys.map { … }`: in Swift 6 mode a main-actor closure passed to
        // the standard library checks its isolation at run time on every call (~220
        // instructions per child, more than the runtime's own work for a reused child).
        var renderings: Rendering = []
        renderings.reserveCapacity(keys.count)
        for key in keys { renderings.append(LeafWorkflow().rendered(in: context, key: key)) }
        return renderings
    }
}
