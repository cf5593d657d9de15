import Testing
@_spi(WorkflowTesting) import Workflow

/// The render context backend of a ``RenderTester``: matches rendered children and side
/// effects against expectations and records the actions they and the sinks produce.
@MainActor
final class RenderTesterBackend<WorkflowType: Workflow>: RenderContextBackend {
    private var expectedChildren: [ExpectedChild]
    private var expectedSideEffects: [ExpectedSideEffect<WorkflowType>]
    private var renderedChildren: Set<String> = []
    private var renderedSideEffects: Set<AnyHashable> = []
    private let sourceLocation: SourceLocation
    var isRendering = false
    private(set) var actions: [AnyWorkflowAction<WorkflowType>] = []

    init(
        expectedChildren: [ExpectedChild],
        expectedSideEffects: [ExpectedSideEffect<WorkflowType>],
        sourceLocation: SourceLocation
    ) {
        self.expectedChildren = expectedChildren
        self.expectedSideEffects = expectedSideEffects
        self.sourceLocation = sourceLocation
    }

    private func fail(_ message: String) {
        WorkflowTestFailureReporter.report(message, at: sourceLocation)
    }

    func render<Child: Workflow, Action: WorkflowAction>(
        workflow: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> Action
    ) -> Child.Rendering where Action.WorkflowType == WorkflowType {
        let identity = "\(ObjectIdentifier(Child.self))/\(key)"
        if !renderedChildren.insert(identity).inserted {
            fail("\(WorkflowType.self) rendered two children of type \(Child.self) with key \"\(key)\" in one "
                + "render pass. Give each child a unique key.")
        }
        guard let index = expectedChildren.firstIndex(where: { $0.workflowType == Child.self && $0.key == key }) else {
            fail("\(WorkflowType.self) rendered an unexpected child workflow of type \(Child.self) with key "
                + "\"\(key)\". Add .expectWorkflow(type: \(Child.self).self, key: \"\(key)\", producingRendering: …) "
                + "to the render tester.")
            return PermissiveRenderBackend<Child>.render(workflow)
        }
        let expectation = expectedChildren.remove(at: index)
        if let message = expectation.check(workflow) {
            fail(message)
        }
        if let output = expectation.output {
            guard let output = output as? Child.Output else {
                fatalError("The expected output for \(Child.self) (key \"\(key)\") is not a \(Child.Output.self).")
            }
            actions.append(AnyWorkflowAction(outputMap(output)))
        }
        guard let rendering = expectation.rendering as? Child.Rendering else {
            fatalError("The expected rendering for \(Child.self) (key \"\(key)\") is not a \(Child.Rendering.self).")
        }
        return rendering
    }

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
        where Action.WorkflowType == WorkflowType
    {
        let location = sourceLocation
        return Sink { [weak self] action in
            let erased = UncheckedBox(AnyWorkflowAction(action))
            // Render tests run on the main actor; sinks must be called from it.
            MainActor.assumeIsolated {
                guard let self else { return }
                if self.isRendering {
                    WorkflowTestFailureReporter.report(
                        "\(WorkflowType.self) sent \(Action.self) through a sink during render. Send actions from "
                            + "event handlers, side effects or workers, not from render(state:context:).",
                        at: location
                    )
                }
                self.actions.append(erased.value)
            }
        }
    }

    func runSideEffect(key: AnyHashable, action: (Lifetime) -> Void) {
        if !renderedSideEffects.insert(key).inserted {
            fail("\(WorkflowType.self) ran two side effects with key \(key) in one render pass. Give each a unique key.")
        }
        guard let index = expectedSideEffects.firstIndex(where: { $0.key == key }) else {
            fail("\(WorkflowType.self) ran an unexpected side effect with key \(key). Add "
                + ".expectSideEffect(key: \(key)) to the render tester.")
            return
        }
        let expectation = expectedSideEffects.remove(at: index)
        if let action = expectation.action {
            actions.append(action)
        }
    }

    /// Reports the expected children and side effects that were not rendered.
    func reportUnmetExpectations() {
        for child in expectedChildren {
            fail("\(WorkflowType.self) did not render the expected child workflow of type \(child.workflowType) "
                + "with key \"\(child.key)\". Render it, or remove the expectation.")
        }
        for sideEffect in expectedSideEffects {
            fail("\(WorkflowType.self) did not run the expected side effect with key \(sideEffect.key). "
                + "Run it, or remove the expectation.")
        }
        expectedChildren = []
        expectedSideEffects = []
    }
}

/// Moves a value into the main actor when the sender hands it over.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
