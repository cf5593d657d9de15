/// A worker whose every element of an `AsyncSequence` becomes an output.
///
/// Rendered, restarted and cancelled like a ``Worker``. The sequence is created and
/// iterated off the main actor; iteration stops when the worker is no longer rendered.
public protocol AsyncSequenceWorker<Output>: RunnableWorker where Rendering == Void {
    /// The element type of the sequence, emitted as outputs.
    associatedtype Output

    /// A worker renders nothing. (A default, so that a worker's conformance states it
    /// without inference when its methods are looked up on `AnyWorkflowConvertible`.)
    associatedtype Rendering = Void

    /// The sequence type.
    associatedtype Elements: AsyncSequence where Elements.Element == Output

    /// Creates the sequence to iterate.
    func run() -> Elements
}

extension AsyncSequenceWorker {
    /// Iterates ``run()``, emitting each element until the sequence ends or the task is
    /// cancelled; a sequence that throws ends with one log line.
    public func run(emitting emit: @escaping @Sendable (Output) -> Void) async {
        do {
            for try await element in run() {
                guard !Task.isCancelled else { return }
                emit(element)
            }
        } catch {
            workflowLogger.error("AsyncSequenceWorker \(Self.self) failed: \(error)")
        }
    }
}
