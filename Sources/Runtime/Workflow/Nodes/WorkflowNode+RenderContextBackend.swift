#if canImport(Glibc)
import Glibc
#endif

// MARK: - What a RenderContext calls during a real render pass

extension WorkflowNode {
    @inlinable
    func render<Child: Workflow, Action: WorkflowAction>(
        workflow child: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> Action
    ) -> Child.Rendering where Action.WorkflowType == W {
        let id = ChildID(workflowType: ObjectIdentifier(Child.self), key: key)
        if children.claimsInPlace(id) {
            // The common case: the child of the previous pass at this position. The ChildID
            // includes the workflow type, so the node is a WorkflowNode<Child>.
            let node = children.lastClaimed(as: WorkflowNode<Child>.self)
            updateOutputMapping(outputMap, of: node)
            return node.render(updatingTo: child)
        }
        let node: WorkflowNode<Child>
        switch children.claim(id) {
        case .reused(let existing):
            node = existing as! WorkflowNode<Child>
            node.update(workflow: child)
        case .new:
            node = makeChild(child, key: key)
            children.appendNew(node, for: id)
        case .duplicate:
            duplicateChild(Child.self, key: key)
        }
        updateOutputMapping(outputMap, of: node)
        return node.render()
    }

    /// Gives `node` this pass's output mapping. The parent's mapping may capture new values,
    /// so it is replaced every pass, in place: the handler and its mapping box are made once
    /// per child and action type. A child without outputs (`Never`) needs none.
    @inlinable
    func updateOutputMapping<Child: Workflow, Action: WorkflowAction>(
        _ outputMap: @escaping (Child.Output) -> Action,
        of node: WorkflowNode<Child>
    ) where Action.WorkflowType == W {
        if Child.Output.self == Never.self { return }
        if let mapping = node.outputMapping, node.outputMappingActionType == ObjectIdentifier(Action.self) {
            (mapping as! OutputMapping<Child.Output, Action>).map = outputMap
        } else {
            setOutputMapping(outputMap, of: node)
        }
    }

    /// Makes the node of a child rendered for the first time.
    @usableFromInline
    func makeChild<Child: Workflow>(_ child: Child, key: String) -> WorkflowNode<Child> {
        let node = WorkflowNode<Child>(workflow: child, key: key, parentID: self.id, session: session)
        if session.stateStore != nil { node.restoreState(under: restorationPath) }
        // A strong reference: the cycle it makes with `children` ends when this node drops
        // the child (a stale child at the end of a pass, every child at teardown). (Not
        // weak: a weak reference gives the node a side table, which slows all its retains.)
        node.onSubtreeChange = { self.markDirty() }
        return node
    }

    /// Gives `node` a new output mapping box and the handler that calls it.
    @usableFromInline
    func setOutputMapping<Child: Workflow, Action: WorkflowAction>(
        _ outputMap: @escaping (Child.Output) -> Action,
        of node: WorkflowNode<Child>
    ) where Action.WorkflowType == W {
        let mapping = OutputMapping(outputMap)
        node.outputMapping = mapping
        node.outputMappingActionType = ObjectIdentifier(Action.self)
        // Strong, as `onSubtreeChange` (see `makeChild`).
        node.outputHandler = { output in
            self.apply(mapping.map(output))
        }
    }

    /// Fails: two children with the same type and key in one render pass.
    @usableFromInline
    func duplicateChild<Child: Workflow>(_ childType: Child.Type, key: String) -> Never {
        fatalError(
            """
            \(W.self) rendered two children of type \(Child.self) with key "\(key)" in one render pass. \
            Children are identified by (type, key): give each \(Child.self) a unique key, \
            e.g. child.rendered(in: context, key: "\\(item.id)").
            """
        )
    }

    @inlinable
    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
        where Action.WorkflowType == W
    {
        let target = sinkTarget(for: ObjectIdentifier(Action.self))
        if let box = target.sinkBox {
            // The target is the one of `Action` (matched by its type's identifier).
            return (box as! SinkBox<Action>).sink
        }
        let sink = Self.makeSink(of: actionType, to: target, mainThread: session.mainThread)
        target.sinkBox = SinkBox(sink)
        return sink
    }

    /// The sink of `target`: applies actions on the main actor.
    @inlinable
    static func makeSink<Action: WorkflowAction>(
        of actionType: Action.Type,
        to target: ActionTarget<W>,
        mainThread: pthread_t?
    ) -> Sink<Action> where Action.WorkflowType == W {
        Sink { action in
            // On the main actor (an event handler's send): one cheap thread test, then the
            // action goes to its node unboxed, with no allocation.
            if MainActorDelivery.isOnMainActor(mainThread: mainThread) {
                // `assumeIsolated` repeats the thread test above: the price of calling the
                // main-actor target without an unsafe cast. The box tells the compiler that
                // the action stays on this thread.
                let box = UncheckedSendableBox(value: action)
                MainActor.assumeIsolated { target.receive(box.value) }
            } else {
                MainActorDelivery.deliverLater(action) { action in
                    target.receive(action)
                }
            }
        }
    }

    /// The object kept for `key` since the last pass, or a new one from `make`.
    func retainedObject(_ key: RetainedKey, make: () -> AnyObject) -> AnyObject {
        workflowPrecondition(
            retained[key] == nil,
            """
            \(W.self) made two event handlers or remembered values with key "\(key.key)" and the same \
            types in one render pass. Give each a unique key: context.eventHandler(key: "save") { … }.
            """
        )
        let object = previousRetained.removeValue(forKey: key) ?? make()
        retained[key] = object
        return object
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

/// A parent's mapping from a child's outputs to its own actions, kept by the child node and
/// updated in place on every render pass.
@usableFromInline
final class OutputMapping<ChildOutput, Action> {
    // Speed: unchecked, written on every child of every pass; measured with WorkflowNode's fields.
    @exclusivity(unchecked) @usableFromInline var map: (ChildOutput) -> Action

    init(_ map: @escaping (ChildOutput) -> Action) {
        self.map = map
    }
}
