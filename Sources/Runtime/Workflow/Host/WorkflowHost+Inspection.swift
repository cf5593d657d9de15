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

    /// Applies `action` to the live node at `path`, as if its sink had received it (the
    /// observers see it received, then applied), and renders as after any action. Returns
    /// `false`, doing nothing, when no live node of the action's workflow type is there.
    /// For replaying a recorded action log and for tests; an app sends through sinks.
    @discardableResult
    public func apply<Action: WorkflowAction>(_ action: Action, toNodeAt path: WorkflowNodePath) -> Bool {
        guard !isTornDown,
              let node = rootNode.descendant(at: path.components[...]) as? WorkflowNode<Action.WorkflowType>
        else { return false }
        for observer in session.observers {
            observer.actionReceived(String(reflecting: Action.self), by: node.info)
            observer.actionValueReceived(action, by: node.info)
        }
        session.perform { node.apply(action) }
        return true
    }
}
