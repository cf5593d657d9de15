/// What an action can read while it is applied: the current value of its workflow (the
/// "props" its parent rendered it with last).
///
/// ```swift
/// struct Rename: WorkflowAction {
///     typealias WorkflowType = EditorWorkflow
///     var text: String
///     func apply(toState state: inout EditorWorkflow.State, context: ApplyContext<EditorWorkflow>) -> EditorWorkflow.Output? {
///         state.name = String(text.prefix(context[workflowValue: \.maximumLength]))
///         return nil
///     }
/// }
/// ```
@MainActor
public struct ApplyContext<WorkflowType: Workflow> {
    /// Where the workflow value comes from.
    @usableFromInline
    enum Source {
        /// The runtime's node: its value at the moment the action is applied.
        case node(WorkflowNode<WorkflowType>)
        /// A fixed value (testers).
        case value(WorkflowType)
        /// No value: the action was applied through `apply(toState:)` outside the runtime.
        case detached(actionType: Any.Type)
    }

    @usableFromInline let source: Source

    @inlinable
    init(node: WorkflowNode<WorkflowType>) {
        source = .node(node)
    }

    /// A context that reads `workflow` (for testers applying actions outside a host).
    @_spi(WorkflowTesting)
    public init(workflow: WorkflowType) {
        source = .value(workflow)
    }

    init(detachedFrom actionType: Any.Type) {
        source = .detached(actionType: actionType)
    }

    /// The workflow's current value.
    public var workflow: WorkflowType {
        switch source {
        case .node(let node):
            return node.workflow
        case .value(let workflow):
            return workflow
        case .detached(let actionType):
            fatalError(
                """
                \(actionType) read its workflow (\(WorkflowType.self)) through ApplyContext, but it was applied with \
                apply(toState:), which has no workflow value. Apply it through a WorkflowHost, or in tests with \
                \(actionType).tester(withState:workflow:) / RenderTester, which pass the workflow.
                """
            )
        }
    }

    /// The value at `keyPath` of the workflow's current value.
    public subscript<Value>(workflowValue keyPath: KeyPath<WorkflowType, Value>) -> Value {
        workflow[keyPath: keyPath]
    }
}
