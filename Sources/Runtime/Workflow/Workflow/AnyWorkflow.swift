/// A type-erased workflow with a given rendering and output type.
///
/// Children are still matched by the type of the *wrapped* workflow, so wrapping does not
/// change child identity across render passes.
public struct AnyWorkflow<Rendering, Output> {
    private let storage: AnyWorkflowStorage<Rendering, Output>

    /// Wraps `workflow`.
    public init<W: Workflow>(_ workflow: W) where W.Rendering == Rendering, W.Output == Output {
        if let alreadyErased = workflow as? AnyWorkflow<Rendering, Output> {
            self = alreadyErased
            return
        }
        storage = ConcreteWorkflowStorage(workflow: workflow, renderingTransform: { $0 }, outputTransform: { $0 })
    }

    private init(storage: AnyWorkflowStorage<Rendering, Output>) {
        self.storage = storage
    }

    /// The wrapped workflow value.
    public var base: Any { storage.base }

    /// The type of the wrapped workflow.
    public var workflowType: Any.Type { storage.workflowType }

    /// Returns a workflow whose rendering is `transform` applied to this one's.
    public func mapRendering<NewRendering>(
        _ transform: @escaping (Rendering) -> NewRendering
    ) -> AnyWorkflow<NewRendering, Output> {
        AnyWorkflow<NewRendering, Output>(storage: storage.mapped(rendering: transform, output: { $0 }))
    }

    /// Returns a workflow whose outputs are `transform` applied to this one's.
    public func mapOutput<NewOutput>(
        _ transform: @escaping (Output) -> NewOutput
    ) -> AnyWorkflow<Rendering, NewOutput> {
        AnyWorkflow<Rendering, NewOutput>(storage: storage.mapped(rendering: { $0 }, output: { transform($0) }))
    }

    /// Returns a workflow that never emits outputs; this one's outputs are discarded.
    public func ignoringOutput() -> AnyWorkflow<Rendering, Never> {
        AnyWorkflow<Rendering, Never>(storage: storage.mapped(rendering: { $0 }, output: { _ in nil }))
    }

    /// Renders the wrapped workflow as a child in `context`.
    @MainActor
    func render<Parent: Workflow>(
        in context: RenderContext<Parent>,
        key: String,
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        storage.render(in: context, key: key, outputMap: outputMap)
    }
}

// MARK: - AnyWorkflowConvertible

extension AnyWorkflow: AnyWorkflowConvertible {
    /// Returns `self`.
    public func asAnyWorkflow() -> AnyWorkflow<Rendering, Output> { self }
}

// MARK: - Storage

/// Abstract storage; the concrete subclass knows the wrapped workflow type.
class AnyWorkflowStorage<Rendering, Output> {
    var base: Any { fatalError("AnyWorkflowStorage is abstract") }
    var workflowType: Any.Type { fatalError("AnyWorkflowStorage is abstract") }

    func mapped<R, O>(
        rendering: @escaping (Rendering) -> R,
        output: @escaping (Output) -> O?
    ) -> AnyWorkflowStorage<R, O> {
        fatalError("AnyWorkflowStorage is abstract")
    }

    @MainActor
    func render<Parent: Workflow>(
        in context: RenderContext<Parent>,
        key: String,
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        fatalError("AnyWorkflowStorage is abstract")
    }
}

/// Storage for a concrete workflow plus the rendering/output transforms applied to it.
final class ConcreteWorkflowStorage<W: Workflow, Rendering, Output>: AnyWorkflowStorage<Rendering, Output> {
    let workflow: W
    let renderingTransform: (W.Rendering) -> Rendering
    /// Returns `nil` when the output is discarded.
    let outputTransform: (W.Output) -> Output?

    init(
        workflow: W,
        renderingTransform: @escaping (W.Rendering) -> Rendering,
        outputTransform: @escaping (W.Output) -> Output?
    ) {
        self.workflow = workflow
        self.renderingTransform = renderingTransform
        self.outputTransform = outputTransform
    }

    override var base: Any { workflow }
    override var workflowType: Any.Type { W.self }

    override func mapped<R, O>(
        rendering: @escaping (Rendering) -> R,
        output: @escaping (Output) -> O?
    ) -> AnyWorkflowStorage<R, O> {
        let renderingTransform = self.renderingTransform
        let outputTransform = self.outputTransform
        return ConcreteWorkflowStorage<W, R, O>(
            workflow: workflow,
            renderingTransform: { rendering(renderingTransform($0)) },
            outputTransform: { outputTransform($0).flatMap(output) }
        )
    }

    @MainActor
    override func render<Parent: Workflow>(
        in context: RenderContext<Parent>,
        key: String,
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        let outputTransform = self.outputTransform
        let childRendering = context.render(workflow: workflow, key: key) { childOutput -> AnyWorkflowAction<Parent> in
            guard let output = outputTransform(childOutput) else { return .noAction }
            return outputMap(output)
        }
        return renderingTransform(childRendering)
    }
}
