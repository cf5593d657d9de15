/// A child node, seen without its workflow type.
@MainActor
@usableFromInline
protocol AnyChildNode: AnyObject {
    func tearDown()
    /// This node and its subtree as a ``WorkflowTreeNode`` (inspection, off the hot paths).
    func treeNode(under parentPath: WorkflowNodePath) -> WorkflowTreeNode
    /// Appends the states of the ``RestorableWorkflow`` nodes of this subtree.
    func collectSavedStates(under parentPath: WorkflowNodePath, into states: inout [WorkflowSavedState])
    /// The node at `path` below this node (`path` starts with this node's own component).
    func descendant(at path: ArraySlice<WorkflowNodePath.Component>) -> (any AnyChildNode)?
    /// Appends the workflow nodes this child stands for: itself, or a group's children.
    func appendLiveNodes(to list: inout [any AnyChildNode])
}

// MARK: - AnyChildNode

extension WorkflowNode: AnyChildNode {
    @usableFromInline
    func appendLiveNodes(to list: inout [any AnyChildNode]) {
        list.append(self)
    }
}

/// Identifies a child across render passes: its workflow type and key.
@usableFromInline
struct ChildID: Hashable {
    @usableFromInline let workflowType: ObjectIdentifier
    @usableFromInline let key: String

    @inlinable
    init(workflowType: ObjectIdentifier, key: String) {
        self.workflowType = workflowType
        self.key = key
    }

    @inlinable
    static func == (lhs: ChildID, rhs: ChildID) -> Bool {
        lhs.workflowType == rhs.workflowType && lhs.key == rhs.key
    }
}

/// What ``ChildNodes/claim(_:)`` found for a child rendered in the current pass.
@usableFromInline
enum ChildClaim {
    /// The child of the previous pass with the same ID, to be reused.
    case reused(any AnyChildNode)
    /// No child with this ID: a new node must be made.
    case new
    /// A child with this ID was already rendered in this pass.
    case duplicate
}

/// The children of one node, matched by ``ChildID`` from one render pass to the next.
///
/// Children are kept in render order. A pass that renders the same children in the same
/// order (the common case) matches each child by position, in place: one comparison, no
/// hashing, no copy. Only a child found out of place (or a new one) switches the pass to
/// rebuilding: the children rendered so far are copied to `current`, the rest are found
/// through an index of the previous pass's children built once, and `current` becomes the
/// child list at the end of the pass. The two arrays are swapped, so a steady pass
/// allocates nothing.
@MainActor
@usableFromInline
struct ChildNodes {
    /// One child: its ID and node. `node` is `nil` once claimed in a rebuilding pass.
    @usableFromInline
    struct Entry {
        @usableFromInline let id: ChildID
        @usableFromInline var node: (any AnyChildNode)?

        @inlinable
        init(id: ChildID, node: (any AnyChildNode)?) {
            self.id = id
            self.node = node
        }
    }

    /// The children of the last pass, in render order. During a pass: those before
    /// `cursor` were rendered again at their position (unless rebuilding); when
    /// rebuilding, claimed entries have their node set to `nil`.
    @usableFromInline var entries: [Entry] = []
    /// Where the next child is expected in `entries`.
    @usableFromInline var cursor = 0
    /// Whether this pass rendered a child out of place or a new one, and so builds `current`.
    @usableFromInline var isRebuilding = false
    /// The children rendered in this pass, in order, when rebuilding.
    var current: [Entry] = []
    /// How many entries were claimed in this pass, when rebuilding.
    var claimedCount = 0
    /// Positions in `entries` by ID, built on the first out-of-place child of a pass.
    var previousIndex: [ChildID: Int]?
    /// IDs of the children made new in this pass, once a pass is rebuilding.
    var newIDs: Set<ChildID> = []

    /// Starts a render pass: every child of the last pass becomes a candidate for reuse.
    mutating func beginRenderPass() {
        cursor = 0
    }

    /// Claims the child of the previous pass at the current position when it has `id`
    /// (the common case: the same children in the same order); then ``lastClaimed(as:)``
    /// returns it. Otherwise claims nothing: call ``claim(_:)``.
    @inlinable
    mutating func claimsInPlace(_ id: ChildID) -> Bool {
        guard !isRebuilding, cursor < entries.count, entries[cursor].id == id, entries[cursor].node != nil else {
            return false
        }
        cursor &+= 1
        return true
    }

    /// The child just claimed by ``claimsInPlace(_:)``, as the node type its ID names.
    @inlinable
    func lastClaimed<Node: AnyObject>(as type: Node.Type) -> Node {
        entries[cursor &- 1].node! as! Node
    }

    /// Looks up the child with `id` among the previous pass's children and claims it.
    /// A child that is `.new` must then be recorded with ``appendNew(_:for:)``.
    @inlinable
    mutating func claim(_ id: ChildID) -> ChildClaim {
        if !isRebuilding, cursor < entries.count, entries[cursor].id == id, let node = entries[cursor].node {
            cursor += 1
            return .reused(node)
        }
        return claimWhileRebuilding(id)
    }

    @usableFromInline
    mutating func claimWhileRebuilding(_ id: ChildID) -> ChildClaim {
        if !isRebuilding {
            // The children before the cursor were rendered in order: they start the new list.
            isRebuilding = true
            current.removeAll(keepingCapacity: true)
            current.append(contentsOf: entries[0..<cursor])
            for position in 0..<cursor { entries[position].node = nil }
            claimedCount = cursor
        }
        if cursor < entries.count, entries[cursor].id == id {
            var taken: (any AnyChildNode)? = nil
            swap(&taken, &entries[cursor].node)
            if let node = taken {
                cursor += 1
                claimedCount += 1
                current.append(Entry(id: id, node: node))
                return .reused(node)
            }
        }
        if previousIndex == nil {
            var index = [ChildID: Int](minimumCapacity: entries.count)
            for (position, entry) in entries.enumerated() { index[entry.id] = position }
            previousIndex = index
        }
        if let position = previousIndex?[id] {
            guard let node = entries[position].node else { return .duplicate }
            entries[position].node = nil
            cursor = position + 1
            claimedCount += 1
            current.append(Entry(id: id, node: node))
            return .reused(node)
        }
        return newIDs.insert(id).inserted ? .new : .duplicate
    }

    /// Records a new child, after ``claim(_:)`` returned `.new` (the pass is rebuilding).
    @usableFromInline
    mutating func appendNew(_ node: any AnyChildNode, for id: ChildID) {
        current.append(Entry(id: id, node: node))
    }

    /// Ends a render pass. Returns the children that were not rendered in it, for the
    /// caller to tear down (outside of any access to this value).
    mutating func endRenderPass() -> [any AnyChildNode] {
        guard isRebuilding else {
            guard cursor < entries.count else { return [] }
            let stale = entries[cursor...].compactMap(\.node)
            entries.removeSubrange(cursor...)
            return stale
        }
        isRebuilding = false
        previousIndex = nil
        newIDs.removeAll(keepingCapacity: true)
        let stale = claimedCount < entries.count ? entries.compactMap(\.node) : []
        swap(&entries, &current)
        current.removeAll(keepingCapacity: true)
        return stale
    }

    /// The live children, in the order of the latest render pass.
    /// (A ``ChildGroup`` is listed as its children.)
    var liveNodes: [any AnyChildNode] {
        var list: [any AnyChildNode] = []
        for entry in isRebuilding ? current : entries {
            entry.node?.appendLiveNodes(to: &list)
        }
        return list
    }

    /// Forgets every child. Returns them, for the caller to tear down.
    mutating func removeAll() -> [any AnyChildNode] {
        var all = entries.compactMap(\.node)
        if isRebuilding { all += current.compactMap(\.node) }
        entries = []
        current = []
        isRebuilding = false
        return all
    }
}
