// MARK: - Rendering a ChildWorkflows collection (partial rendering)

extension WorkflowNode {
    /// Renders `workflows` as the group `key` of this node's children. When the group
    /// rendered the same collection last pass, only the children that changed state since
    /// are rendered again, and the others are not visited; otherwise every child is
    /// matched by key (props compared as for a single child).
    @inlinable
    func render<Child: Workflow, Action: WorkflowAction>(
        children workflows: ChildWorkflows<Child>,
        key: String,
        outputMap: @escaping (Child.Output) -> Action
    ) -> ChildRenderings<Child.Rendering> where Action.WorkflowType == W {
        let id = ChildID(workflowType: ObjectIdentifier(ChildGroup<Child>.self), key: key)
        let group: ChildGroup<Child>
        if children.claimsInPlace(id) {
            group = children.lastClaimed(as: ChildGroup<Child>.self)
        } else {
            switch children.claim(id) {
            case .reused(let existing):
                group = existing as! ChildGroup<Child>
            case .new:
                group = makeGroup(Child.self)
                children.appendNew(group, for: id)
            case .duplicate:
                duplicateGroup(Child.self, key: key)
            }
        }
        updateGroupOutputMapping(outputMap, of: group)
        if reusesRenderings, group.storage === workflows.storage {
            return renderChangedChildren(of: group)
        }
        return renderAllChildren(workflows, of: group)
    }

    /// The children of `group` that changed state since their last render, rendered again;
    /// the group's collection did not change, so no other child is visited.
    @inlinable
    func renderChangedChildren<Child: Workflow>(of group: ChildGroup<Child>) -> ChildRenderings<Child.Rendering> {
        if group.dirtyKeys.isEmpty { return group.renderings }
        let dirty = group.dirtyKeys
        group.dirtyKeys.removeAll(keepingCapacity: true)
        guard let storage = group.storage else { return group.renderings }
        for childKey in dirty {
            guard let position = storage.positions[childKey] else { continue }
            let node = group.nodes[position]
            group.renderings.set(node.render(), at: position)
        }
        return group.renderings
    }

    /// Every child of `workflows`, matched by key with the group's previous children (kept
    /// nodes get the new workflow value; new keys get new nodes); children whose key is
    /// gone are torn down. Inlinable, so that it is specialized for the child type.
    @inlinable
    func renderAllChildren<Child: Workflow>(
        _ workflows: ChildWorkflows<Child>, of group: ChildGroup<Child>
    ) -> ChildRenderings<Child.Rendering> {
        let storage = workflows.storage
        let previous = group.storage
        let previousNodes = group.nodes
        let sameKeys = previous.map { $0.keys == storage.keys } ?? false
        group.dirtyKeys.removeAll(keepingCapacity: true)
        var nodes: [WorkflowNode<Child>] = []
        nodes.reserveCapacity(storage.keys.count)
        var builder = ChildRenderings<Child.Rendering>.Builder(count: storage.keys.count)
        for position in storage.keys.indices {
            let workflow = storage.workflows[position]
            let node: WorkflowNode<Child>
            if sameKeys {
                node = previousNodes[position]
                builder.append(node.render(updatingTo: workflow))
            } else if let old = previous?.positions[storage.keys[position]] {
                node = previousNodes[old]
                builder.append(node.render(updatingTo: workflow))
            } else {
                node = makeGroupChild(workflow, key: storage.keys[position], of: group)
                builder.append(node.render())
            }
            nodes.append(node)
        }
        group.nodes = nodes
        group.storage = storage
        group.renderings = builder.finish(keys: storage.keys)
        if !sameKeys, let previous {
            tearDownGone(from: previous, nodes: previousNodes, keeping: storage)
        }
        return group.renderings
    }

    /// Tears down the children of `previous` whose key is not in `storage`.
    @usableFromInline
    func tearDownGone<Child: Workflow>(
        from previous: ChildWorkflows<Child>.Storage, nodes: [WorkflowNode<Child>], keeping storage: ChildWorkflows<Child>.Storage
    ) {
        let positions = storage.positions
        for (old, childKey) in previous.keys.enumerated() where positions[childKey] == nil {
            nodes[old].tearDown()
        }
    }

    /// Fails: two collections of the same child type and key in one render pass.
    @usableFromInline
    func duplicateGroup<Child: Workflow>(_ childType: Child.Type, key: String) -> Never {
        fatalError(
            """
            \(W.self) rendered two ChildWorkflows<\(Child.self)> collections with key "\(key)" in one render pass. \
            Give each collection its own key: context.render(children: …, key: "…").
            """
        )
    }

    /// Makes the record of a new group of children.
    @usableFromInline
    func makeGroup<Child: Workflow>(_ childType: Child.Type) -> ChildGroup<Child> {
        // Strong: the cycle ends when this node drops the group, as for a child (`makeChild`).
        ChildGroup<Child>(markParentDirty: { self.markDirty() })
    }

    /// Makes the node of a child of `group` rendered for the first time: its changes are
    /// reported to the group, its outputs go through the group's mapping.
    @usableFromInline
    func makeGroupChild<Child: Workflow>(_ child: Child, key: String, of group: ChildGroup<Child>) -> WorkflowNode<Child> {
        let node = makeChild(child, key: key)
        // Strong: the cycle ends when the group drops the node (gone, or the group torn down).
        node.onSubtreeChange = { group.childDidChange(key: key) }
        if let handler = group.outputHandler { node.outputHandler = handler }
        return node
    }

    /// Gives `group` this pass's output mapping: replaced in place in the one box all its
    /// children call; a child without outputs (`Never`) needs none.
    @inlinable
    func updateGroupOutputMapping<Child: Workflow, Action: WorkflowAction>(
        _ outputMap: @escaping (Child.Output) -> Action,
        of group: ChildGroup<Child>
    ) where Action.WorkflowType == W {
        if Child.Output.self == Never.self { return }
        if let mapping = group.outputMapping, group.outputMappingActionType == ObjectIdentifier(Action.self) {
            (mapping as! OutputMapping<Child.Output, Action>).map = outputMap
        } else {
            setGroupOutputMapping(outputMap, of: group)
        }
    }

    /// Gives `group` a new output mapping box, and its children the handler that calls it.
    @usableFromInline
    func setGroupOutputMapping<Child: Workflow, Action: WorkflowAction>(
        _ outputMap: @escaping (Child.Output) -> Action,
        of group: ChildGroup<Child>
    ) where Action.WorkflowType == W {
        let mapping = OutputMapping(outputMap)
        group.outputMapping = mapping
        group.outputMappingActionType = ObjectIdentifier(Action.self)
        let handler: (Child.Output) -> Void = { output in
            self.apply(mapping.map(output))
        }
        group.outputHandler = handler
        for node in group.nodes { node.outputHandler = handler }
    }
}
