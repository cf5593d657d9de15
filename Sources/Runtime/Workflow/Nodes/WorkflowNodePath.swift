/// Where a node sits in its host's tree: the workflow type and key of every node from the
/// root down to it. State restoration keys saved states by it, so a state goes back to the
/// node rendered at the same place by the same workflow type with the same key.
public struct WorkflowNodePath: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One step of a path: a node's workflow type (its full name) and key.
    public struct Component: Hashable, Sendable, Codable {
        /// The workflow type's full name (`String(reflecting:)`).
        public var workflowType: String
        /// The key the node was rendered with (`""` by default).
        public var key: String

        /// Creates a component.
        public init(workflowType: String, key: String) {
            self.workflowType = workflowType
            self.key = key
        }
    }

    /// The steps from the root (first) to the node (last).
    public var components: [Component]

    /// Creates a path from its components, root first.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// This path with one more step.
    public func appending(workflowType: String, key: String) -> WorkflowNodePath {
        var path = self
        path.components.append(Component(workflowType: workflowType, key: key))
        return path
    }

    /// `Root/Child[key]/…`, for logs.
    public var description: String {
        components.map { $0.key.isEmpty ? $0.workflowType : "\($0.workflowType)[\($0.key)]" }.joined(separator: "/")
    }
}
