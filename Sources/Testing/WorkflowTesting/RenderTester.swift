import Testing
@_spi(WorkflowTesting) import Workflow

/// Renders one workflow once, in isolation, with its children, workers and side effects
/// replaced by expectations; then applies the actions sent during the test.
///
/// ```swift
/// MyWorkflow()
///     .renderTester(initialState: .init(count: 0))
///     .expectWorkflow(type: ChildWorkflow.self, key: "child", producingRendering: "child")
///     .render { rendering in rendering.onTap() }
///     .assert(state: .init(count: 1))
///     .assertNoOutput()
/// ```
///
/// Children or side effects rendered without an expectation, and expectations that were
/// not rendered, are reported as test failures naming the workflow type and key.
public struct RenderTester<WorkflowType: Workflow> {
    let workflow: WorkflowType
    let initialState: WorkflowType.State
    var expectedChildren: [ExpectedChild] = []
    var expectedSideEffects: [ExpectedSideEffect<WorkflowType>] = []

    init(workflow: WorkflowType, initialState: WorkflowType.State) {
        self.workflow = workflow
        self.initialState = initialState
    }

    /// Expects a child of type `type` rendered with `key`; it renders as `rendering` and,
    /// if `output` is given, emits it (its mapped action is applied after render).
    public func expectWorkflow<Child: Workflow>(
        type: Child.Type,
        key: String = "",
        producingRendering rendering: Child.Rendering,
        producingOutput output: Child.Output? = nil,
        assertions: @escaping (Child) -> Void = { _ in }
    ) -> RenderTester<WorkflowType> {
        var copy = self
        copy.expectedChildren.append(ExpectedChild(
            workflowType: Child.self,
            key: key,
            rendering: rendering,
            output: output.map { $0 as Any },
            check: { workflow in
                assertions(workflow as! Child) // swiftlint:disable:this force_cast
                return nil
            }
        ))
        return copy
    }

    /// Expects a child of type `type` rendered with `key` whose outputs the parent ignores
    /// (rendered through `ignoringOutput()`, or with outputs mapped away); it renders as
    /// `rendering`. workflow-swift's spelling; the same as ``expectWorkflow(type:key:producingRendering:producingOutput:assertions:)``
    /// without an output.
    public func expectWorkflowIgnoringOutput<Child: Workflow>(
        type: Child.Type,
        key: String = "",
        producingRendering rendering: Child.Rendering,
        assertions: @escaping (Child) -> Void = { _ in }
    ) -> RenderTester<WorkflowType> {
        expectWorkflow(type: type, key: key, producingRendering: rendering, producingOutput: nil, assertions: assertions)
    }

    /// Expects a worker (a `Worker` or an `AsyncSequenceWorker`) equivalent to `worker`
    /// rendered with `key`; if `output` is given, the worker emits it (workflow-swift's spelling).
    public func expectWorker<W: RunnableWorker>(
        _ worker: W,
        mockingOutput output: W.Output?,
        key: String = ""
    ) -> RenderTester<WorkflowType> {
        expectWorker(worker, key: key, producingOutput: output)
    }

    /// Expects a worker (a `Worker` or an `AsyncSequenceWorker`) equivalent to `worker`
    /// rendered with `key`; if `output` is given, the worker emits it.
    public func expectWorker<W: RunnableWorker>(
        _ worker: W,
        key: String = "",
        producingOutput output: W.Output? = nil
    ) -> RenderTester<WorkflowType> {
        expectingWorker(WorkerWorkflow<W>.self, named: "\(W.self)", key: key, output: output.map { $0 as Any }) { running in
            running.worker.isEquivalent(to: worker) ? nil : "expected \(worker), got \(running.worker)"
        }
    }

    /// Adds the expectation of a worker's wrapping workflow; `mismatch` describes how the
    /// rendered worker differs from the expected one (nil when equivalent).
    private func expectingWorker<Wrapper: Workflow>(
        _ wrapper: Wrapper.Type, named name: String, key: String, output: Any?,
        mismatch: @escaping (Wrapper) -> String?
    ) -> RenderTester<WorkflowType> where Wrapper.Rendering == Void {
        var copy = self
        copy.expectedChildren.append(ExpectedChild(
            workflowType: Wrapper.self,
            key: key,
            rendering: (),
            output: output,
            check: { workflow in
                guard let difference = mismatch(workflow as! Wrapper) else { return nil } // swiftlint:disable:this force_cast
                return "Worker \(name) with key \"\(key)\" was rendered, but is not equivalent to the expected "
                    + "one (\(difference)). Fix the worker's inputs or the expectation."
            }
        ))
        return copy
    }

    /// Expects a side effect with `key`. It is not run; if `action` is given, the action is
    /// applied after render as if the side effect had sent it.
    public func expectSideEffect<Action: WorkflowAction>(
        key: AnyHashable,
        producingAction action: Action?
    ) -> RenderTester<WorkflowType> where Action.WorkflowType == WorkflowType {
        var copy = self
        copy.expectedSideEffects.append(ExpectedSideEffect(key: key, action: action.map { AnyWorkflowAction($0) }))
        return copy
    }

    /// Expects a side effect with `key`. It is not run.
    public func expectSideEffect(key: AnyHashable) -> RenderTester<WorkflowType> {
        expectSideEffect(key: key, producingAction: AnyWorkflowAction<WorkflowType>?.none)
    }

    /// Renders the workflow once and applies the actions produced by expectations.
    @MainActor
    @discardableResult
    public func render(sourceLocation: SourceLocation = #_sourceLocation) -> RenderTesterResult<WorkflowType> {
        render(sourceLocation: sourceLocation, assertions: { _ in })
    }

    /// Renders the workflow once, passes the rendering to `assertions` (where sinks may be
    /// called, as a user would), then applies the actions produced, in order.
    @MainActor
    @discardableResult
    public func render(
        sourceLocation: SourceLocation = #_sourceLocation,
        assertions: (WorkflowType.Rendering) throws -> Void
    ) rethrows -> RenderTesterResult<WorkflowType> {
        let backend = RenderTesterBackend<WorkflowType>(
            expectedChildren: expectedChildren,
            expectedSideEffects: expectedSideEffects,
            sourceLocation: sourceLocation
        )
        let context = RenderContext<WorkflowType>(backend: backend)
        backend.isRendering = true
        let rendering = workflow.render(state: initialState, context: context)
        backend.isRendering = false
        context.invalidate()
        backend.reportUnmetExpectations()

        try assertions(rendering)

        var state = initialState
        var outputs: [WorkflowType.Output] = []
        let applyContext = ApplyContext(workflow: workflow)
        for action in backend.actions {
            if let output = action.apply(toState: &state, context: applyContext) {
                outputs.append(output)
            }
        }
        return RenderTesterResult(
            initialState: initialState,
            state: state,
            actions: backend.actions,
            outputs: outputs
        )
    }
}

// MARK: - Workflow

extension Workflow {
    /// Returns a tester that renders this workflow from `initialState`.
    public func renderTester(initialState: State) -> RenderTester<Self> {
        RenderTester(workflow: self, initialState: initialState)
    }

    /// Returns a tester that renders this workflow from `makeInitialState()`.
    @MainActor
    public func renderTester() -> RenderTester<Self> {
        RenderTester(workflow: self, initialState: makeInitialState())
    }
}

/// An expected child workflow (or worker) of a ``RenderTester``.
struct ExpectedChild {
    let workflowType: Any.Type
    let key: String
    let rendering: Any
    let output: Any?
    /// Returns a failure message when the rendered workflow does not match.
    let check: (Any) -> String?
}

/// An expected side effect of a ``RenderTester``.
struct ExpectedSideEffect<WorkflowType: Workflow> {
    let key: AnyHashable
    let action: AnyWorkflowAction<WorkflowType>?
}
