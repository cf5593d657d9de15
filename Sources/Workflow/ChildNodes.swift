/// A child node, seen without its workflow type.
@MainActor
@usableFromInline
protocol AnyChildNode: AnyObject {
    func tearDown()
}

// MARK: - AnyChildNode

extension WorkflowNode: AnyChildNode {}

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
/// order (the common case) matches each child by position, with one comparison and no
/// hashing; only a child found out of place makes the node build an index of the previous
/// pass's children (once per pass). The two arrays are swapped between passes, so a
/// steady pass allocates nothing.
@MainActor
@usableFromInline
struct ChildNodes {
    /// One child: its ID and node. `node` is `nil` once claimed in the current pass.
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

    /// Children rendered in the current (or last) pass, in render order.
    @usableFromInline var current: [Entry] = []
    /// Children of the previous pass; claimed ones have their node set to `nil`.
    @usableFromInline var previous: [Entry] = []
    /// Where the next child is expected in `previous`.
    @usableFromInline var cursor = 0
    /// How many entries of `previous` were claimed in this pass.
    @usableFromInline var claimedCount = 0
    /// Positions in `previous` by ID, built on the first out-of-place child of a pass.
    private var previousIndex: [ChildID: Int]?
    /// IDs of the children made new in this pass, once a pass needed the index.
    private var newIDs: Set<ChildID> = []

    /// The number of children rendered in the current (or last) pass.
    var count: Int { current.count }

    /// Starts a render pass: every current child becomes a candidate for reuse.
    mutating func beginRenderPass() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        cursor = 0
        claimedCount = 0
    }

    /// Looks up the child with `id` among the previous pass's children and claims it.
    @inlinable
    mutating func claim(_ id: ChildID) -> ChildClaim {
        if cursor < previous.count, previous[cursor].id == id {
            // Moved out, not copied: no retain and release of the node.
            var taken: (any AnyChildNode)? = nil
            swap(&taken, &previous[cursor].node)
            if let node = taken {
                cursor += 1
                claimedCount += 1
                return .reused(node)
            }
        }
        return claimOutOfPlace(id)
    }

    @usableFromInline
    mutating func claimOutOfPlace(_ id: ChildID) -> ChildClaim {
        if previousIndex == nil {
            var index = [ChildID: Int](minimumCapacity: previous.count)
            for (position, entry) in previous.enumerated() { index[entry.id] = position }
            // Every child before this one was claimed by position, so none was made new yet:
            // `newIDs` starts empty.
            previousIndex = index
        }
        if let position = previousIndex?[id] {
            guard let node = previous[position].node else { return .duplicate }
            previous[position].node = nil
            cursor = position + 1
            claimedCount += 1
            return .reused(node)
        }
        return newIDs.insert(id).inserted ? .new : .duplicate
    }

    /// Records `node` as rendered in this pass, after ``claim(_:)``.
    @inlinable
    mutating func append(_ node: any AnyChildNode, for id: ChildID) {
        current.append(Entry(id: id, node: node))
    }

    /// Ends a render pass. Returns the children that were not rendered in it, for the
    /// caller to tear down (outside of any access to this value).
    mutating func endRenderPass() -> [any AnyChildNode] {
        previousIndex = nil
        newIDs.removeAll(keepingCapacity: true)
        guard claimedCount < previous.count else {
            previous.removeAll(keepingCapacity: true)
            return []
        }
        let stale = previous.compactMap(\.node)
        previous.removeAll(keepingCapacity: true)
        return stale
    }

    /// Forgets every child. Returns them, for the caller to tear down.
    mutating func removeAll() -> [any AnyChildNode] {
        let all = current.compactMap(\.node)
        current = []
        return all
    }
}
