// MARK: - Inspection and state restoration (off the per-action paths)

extension WorkflowNode {
    /// Whether the workflow type opted in to state restoration.
    static var isRestorable: Bool { W.self is any RestorableWorkflow.Type }

    /// This node's path, given its parent's.
    func path(under parentPath: WorkflowNodePath) -> WorkflowNodePath {
        parentPath.appending(workflowType: info.workflowType, key: key)
    }

    @usableFromInline
    func treeNode(under parentPath: WorkflowNodePath) -> WorkflowTreeNode {
        let path = path(under: parentPath)
        return WorkflowTreeNode(
            info: info,
            path: path,
            workflowSummary: String(reflecting: workflow),
            stateSummary: String(reflecting: state),
            isRestorable: Self.isRestorable,
            renderCount: passNumber,
            children: children.liveNodes.map { $0.treeNode(under: path) }
        )
    }

    @usableFromInline
    func collectSavedStates(under parentPath: WorkflowNodePath, into states: inout [WorkflowSavedState]) {
        let path = path(under: parentPath)
        if Self.isRestorable, let encodable = state as? any Encodable {
            states.append(WorkflowSavedState(path: path, state: encodable))
        }
        for child in children.liveNodes {
            child.collectSavedStates(under: path, into: &states)
        }
    }

    @usableFromInline
    func descendant(at path: ArraySlice<WorkflowNodePath.Component>) -> (any AnyChildNode)? {
        guard let first = path.first, first.key == key, first.workflowType == info.workflowType else { return nil }
        let rest = path.dropFirst()
        guard !rest.isEmpty else { return self }
        for child in children.liveNodes {
            if let found = child.descendant(at: rest) { return found }
        }
        return nil
    }

    /// With a state store: records this node's path (its children's paths extend it) and,
    /// for a ``RestorableWorkflow`` whose path the store has a state for, starts from that
    /// state instead of the initial one. Called once, right after the node is made.
    func restoreState(under parentPath: WorkflowNodePath?) {
        guard let store = session.stateStore else { return }
        let path = path(under: parentPath ?? WorkflowNodePath())
        restorationPath = path
        guard let restorable = W.self as? any RestorableWorkflow.Type else { return }
        if let restored = Self.takeRestoredState(restorable, from: store, at: path) as? W.State {
            state = restored
        }
    }

    private static func takeRestoredState<R: RestorableWorkflow>(
        _ type: R.Type, from store: any WorkflowStateStore, at path: WorkflowNodePath
    ) -> Any? {
        R.takeRestoredState(from: store, at: path)
    }
}
