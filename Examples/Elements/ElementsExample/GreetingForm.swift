import Workflow
import WorkflowElements

/// A small form as an element screen: a heading, a text field whose text the workflow
/// owns, a switch, and a keyed list of the names entered so far.
public struct GreetingFormScreen: ElementScreen {
    /// The name being typed.
    public var name: String
    /// Whether the greeting is shouted.
    public var shouts: Bool
    /// The names added so far.
    public var names: [String]
    /// Called with the field's text after each edit.
    public var onNameChange: (String) -> Void
    /// Called when the switch is flipped.
    public var onShoutChange: (Bool) -> Void
    /// Called when the user presses Enter or clicks Add.
    public var onAdd: () -> Void

    /// The form.
    public var element: some Element {
        Column(spacing: 12) {
            Label("Greetings").heading(level: 1).cssClass("title-1")
            Row(spacing: 6) {
                TextField(text: name, placeholder: "Name", onChange: onNameChange, onSubmit: onAdd)
                    .expand(horizontal: true)
                Button("Add", onTap: onAdd).enabled(!name.isEmpty)
            }
            Row(spacing: 6) { Label("Shout"); Toggle(isOn: shouts, onChange: onShoutChange) }
            KeyedList(names, key: { $0 }, spacing: 4) { name in
                Label(shouts ? "HELLO, \(name.uppercased())!" : "Hello, \(name)!").alignment(horizontal: .start)
            }
        }
        .padding(18)
    }
}

/// The form's workflow: the name being typed, the shout switch and the names added.
public struct GreetingFormWorkflow: Workflow {
    /// Creates the workflow.
    public init() {}

    /// The form's state.
    public struct State: Equatable, Sendable {
        /// The name being typed.
        public var name = ""
        /// Whether greetings are shouted.
        public var shouts = false
        /// The names added, oldest first.
        public var names: [String] = []

        /// A form state.
        public init(name: String = "", shouts: Bool = false, names: [String] = []) {
            self.name = name
            self.shouts = shouts
            self.names = names
        }
    }

    /// An empty form.
    public func makeInitialState() -> State { State() }

    /// Renders the form.
    public func render(state: State, context: RenderContext<GreetingFormWorkflow>) -> GreetingFormScreen {
        let sink = context.makeSink(of: Action.self)
        return GreetingFormScreen(
            name: state.name, shouts: state.shouts, names: state.names,
            onNameChange: { sink.send(.rename($0)) },
            onShoutChange: { sink.send(.shout($0)) },
            onAdd: { sink.send(.add) }
        )
    }

    /// What the user does in the form.
    public enum Action: WorkflowAction, Equatable {
        /// The name field changed.
        case rename(String)
        /// The shout switch was flipped.
        case shout(Bool)
        /// Add the typed name to the list (a name already there moves to the end).
        case add

        /// Applies the action.
        public func apply(toState state: inout State) -> Never? {
            switch self {
            case .rename(let name): state.name = name
            case .shout(let shouts): state.shouts = shouts
            case .add:
                guard !state.name.isEmpty else { return nil }
                state.names.removeAll { $0 == state.name }
                state.names.append(state.name)
                state.name = ""
            }
            return nil
        }

        /// The workflow this action belongs to.
        public typealias WorkflowType = GreetingFormWorkflow
    }
}
