import Workflow

/// The smallest complete workflow: a greeting that changes on each tap.
public struct HelloWorkflow: Workflow {
    /// Creates the workflow.
    public init() {}

    /// Which greeting shows.
    public enum State: Equatable, Sendable { case hello, goodbye }

    /// Starts with "Hello".
    public func makeInitialState() -> State { .hello }

    /// Renders the greeting; a tap toggles it.
    public func render(state: State, context: RenderContext<HelloWorkflow>) -> HelloScreen {
        let sink = context.makeSink(of: Action.self)
        return HelloScreen(message: state == .hello ? "Hello, World!" : "Goodbye, World!",
                           onTap: { sink.send(.toggle) })
    }

    /// The workflow's one action: a tap switches greetings.
    public enum Action: WorkflowAction, Equatable {
        case toggle
        public typealias WorkflowType = HelloWorkflow
        public func apply(toState state: inout State) -> Never? {
            state = state == .hello ? .goodbye : .hello
            return nil
        }
    }
}
