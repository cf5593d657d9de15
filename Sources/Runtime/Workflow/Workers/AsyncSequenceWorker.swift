/// A worker whose every element of an `AsyncSequence` becomes an output.
///
/// Rendered, restarted and cancelled like a ``Worker``. The sequence is created and
/// iterated off the main actor; iteration stops when the worker is no longer rendered.
public protocol AsyncSequenceWorker<Output>: AnyWorkflowConvertible, Sendable where Rendering == Void {
    /// The element type of the sequence, emitted as outputs.
    associatedtype Output

    /// A worker renders nothing. (A default, so that a worker's conformance states it
    /// without inference when its methods are looked up on `AnyWorkflowConvertible`.)
    associatedtype Rendering = Void

    /// The sequence type.
    associatedtype Elements: AsyncSequence where Elements.Element == Output

    /// Creates the sequence to iterate.
    func run() -> Elements

    /// Whether `otherWorker` produces the same sequence, so the running one can keep running.
    func isEquivalent(to otherWorker: Self) -> Bool
}

// MARK: - Equatable

extension AsyncSequenceWorker where Self: Equatable {
    /// Equal workers are equivalent.
    public func isEquivalent(to otherWorker: Self) -> Bool {
        self == otherWorker
    }
}

// MARK: - AnyWorkflowConvertible

extension AsyncSequenceWorker {
    /// Wraps the worker in the workflow that runs it.
    public func asAnyWorkflow() -> AnyWorkflow<Void, Output> {
        AnyWorkflow(AsyncSequenceWorkerWorkflow(worker: self))
    }
}
