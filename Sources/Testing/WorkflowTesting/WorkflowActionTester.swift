import Testing
@_spi(WorkflowTesting) import Workflow

/// Applies actions to a state, outside of any runtime, and checks the results.
///
/// ```swift
/// MyWorkflow.Action
///     .tester(withState: .init(count: 0))
///     .send(action: .increment)
///     .assert(state: .init(count: 1))
///     .assertNoOutput()
/// ```
public struct WorkflowActionTester<WorkflowType: Workflow, Action: WorkflowAction>
    where Action.WorkflowType == WorkflowType
{
    /// The state after the last action.
    public let state: WorkflowType.State
    /// The output of the last action, if any.
    public let output: WorkflowType.Output?
    /// The workflow value actions read through their `ApplyContext`, if one was given.
    public let workflow: WorkflowType?

    init(state: WorkflowType.State, output: WorkflowType.Output?, workflow: WorkflowType?) {
        self.state = state
        self.output = output
        self.workflow = workflow
    }

    /// Applies `action` and returns a tester holding the new state and its output.
    @MainActor
    public func send(action: Action) -> WorkflowActionTester<WorkflowType, Action> {
        var newState = state
        let output: WorkflowType.Output?
        if let workflow {
            output = action.apply(toState: &newState, context: ApplyContext(workflow: workflow))
        } else {
            output = action.apply(toState: &newState)
        }
        return WorkflowActionTester(state: newState, output: output, workflow: workflow)
    }

    /// Passes the state to `assertions`.
    @discardableResult
    public func verifyState(_ assertions: (WorkflowType.State) throws -> Void) rethrows -> Self {
        try assertions(state)
        return self
    }

    /// Passes the output of the last action to `assertions`; fails if there was none.
    @discardableResult
    public func verifyOutput(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ assertions: (WorkflowType.Output) throws -> Void
    ) rethrows -> Self {
        guard let output else {
            return failing("\(Action.self) on \(WorkflowType.self) produced no output; expected one.", at: sourceLocation)
        }
        try assertions(output)
        return self
    }

    /// Checks that the last action produced no output.
    @discardableResult
    public func assertNoOutput(sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        guard let output else { return self }
        return failing("\(Action.self) on \(WorkflowType.self) produced output \(output); expected none.", at: sourceLocation)
    }

    /// Reports `message` as a failure at `location` and returns this tester, for chaining.
    private func failing(_ message: String, at location: SourceLocation) -> Self {
        WorkflowTestFailureReporter.report(message, at: location)
        return self
    }
}

// MARK: - Equatable state

extension WorkflowActionTester where WorkflowType.State: Equatable {
    /// Checks that the state equals `expected`.
    @discardableResult
    public func assert(state expected: WorkflowType.State, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        state == expected ? self : failing(
            ValueDiff.message("\(Action.self) left \(WorkflowType.self) state other than expected", expected: expected, actual: state),
            at: sourceLocation)
    }
}

// MARK: - Equatable output

extension WorkflowActionTester where WorkflowType.Output: Equatable {
    /// Checks that the last action's output equals `expected`.
    @discardableResult
    public func assert(output expected: WorkflowType.Output, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        output == expected
            ? self
            : failing("\(Action.self) on \(WorkflowType.self) produced \(String(describing: output)); expected \(expected).",
                      at: sourceLocation)
    }
}

// MARK: - WorkflowAction

extension WorkflowAction {
    /// Returns a tester that applies actions of this type starting from `state`. Pass
    /// `workflow` when the actions read the workflow's value through their `ApplyContext`.
    public static func tester(
        withState state: WorkflowType.State,
        workflow: WorkflowType? = nil
    ) -> WorkflowActionTester<WorkflowType, Self> {
        WorkflowActionTester(state: state, output: nil, workflow: workflow)
    }
}
