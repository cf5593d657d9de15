/// The child workflow that runs a worker (a ``Worker`` or an ``AsyncSequenceWorker``): a
/// side effect keyed by a generation number, bumped when the worker changes, so that a
/// changed worker restarts its task.
///
/// Public so that render tests can expect it like any child:
/// `.expectWorkflow(type: WorkerWorkflow<LoadWorker>.self, producingRendering: ())`, or
/// more simply `.expectWorker(LoadWorker(id: 1))`.
public struct WorkerWorkflow<W: RunnableWorker>: Workflow {
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
    /// The worker's outputs.
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
        let worker = self.worker
        context.runWorkerTask(generation: state) { emit in await worker.run(emitting: emit) }
    }
}

/// The workflow that runs an ``AsyncSequenceWorker``: a ``WorkerWorkflow`` (the name render
/// tests may use).
public typealias AsyncSequenceWorkerWorkflow<W: AsyncSequenceWorker> = WorkerWorkflow<W>

extension RenderContext where WorkflowType.State == Int {
    /// Runs `work` in a detached task tied to the side effect keyed by `generation`: the task
    /// is cancelled when that side effect ends (the worker was replaced or is no longer
    /// rendered). `work` hands each output to its `emit` argument, which sends it to the
    /// workflow as a ``WorkerOutputAction`` of that generation.
    func runWorkerTask(
        generation: Int,
        _ work: @escaping @Sendable (_ emit: @escaping @Sendable (WorkflowType.Output) -> Void) async -> Void
    ) {
        let sink = makeSink(of: WorkerOutputAction<WorkflowType>.self)
        runSideEffect(key: generation) { lifetime in
            let task = Task.detached {
                await work { output in sink.send(WorkerOutputAction(generation: generation, output: output)) }
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
