/// A keyed collection of child workflows of one type, rendered together with
/// ``RenderContext/render(children:key:outputMap:)``.
///
/// A value keeps its children in immutable shared storage: copies are the same value, and
/// rendering the same value again tells the runtime, without looking at any child, that no
/// child's props changed. Only the children whose state changed since the last pass are
/// rendered again then, and the parent does not visit the others (partial rendering, as
/// workflow-kotlin's partial tree rendering). Keep the value across passes when the
/// children did not change (store it in the parent workflow or its state); a new value is
/// compared with the last one child by child (O(N)), as `render(workflow:)` would.
///
/// Keys are unique within a collection; a child keeps its node (and state) while its key
/// and type are rendered, whatever its position.
public struct ChildWorkflows<Child: Workflow> {
    /// The children, immutable once made.
    @usableFromInline
    final class Storage {
        @usableFromInline let keys: [String]
        @usableFromInline let workflows: [Child]
        /// Positions by key, made on first use.
        @usableFromInline lazy var positions: [String: Int] = {
            var positions = [String: Int](minimumCapacity: keys.count)
            for (position, key) in keys.enumerated() { positions[key] = position }
            return positions
        }()

        init(keys: [String], workflows: [Child]) {
            self.keys = keys
            self.workflows = workflows
        }
    }

    @usableFromInline let storage: Storage

    /// Makes the collection from `(key, workflow)` pairs, in order. Keys must be unique.
    public init(_ children: some Sequence<(key: String, workflow: Child)>) {
        var keys: [String] = [], workflows: [Child] = []
        for child in children {
            keys.append(child.key)
            workflows.append(child.workflow)
        }
        self.init(keys: keys, workflows: workflows)
    }

    /// Makes the collection of one child per key, made by `makeChild`. Keys must be unique.
    public init(keys: [String], _ makeChild: (String) -> Child) {
        var workflows: [Child] = []
        workflows.reserveCapacity(keys.count)
        for key in keys { workflows.append(makeChild(key)) }
        self.init(keys: keys, workflows: workflows)
    }

    private init(keys: [String], workflows: [Child]) {
        storage = Storage(keys: keys, workflows: workflows)
        precondition(storage.positions.count == keys.count,
                     "ChildWorkflows<\(Child.self)>: two children have the same key. Give each child a unique key.")
    }

    /// How many children there are.
    public var count: Int { storage.keys.count }
    /// The children's keys, in order.
    public var keys: [String] { storage.keys }
    /// The children's workflow values, in order.
    public var workflows: [Child] { storage.workflows }
}

// MARK: - Equatable

extension ChildWorkflows: Equatable where Child: Equatable {
    /// The same keys and equal workflows, in order (the same storage is equal at once).
    public static func == (lhs: ChildWorkflows, rhs: ChildWorkflows) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage.keys == rhs.storage.keys && lhs.storage.workflows == rhs.storage.workflows)
    }
}
