/// The runtime's record of one ``ChildWorkflows`` collection rendered by a parent: the
/// children's nodes, the last collection and renderings, and which children changed state
/// since. Kept among the parent's children (as one child, identified by `ChildGroup<Child>`
/// and the group's key), so it is reused, and torn down, like a child.
// Speed: @exclusivity(unchecked) on the fields read every pass: checked, they cost 0.95 k of a
// pure leaf action (13.9 k → 14.9 k; callgrind, release, 2026-11-29).
@MainActor
@usableFromInline
final class ChildGroup<Child: Workflow> {
    /// The collection of the last pass (compared by identity).
    @exclusivity(unchecked) @usableFromInline var storage: ChildWorkflows<Child>.Storage?
    /// The children's nodes, in the last pass's order.
    @exclusivity(unchecked) @usableFromInline var nodes: [WorkflowNode<Child>] = []
    /// The renderings of the last pass.
    @exclusivity(unchecked) @usableFromInline var renderings = ChildRenderings<Child.Rendering>(renderings: [], keys: [])
    /// The keys of children whose subtree changed since their last render.
    @exclusivity(unchecked) @usableFromInline var dirtyKeys: [String] = []
    /// The parent's output mapping shared by every child, and the type of its actions.
    @exclusivity(unchecked) @usableFromInline var outputMapping: AnyObject?
    @exclusivity(unchecked) @usableFromInline var outputMappingActionType: ObjectIdentifier?
    /// The output handler every child of the group gets (nil for children without outputs).
    var outputHandler: ((Child.Output) -> Void)?
    /// Marks the parent (and its ancestors) as needing a render.
    let markParentDirty: () -> Void

    init(markParentDirty: @escaping () -> Void) {
        self.markParentDirty = markParentDirty
    }

    /// Called by a child whose subtree changed: it is rendered again in the parent's next pass.
    func childDidChange(key: String) {
        dirtyKeys.append(key)
        markParentDirty()
    }
}

// MARK: - AnyChildNode

extension ChildGroup: AnyChildNode {
    @usableFromInline
    func tearDown() {
        let all = nodes
        nodes = []
        storage = nil
        dirtyKeys = []
        for node in all { node.tearDown() }
    }

    @usableFromInline
    func appendLiveNodes(to list: inout [any AnyChildNode]) {
        for node in nodes { list.append(node) }
    }

    @usableFromInline
    func treeNode(under parentPath: WorkflowNodePath) -> WorkflowTreeNode {
        preconditionFailure("ChildGroup<\(Child.self)>.treeNode: a group is listed through its children (ChildNodes.liveNodes).")
    }

    @usableFromInline
    func collectSavedStates(under parentPath: WorkflowNodePath, into states: inout [WorkflowSavedState]) {
        for node in nodes { node.collectSavedStates(under: parentPath, into: &states) }
    }

    @usableFromInline
    func descendant(at path: ArraySlice<WorkflowNodePath.Component>) -> (any AnyChildNode)? {
        for node in nodes {
            if let found = node.descendant(at: path) { return found }
        }
        return nil
    }
}
