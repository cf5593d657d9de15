/// A pure state machine that renders a value.
///
/// A workflow is a value type describing *what* to run. The runtime keeps the workflow's
/// `State` alive between render passes, calls ``render(state:context:)`` to produce a
/// `Rendering`, and applies ``WorkflowAction``s sent through sinks to change the state
/// or emit an `Output` to the parent.
///
/// The protocol is `@MainActor`, so a type that states the conformance where it is declared
/// (`struct Search: Workflow { … }`) is main-actor isolated, and so is every extension of
/// it: `render(state:context:)`, `makeInitialState()` and `workflowDidChange(from:state:)`
/// can live in a plain `extension Search { … }`, as in workflow-swift's samples. Stored
/// properties of `Sendable` types stay readable, and such a workflow can be made and
/// compared, anywhere; a property of a non-`Sendable` type (a closure, say) is read and the
/// value made on the main actor.
@MainActor
public protocol Workflow: AnyWorkflowConvertible, SendableMetatype {
    /// The state kept by the runtime between render passes.
    associatedtype State

    /// The value produced by each render pass.
    associatedtype Rendering

    /// Values emitted to the parent workflow (or the host, for the root). Defaults to `Never`.
    associatedtype Output = Never

    /// Creates the state used the first time this workflow is rendered at its position.
    func makeInitialState() -> State

    /// Called when the parent renders this workflow again with a new value (new "props").
    ///
    /// - Parameters:
    ///   - previousWorkflow: The workflow value used in the previous render pass.
    ///   - state: The current state, which may be updated to reflect the new value.
    func workflowDidChange(from previousWorkflow: Self, state: inout State)

    /// Produces the rendering for `state`. Must be free of side effects: use the
    /// `context` to render children, make sinks and run side effects.
    func render(state: State, context: RenderContext<Self>) -> Rendering

    /// Returns how to tell that an action left the state unchanged (so that its render pass
    /// is skipped), or `nil` when it cannot be told (every action then counts as a change).
    /// The runtime asks once per node. The defaults need no code: `==` when `State` is
    /// `Equatable`, compiled for the concrete state type in the workflow's own module (so
    /// comparing an `[Int]` costs a plain loop, not a generic call per element); otherwise
    /// `==` found at run time when the state type turns out to be `Equatable`.
    nonisolated static func makeStateComparison() -> ((State, State) -> Bool)?
}

// MARK: - Default implementations

extension Workflow {
    /// By default a change of the workflow value leaves the state untouched.
    public func workflowDidChange(from previousWorkflow: Self, state: inout State) {}
}

extension Workflow {
    /// `==` when `State` is `Equatable` at run time (for generic workflows), else `nil`.
    @inlinable
    nonisolated public static func makeStateComparison() -> ((State, State) -> Bool)? {
        makeEqualityFunction(for: State.self)
    }
}

extension Workflow where State: Equatable {
    /// `State`'s `==`, specialized where the workflow conforms.
    @inlinable
    nonisolated public static func makeStateComparison() -> ((State, State) -> Bool)? {
        { $0 == $1 }
    }
}

extension Workflow where State == Void {
    /// Stateless workflows need no initial state.
    public func makeInitialState() -> State { () }
}

// MARK: - AnyWorkflowConvertible

extension Workflow {
    /// Wraps this workflow in an ``AnyWorkflow``.
    nonisolated public func asAnyWorkflow() -> AnyWorkflow<Rendering, Output> {
        AnyWorkflow(self)
    }
}
