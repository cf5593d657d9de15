/// The child workflow that runs a ``Worker``: a side effect keyed by a generation number,
/// bumped when the worker changes, so that a changed worker restarts its task.
///
/// Public so that render tests can expect it like any child:
/// `.expectWorkflow(type: WorkerWorkflow<LoadWorker>.self, producingRendering: ())`, or
/// more simply `.expectWorker(LoadWorker(id: 1))`.
public struct WorkerWorkflow<W: Worker>: Workflow {
    /// The worker being run.
    nonisolated public let worker: W

    /// Wraps `worker` (anywhere: a worker is `Sendable`).
    nonisolated public init(worker: W) {
        self.worker = worker
    }

    /// The number of times the worker was replaced by a non-equivalent one.
    public typealias State = Int
    /// Workers render nothing.
    public typealias Rendering = Void
    /// The worker's result.
    public typealias Output = W.Output

    /// Starts at generation 0.
    public func makeInitialState() -> Int { 0 }

    /// Bumps the generation when the new worker is not equivalent to the running one.
    public func workflowDidChange(from previousWorkflow: WorkerWorkflow<W>, state: inout Int) {
        if !worker.isEquivalent(to: previousWorkflow.worker) {
            state += 1
        }
    }

    /// Runs the worker in a task tied to the side effect of the current generation.
    public func render(state: Int, context: RenderContext<WorkerWorkflow<W>>) {
        let sink = context.makeSink(of: WorkerOutputAction<WorkerWorkflow<W>>.self)
        let worker = self.worker
        context.runSideEffect(key: state) { lifetime in
            let task = Task.detached {
                let output = await worker.run()
                guard !Task.isCancelled else { return }
                sink.send(WorkerOutputAction(generation: state, output: output))
            }
            lifetime.onEnded { task.cancel() }
        }
    }
}

/// The child workflow that iterates an ``AsyncSequenceWorker``'s sequence. Public so that
/// render tests can expect it like any child.
public struct AsyncSequenceWorkerWorkflow<W: AsyncSequenceWorker>: Workflow {
    /// The worker being run.
    nonisolated public let worker: W

    /// Wraps `worker` (anywhere: a worker is `Sendable`).
    nonisolated public init(worker: W) {
        self.worker = worker
    }

    /// The number of times the worker was replaced by a non-equivalent one.
    public typealias State = Int
    /// Workers render nothing.
    public typealias Rendering = Void
    /// The sequence's elements.
    public typealias Output = W.Output

    /// Starts at generation 0.
    public func makeInitialState() -> Int { 0 }

    /// Bumps the generation when the new worker is not equivalent to the running one.
    public func workflowDidChange(from previousWorkflow: AsyncSequenceWorkerWorkflow<W>, state: inout Int) {
        if !worker.isEquivalent(to: previousWorkflow.worker) {
            state += 1
        }
    }

    /// Iterates the sequence in a task tied to the side effect of the current generation.
    public func render(state: Int, context: RenderContext<AsyncSequenceWorkerWorkflow<W>>) {
        let sink = context.makeSink(of: WorkerOutputAction<AsyncSequenceWorkerWorkflow<W>>.self)
        let worker = self.worker
        context.runSideEffect(key: state) { lifetime in
            let task = Task.detached {
                do {
                    for try await element in worker.run() {
                        guard !Task.isCancelled else { return }
                        sink.send(WorkerOutputAction(generation: state, output: element))
                    }
                } catch {
                    workflowLogger.error("AsyncSequenceWorker \(W.self) failed: \(error)")
                }
            }
            lifetime.onEnded { task.cancel() }
        }
    }
}

/// Emits a worker's output, unless it comes from a generation that was since replaced.
/// Nonisolated: the worker's task makes it off the main actor and sends it there.
nonisolated struct WorkerOutputAction<WorkerType: Workflow>: WorkflowAction where WorkerType.State == Int {
    typealias WorkflowType = WorkerType
    let generation: Int
    let output: WorkerType.Output

    func apply(toState state: inout Int) -> WorkerType.Output? {
        generation == state ? output : nil
    }
}
