// MARK: - Running workers (workflow-swift's spelling of `rendered(in:)` for workers)

// Written once, for every convertible that renders nothing: `Worker` and
// `AsyncSequenceWorker` refine `AnyWorkflowConvertible where Rendering == Void`, so they
// (and any `Workflow` whose rendering is `Void`) get these methods from here.

extension AnyWorkflowConvertible where Rendering == Void {
    /// Runs this worker (or any workflow that renders nothing) as a child of the workflow
    /// owning `context`, mapping each output to an action of the parent. workflow-swift's
    /// spelling of `rendered(in:key:outputMap:)` for workers.
    ///
    /// ```swift
    /// LoadWorker(id: id).running(in: context, key: "load") { Action.loaded($0) }
    /// ```
    @MainActor
    public func running<Parent: Workflow, Action: WorkflowAction>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> Action
    ) where Action.WorkflowType == Parent {
        rendered(in: context, key: key, outputMap: outputMap)
    }

    /// Runs this worker as a child whose outputs are actions of the parent.
    @MainActor
    public func running<Parent: Workflow>(in context: RenderContext<Parent>, key: String = "")
        where Output: WorkflowAction, Output.WorkflowType == Parent
    {
        rendered(in: context, key: key)
    }

    /// Runs this worker as a child that emits no outputs.
    @MainActor
    public func running<Parent: Workflow>(in context: RenderContext<Parent>, key: String = "")
        where Output == Never
    {
        rendered(in: context, key: key)
    }
}
