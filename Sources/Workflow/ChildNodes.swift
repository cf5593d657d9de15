/// A child node, seen without its workflow type.
@MainActor
protocol AnyChildNode: AnyObject {
    func tearDown()
}

// MARK: - AnyChildNode

extension WorkflowNode: AnyChildNode {}

/// Identifies a child across render passes: its workflow type and key.
struct ChildID: Hashable {
    let workflowType: ObjectIdentifier
    let key: String
}

/// The children of one node, matched by ``ChildID`` from one render pass to the next.
@MainActor
struct ChildNodes {
    /// Children rendered in the current (or last) pass, in render order.
    private(set) var current: [ChildID: any AnyChildNode] = [:]
    /// Children of the previous pass not yet claimed in the current pass.
    private var previous: [ChildID: any AnyChildNode] = [:]

    /// Starts a render pass: every current child becomes a candidate for reuse.
    mutating func beginRenderPass() {
        previous = current
        current = Dictionary(minimumCapacity: previous.count)
    }

    /// Takes the child with `id` from the previous pass, if any, for reuse.
    mutating func claimPrevious(_ id: ChildID) -> (any AnyChildNode)? {
        previous.removeValue(forKey: id)
    }

    /// Records `node` as rendered in this pass. Returns false when a child with `id` was
    /// already rendered in this pass (a duplicate).
    mutating func insert(_ node: any AnyChildNode, for id: ChildID) -> Bool {
        current.updateValue(node, forKey: id) == nil
    }

    /// Ends a render pass, tearing down the children that were not rendered in it.
    mutating func endRenderPass() {
        let stale = previous
        previous = [:]
        for node in stale.values { node.tearDown() }
    }

    /// Tears down every child.
    mutating func tearDownAll() {
        let all = current.values
        current = [:]
        for node in all { node.tearDown() }
    }
}
