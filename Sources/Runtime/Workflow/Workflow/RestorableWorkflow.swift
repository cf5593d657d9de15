/// A workflow whose state is saved and restored across launches (opt-in).
///
/// Declare the conformance on a workflow whose `State` is `Codable`; nothing else is needed:
///
/// ```swift
/// struct CounterWorkflow: RestorableWorkflow {
///     struct State: Codable, Equatable { var count = 0 }
///     func makeInitialState() -> State { State() }
///     func render(state: State, context: RenderContext<Self>) -> Int { state.count }
/// }
/// ```
///
/// A host given a ``WorkflowStateStore`` starts each such node, the first time a node is made
/// at a path (type + key from the root) that the store has a state for, with that state
/// instead of `makeInitialState()`; ``WorkflowHost/savedStates()`` collects the states of the
/// live ones for the store to write. Workflows that do not conform always start fresh.
public protocol RestorableWorkflow: Workflow where State: Codable {}

extension RestorableWorkflow {
    /// The store's state for the node at `path`, if it has one for this state type.
    @MainActor
    static func takeRestoredState(from store: any WorkflowStateStore, at path: WorkflowNodePath) -> Any? {
        store.takeState(State.self, at: path)
    }
}

/// A state to save: the node's path and its `Codable` state.
public struct WorkflowSavedState {
    /// Where the node is in the tree.
    public var path: WorkflowNodePath
    /// The node's state (a ``RestorableWorkflow``'s `State`).
    public var state: any Encodable

    /// Creates a saved state.
    public init(path: WorkflowNodePath, state: any Encodable) {
        self.path = path
        self.state = state
    }
}

/// Where a ``WorkflowHost`` takes restored states from (`WorkflowRestoration`'s
/// `FileStateStore` reads and writes them as a JSON file).
@MainActor
public protocol WorkflowStateStore: AnyObject {
    /// The saved state for the node at `path`, decoded as `State`, or `nil` (none, or it does
    /// not decode). Each saved state is handed out once: later nodes at the same path (after
    /// the first was torn down) start fresh.
    func takeState<State: Decodable>(_ type: State.Type, at path: WorkflowNodePath) -> State?

    /// Saves `states` (the whole tree's, from ``WorkflowHost/savedStates()``), replacing what
    /// was saved before.
    func save(_ states: [WorkflowSavedState])
}
