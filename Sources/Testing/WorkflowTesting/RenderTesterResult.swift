import Testing
import Workflow

/// The outcome of ``RenderTester/render(sourceLocation:assertions:)``: the state after the
/// actions produced during the test, and the outputs they emitted.
public struct RenderTesterResult<WorkflowType: Workflow> {
    /// The state the workflow was rendered with.
    public let initialState: WorkflowType.State
    /// The state after applying the actions produced during the test.
    public let state: WorkflowType.State
    /// The actions produced (by expected outputs, side effects and sinks), in order.
    public let actions: [AnyWorkflowAction<WorkflowType>]
    /// The outputs the actions emitted, in order.
    public let outputs: [WorkflowType.Output]

    /// Reports `message` as a failure at `location` and returns this result, for chaining.
    private func failing(_ message: String, at location: SourceLocation) -> Self {
        WorkflowTestFailureReporter.report(message, at: location)
        return self
    }

    /// Checks that no action was produced.
    @discardableResult
    public func assertNoAction(sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        actions.isEmpty
            ? self
            : failing("\(WorkflowType.self) produced \(actions.count) action(s) (\(actions.map { $0.base })); expected none.",
                      at: sourceLocation)
    }

    /// Checks that no output was emitted.
    @discardableResult
    public func assertNoOutput(sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        outputs.isEmpty ? self : failing("\(WorkflowType.self) emitted \(outputs); expected no output.", at: sourceLocation)
    }

    /// Passes the resulting state to `assertions`.
    @discardableResult
    public func verifyState(_ assertions: (WorkflowType.State) throws -> Void) rethrows -> Self {
        try assertions(state)
        return self
    }

    /// Passes the single emitted output to `assertions`; fails if there is not exactly one.
    @discardableResult
    public func verifyOutput(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ assertions: (WorkflowType.Output) throws -> Void
    ) rethrows -> Self {
        guard outputs.count == 1, let output = outputs.first else {
            return failing("\(WorkflowType.self) emitted \(outputs.count) outputs (\(outputs)); expected exactly one.",
                           at: sourceLocation)
        }
        try assertions(output)
        return self
    }
}

// MARK: - Equatable state

extension RenderTesterResult where WorkflowType.State: Equatable {
    /// Checks that the resulting state equals `expected`.
    @discardableResult
    public func assert(state expected: WorkflowType.State, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        state == expected ? self : failing(
            ValueDiff.message("\(WorkflowType.self) state differs from the expected state", expected: expected, actual: state),
            at: sourceLocation)
    }

    /// Checks that the resulting state equals the initial state changed by `modifications`.
    @discardableResult
    public func assert(
        sourceLocation: SourceLocation = #_sourceLocation,
        state modifications: (inout WorkflowType.State) throws -> Void
    ) rethrows -> Self {
        var expected = initialState
        try modifications(&expected)
        return assert(state: expected, sourceLocation: sourceLocation)
    }
}

// MARK: - Equatable output

extension RenderTesterResult where WorkflowType.Output: Equatable {
    /// Checks that exactly one output, equal to `expected`, was emitted.
    @discardableResult
    public func assert(output expected: WorkflowType.Output, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        outputs == [expected] ? self : failing(
            ValueDiff.message("\(WorkflowType.self) emitted other outputs than expected", expected: [expected], actual: outputs),
            at: sourceLocation)
    }
}

// MARK: - Actions

extension RenderTesterResult {
    /// Passes the single action produced to `assertions`, typed as `ActionType`; fails if
    /// there is not exactly one action, or if it is of another type.
    @discardableResult
    public func verifyAction<ActionType: WorkflowAction>(
        type: ActionType.Type = ActionType.self,
        sourceLocation: SourceLocation = #_sourceLocation,
        assertions: (ActionType) throws -> Void
    ) rethrows -> Self where ActionType.WorkflowType == WorkflowType {
        guard actions.count == 1, let action = actions.first else {
            return failing("\(WorkflowType.self) produced \(actions.count) actions (\(actions.map { $0.base })); expected "
                + "exactly one \(ActionType.self).", at: sourceLocation)
        }
        guard let typed = action.base as? ActionType else {
            return failing("\(WorkflowType.self) produced \(Swift.type(of: action.base)); expected a \(ActionType.self). "
                + "Check the action type in verifyAction(type:).", at: sourceLocation)
        }
        try assertions(typed)
        return self
    }

    /// Checks that exactly one action was produced and that it equals `expected`.
    @discardableResult
    public func assert<Action: WorkflowAction & Equatable>(
        action expected: Action,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self where Action.WorkflowType == WorkflowType {
        guard actions.count == 1, let actual = actions.first?.base as? Action, actual == expected else {
            return failing("\(WorkflowType.self) produced actions \(actions.map { $0.base }); expected [\(expected)].",
                           at: sourceLocation)
        }
        return self
    }
}
