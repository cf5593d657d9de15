/// A value that can be turned into an ``AnyWorkflow``: every ``Workflow``, ``AnyWorkflow``
/// itself, and ``Worker``s.
public protocol AnyWorkflowConvertible<Rendering, Output> {
    /// The rendering type of the resulting workflow.
    associatedtype Rendering

    /// The output type of the resulting workflow.
    associatedtype Output

    /// Returns the type-erased workflow.
    func asAnyWorkflow() -> AnyWorkflow<Rendering, Output>
}

// MARK: - Rendering as a child

extension AnyWorkflowConvertible {
    /// Renders this workflow as a child of the workflow owning `context`, mapping each
    /// output to an action of the parent.
    ///
    /// Children are matched across render passes by their workflow type and `key`, and
    /// keep their state while they are rendered; a child that is not rendered in a pass
    /// is torn down.
    @MainActor
    public func rendered<Parent: Workflow, Action: WorkflowAction>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> Action
    ) -> Rendering where Action.WorkflowType == Parent {
        asAnyWorkflow().render(in: context, key: key, outputMap: { AnyWorkflowAction(outputMap($0)) })
    }

    /// Renders this workflow as a child whose outputs are ignored.
    @MainActor
    public func rendered<Parent: Workflow>(in context: RenderContext<Parent>, key: String = "") -> Rendering
        where Output == Never
    {
        asAnyWorkflow().render(in: context, key: key, outputMap: unreachableAction(_:))
    }

    /// Renders this workflow as a child whose outputs are actions of the parent.
    @MainActor
    public func rendered<Parent: Workflow>(in context: RenderContext<Parent>, key: String = "") -> Rendering
        where Output: WorkflowAction, Output.WorkflowType == Parent
    {
        asAnyWorkflow().render(in: context, key: key, outputMap: { AnyWorkflowAction($0) })
    }
}

// MARK: - Rendering a concrete workflow as a child

extension Workflow {
    /// Renders this workflow as a child of the workflow owning `context`, mapping each
    /// output to an action of the parent. (Same as the ``AnyWorkflowConvertible`` method,
    /// without type erasure.)
    @MainActor @inlinable
    public func rendered<Parent: Workflow, Action: WorkflowAction>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> Action
    ) -> Rendering where Action.WorkflowType == Parent {
        context.render(workflow: self, key: key, outputMap: outputMap)
    }

    /// Renders this workflow as a child whose outputs are ignored.
    @MainActor @inlinable
    public func rendered<Parent: Workflow>(in context: RenderContext<Parent>, key: String = "") -> Rendering
        where Output == Never
    {
        context.render(workflow: self, key: key, outputMap: unreachableAction(_:))
    }

    /// Renders this workflow as a child whose outputs are actions of the parent.
    @MainActor @inlinable
    public func rendered<Parent: Workflow>(in context: RenderContext<Parent>, key: String = "") -> Rendering
        where Output: WorkflowAction, Output.WorkflowType == Parent
    {
        context.render(workflow: self, key: key, outputMap: { $0 })
    }
}

// MARK: - Transformations

extension AnyWorkflowConvertible {
    /// Returns a workflow whose rendering is `transform` applied to this one's.
    public func mapRendering<NewRendering>(
        _ transform: @escaping (Rendering) -> NewRendering
    ) -> AnyWorkflow<NewRendering, Output> {
        asAnyWorkflow().mapRendering(transform)
    }

    /// Returns a workflow whose outputs are `transform` applied to this one's.
    public func mapOutput<NewOutput>(
        _ transform: @escaping (Output) -> NewOutput
    ) -> AnyWorkflow<Rendering, NewOutput> {
        asAnyWorkflow().mapOutput(transform)
    }

    /// Returns a workflow that never emits outputs; this one's outputs are discarded.
    public func ignoringOutput() -> AnyWorkflow<Rendering, Never> {
        asAnyWorkflow().ignoringOutput()
    }

    /// Returns a workflow whose outputs are actions of `Parent` that run `apply` with the
    /// parent's state and the output; render it with `rendered(in:key:)`.
    ///
    /// ```swift
    /// let rendering = Child().onOutput { state, output in
    ///     state.lastOutput = output
    ///     return nil
    /// }.rendered(in: context)
    /// ```
    public func onOutput<Parent: Workflow>(
        _ apply: @escaping @MainActor (inout Parent.State, Output) -> Parent.Output?
    ) -> AnyWorkflow<Rendering, AnyWorkflowAction<Parent>> {
        asAnyWorkflow().mapOutput { output in
            // Outputs are produced and applied on the main actor; the box only carries it there.
            let box = UncheckedSendableBox(value: output)
            return AnyWorkflowAction<Parent> { state in apply(&state, box.value) }
        }
    }
}

/// Maps an output that cannot exist to a parent action.
@usableFromInline
func unreachableAction<Parent: Workflow>(_ never: Never) -> AnyWorkflowAction<Parent> {}
