/// A child node, seen without its workflow type.
@MainActor
protocol AnyChildNode: AnyObject {
    func tearDown()
}

// MARK: - AnyChildNode

extension WorkflowNode: AnyChildNode {}

/// Identifies a child across render passes: its workflow type and key.
struct ChildID: Hashable {
    let workflowType: ObjectIdentifier
    let key: String
}

/// What ``ChildNodes/claim(_:)`` found for a child rendered in the current pass.
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
struct ChildNodes {
    /// One child: its ID and node. `node` is `nil` once claimed in the current pass.
    struct Entry {
        let id: ChildID
        var node: (any AnyChildNode)?
    }

    /// Children rendered in the current (or last) pass, in render order.
    private var current: [Entry] = []
    /// Children of the previous pass; claimed ones have their node set to `nil`.
    private var previous: [Entry] = []
    /// Where the next child is expected in `previous`.
    private var cursor = 0
    /// How many entries of `previous` were claimed in this pass.
    private var claimedCount = 0
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
    mutating func claim(_ id: ChildID) -> ChildClaim {
        if cursor < previous.count, previous[cursor].id == id, let node = previous[cursor].node {
            previous[cursor].node = nil
            cursor += 1
            claimedCount += 1
            return .reused(node)
        }
        return claimOutOfPlace(id)
    }

    private mutating func claimOutOfPlace(_ id: ChildID) -> ChildClaim {
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
    mutating func append(_ node: any AnyChildNode, for id: ChildID) {
        current.append(Entry(id: id, node: node))
    }

    /// Ends a render pass, tearing down the children that were not rendered in it.
    mutating func endRenderPass() {
        previousIndex = nil
        newIDs.removeAll(keepingCapacity: true)
        guard claimedCount < previous.count else {
            previous.removeAll(keepingCapacity: true)
            return
        }
        let stale = previous.compactMap(\.node)
        previous.removeAll(keepingCapacity: true)
        for node in stale { node.tearDown() }
    }

    /// Tears down every child.
    mutating func tearDownAll() {
        let all = current.compactMap(\.node)
        current = []
        for node in all { node.tearDown() }
    }
}
