import WorkflowContainers
import WorkflowUI

/// Child controllers matched by key + kind across updates (WorkflowContainers' `KeyedDiff`):
/// a reused child is updated in place, a new one is built, a dropped one is returned for the
/// caller to remove. Widget work is the caller's.
@MainActor
struct KeyedControllers {
    /// A live child.
    struct Child {
        /// Key and kind.
        var identity: Identity
        /// The child's controller.
        var controller: ViewController
        /// A name unique within its container (for stack pages).
        var name: String
    }

    /// Key and kind; children are matched by both.
    struct Identity: Hashable {
        var key: AnyHashable
        var kind: ViewControllerDescription.KindIdentifier
    }

    private(set) var children: [Child] = []
    private var serial = 0

    /// Matches `descriptions` against the live children. Returns the inserted and removed.
    mutating func update(with descriptions: [(key: AnyHashable, description: ViewControllerDescription)]) -> (inserted: [Child], removed: [Child]) {
        let identities = descriptions.map { Identity(key: $0.key, kind: $0.description.kind) }
        let diff = KeyedDiff(old: children.map(\.identity), new: identities)
        var next: [Child] = []
        var inserted: [Child] = []
        for (index, source) in diff.sources.enumerated() {
            let description = descriptions[index].description
            switch source {
            case .reused(let oldIndex):
                description.update(viewController: children[oldIndex].controller)
                next.append(children[oldIndex])
            case .inserted:
                serial += 1
                let child = Child(identity: identities[index], controller: description.buildViewController(), name: "child-\(serial)")
                next.append(child)
                inserted.append(child)
            }
        }
        let removed = diff.removedIndices.map { children[$0] }
        children = next
        return (inserted, removed)
    }
}
