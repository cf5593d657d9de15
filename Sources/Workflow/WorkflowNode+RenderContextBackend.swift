// MARK: - RenderContextBackend

extension WorkflowNode: RenderContextBackend {
    typealias WorkflowType = W

    func render<Child: Workflow, Action: WorkflowAction>(
        workflow child: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> Action
    ) -> Child.Rendering where Action.WorkflowType == W {
        let id = ChildID(workflowType: ObjectIdentifier(Child.self), key: key)
        let node: WorkflowNode<Child>
        switch children.claim(id) {
        case .reused(let existing):
            // The ChildID includes the workflow type, so the node is a WorkflowNode<Child>.
            node = unsafeDowncast(existing, to: WorkflowNode<Child>.self)
            node.update(workflow: child)
        case .new:
            node = WorkflowNode<Child>(workflow: child, key: key, parentID: self.id, session: session)
            // Unowned: a child is torn down (and stops applying actions) no later than its
            // parent, so it never calls back into a parent that is gone. Weak references
            // would give every node a side table and slow down all its retains.
            node.onSubtreeChange = { [unowned(unsafe) self] in
                self.markDirty()
            }
        case .duplicate:
            fatalError(
                """
                \(W.self) rendered two children of type \(Child.self) with key "\(key)" in one render pass. \
                Children are identified by (type, key): give each \(Child.self) a unique key, \
                e.g. child.rendered(in: context, key: "\\(item.id)").
                """
            )
        }
        children.append(node, for: id)
        // Replaced every pass: the parent's output mapping may capture new values.
        node.outputHandler = { [unowned(unsafe) self] output in
            self.apply(outputMap(output))
        }
        return node.render()
    }

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
        where Action.WorkflowType == W
    {
        let target = actionTarget
        return Sink { action in
            // Erase on the sending side so the main-actor closure captures no generic metatype.
            MainActorDelivery.deliver(AnyWorkflowAction(action)) { action in
                target.receive(action)
            }
        }
    }

    func runSideEffect(key: AnyHashable, action: (Lifetime) -> Void) {
        workflowPrecondition(
            sideEffects[key] == nil,
            """
            \(W.self) ran two side effects with key \(key) in one render pass. \
            Give each side effect a unique key.
            """
        )
        if let lifetime = previousSideEffects.removeValue(forKey: key) {
            sideEffects[key] = lifetime
            return
        }
        let lifetime = Lifetime()
        sideEffects[key] = lifetime
        // Sends made synchronously by the side effect are queued, not treated as sends during render.
        let wasRendering = session.isRendering
        session.isRendering = false
        action(lifetime)
        session.isRendering = wasRendering
    }
}
