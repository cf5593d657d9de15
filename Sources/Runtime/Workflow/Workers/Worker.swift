/// Asynchronous work whose result becomes an output of the rendering workflow.
///
/// Render a worker like a child workflow: `worker.rendered(in: context, key: "load") { Action.loaded($0) }`.
/// The worker starts when first rendered, runs off the main actor, and is cancelled when
/// it is no longer rendered. When a render pass supplies a worker that is not
/// ``RunnableWorker/isEquivalent(to:)`` the running one, the running one is cancelled and the
/// new one started. `Equatable` workers get `isEquivalent(to:)` from `==`.
public protocol Worker<Output>: RunnableWorker where Rendering == Void {
    /// The value the work produces.
    associatedtype Output

    /// A worker renders nothing. (A default, so that a worker's conformance states it
    /// without inference when its methods are looked up on `AnyWorkflowConvertible`.)
    associatedtype Rendering = Void

    /// Performs the work. Should honour task cancellation.
    func run() async -> Output
}

extension Worker {
    /// Runs ``run()`` and emits its result, unless the task was cancelled meanwhile.
    public func run(emitting emit: @escaping @Sendable (Output) -> Void) async {
        let output = await run()
        guard !Task.isCancelled else { return }
        emit(output)
    }
}
