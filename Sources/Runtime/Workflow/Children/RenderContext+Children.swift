// MARK: - Keyed children rendered together (partial rendering)

extension RenderContext {
    /// Renders a collection of child workflows, mapping each child's outputs to an action
    /// of this workflow, and returns their renderings in the collection's order.
    ///
    /// Cost proportional to what changed: when this workflow renders the same
    /// ``ChildWorkflows`` value as in its last pass (keep the value in the workflow or its
    /// state), only the children whose state changed since are rendered again, and the
    /// others are not visited at all; an action on one of 1,000 children then renders this
    /// workflow and that child, touching no other. A different value is matched with the
    /// previous children by key (as `render(workflow:key:outputMap:)` matches one child):
    /// kept children get the new workflow value, new keys start new children, and children
    /// whose key is gone are torn down.
    ///
    /// ```swift
    /// struct PlayersWorkflow: Workflow {
    ///     let players: ChildWorkflows<PlayerWorkflow>
    ///     typealias State = Void
    ///
    ///     func render(state: Void, context: RenderContext<PlayersWorkflow>) -> ChildRenderings<PlayerWorkflow.Rendering> {
    ///         context.render(children: players)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - children: the child workflows, by key.
    ///   - key: tells apart several collections of the same child type in one pass.
    ///   - outputMap: makes an action of this workflow from a child's output.
    @inlinable
    public func render<Child: Workflow, Action: WorkflowAction>(
        children: ChildWorkflows<Child>,
        key: String = "",
        outputMap: @escaping (Child.Output) -> Action
    ) -> ChildRenderings<Child.Rendering> where Action.WorkflowType == WorkflowType {
        if !isValid { invalidUse("render child workflows") }
        if let node {
            return node.render(children: children, key: key, outputMap: outputMap)
        }
        return renderChildrenThroughBackend(children, outputMap: outputMap)
    }

    /// Renders a collection of child workflows without outputs (see
    /// ``render(children:key:outputMap:)``).
    @inlinable
    public func render<Child: Workflow>(children: ChildWorkflows<Child>, key: String = "")
        -> ChildRenderings<Child.Rendering> where Child.Output == Never
    {
        render(children: children, key: key, outputMap: unreachableAction(_:))
    }

    /// Renders a collection of child workflows whose outputs are actions of this workflow
    /// (see ``render(children:key:outputMap:)``).
    @inlinable
    public func render<Child: Workflow>(children: ChildWorkflows<Child>, key: String = "")
        -> ChildRenderings<Child.Rendering> where Child.Output: WorkflowAction, Child.Output.WorkflowType == WorkflowType
    {
        render(children: children, key: key, outputMap: { $0 })
    }

    /// A test backend (RenderTester) sees each child as a child rendered with its own key.
    @usableFromInline
    func renderChildrenThroughBackend<Child: Workflow, Action: WorkflowAction>(
        _ children: ChildWorkflows<Child>,
        outputMap: @escaping (Child.Output) -> Action
    ) -> ChildRenderings<Child.Rendering> where Action.WorkflowType == WorkflowType {
        var renderings: [Child.Rendering] = []
        renderings.reserveCapacity(children.count)
        for (position, childKey) in children.keys.enumerated() {
            renderings.append(renderThroughBackend(workflow: children.workflows[position], key: childKey, outputMap: outputMap))
        }
        return ChildRenderings(renderings: renderings, keys: children.keys)
    }
}
