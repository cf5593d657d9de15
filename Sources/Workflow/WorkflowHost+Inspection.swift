// MARK: - Inspection and state restoration

extension WorkflowHost {
    /// The live tree, from the root: each node's type, key, path, props and state summaries,
    /// and render count. Walks the whole tree: for inspectors and logs, not for every pass.
    public func nodeTree() -> WorkflowTreeNode {
        rootNode.treeNode(under: WorkflowNodePath())
    }

    /// The states of the live ``RestorableWorkflow`` nodes, keyed by path, for
    /// ``WorkflowStateStore/save(_:)``. Empty once the host is torn down.
    public func savedStates() -> [WorkflowSavedState] {
        guard !isTornDown else { return [] }
        var states: [WorkflowSavedState] = []
        rootNode.collectSavedStates(under: WorkflowNodePath(), into: &states)
        return states
    }

    /// Saves ``savedStates()`` to the host's state store, if it has one (and is not torn down).
    public func saveStates() {
        guard let store = session.stateStore, !isTornDown else { return }
        store.save(savedStates())
    }
}
