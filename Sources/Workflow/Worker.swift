/// Asynchronous work whose result becomes an output of the rendering workflow.
///
/// Render a worker like a child workflow: `worker.rendered(in: context, key: "load") { Action.loaded($0) }`.
/// The worker starts when first rendered, runs off the main actor, and is cancelled when
/// it is no longer rendered. When a render pass supplies a worker that is not
/// ``isEquivalent(to:)`` the running one, the running one is cancelled and the new one
/// started. `Equatable` workers get `isEquivalent(to:)` from `==`.
public protocol Worker<Output>: AnyWorkflowConvertible, Sendable where Rendering == Void {
    /// The value the work produces.
    associatedtype Output

    /// Performs the work. Should honour task cancellation.
    func run() async -> Output

    /// Whether `otherWorker` does the same work, so the running one can keep running.
    func isEquivalent(to otherWorker: Self) -> Bool
}

// MARK: - Equatable

extension Worker where Self: Equatable {
    /// Equal workers are equivalent.
    public func isEquivalent(to otherWorker: Self) -> Bool {
        self == otherWorker
    }
}

// MARK: - AnyWorkflowConvertible

extension Worker {
    /// A worker renders nothing. (Stated here so that the type checker knows it without
    /// inferring it, when a worker's methods are looked up on `AnyWorkflowConvertible`.)
    public typealias Rendering = Void

    /// Wraps the worker in the workflow that runs it.
    public func asAnyWorkflow() -> AnyWorkflow<Void, Output> {
        AnyWorkflow(WorkerWorkflow(worker: self))
    }
}
