import WorkflowUI

/// A live child of a keyed container: its identity (key + kind) and its controller.
@MainActor
struct KeyedChild {
    /// Key and kind; children are matched across updates by both.
    struct Identity: Hashable {
        var key: AnyHashable
        var kind: ViewControllerDescription.KindIdentifier
    }

    let identity: Identity
    let controller: ViewController
    /// The GtkStack page name (unique per child, so a rebuilt child never clashes).
    let pageName: String

}

/// Page names for one container's children: `page-1`, `page-2`, … never reused by that
/// container, so a rebuilt child's page never clashes with the one it replaces. Each
/// container owns one (no process-wide counter).
@MainActor
final class PageNames {
    private var last = 0

    /// The next unused name.
    func next() -> String {
        last += 1
        return "page-\(last)"
    }
}

/// Applies a keyed diff to a list of live children, building, updating and dropping
/// controllers. Widget work is left to the caller.
@MainActor
enum KeyedChildren {
    /// The outcome of `update`: the new list, and the children that are no longer in it.
    struct Result {
        var children: [KeyedChild]
        var removed: [KeyedChild]
        var inserted: [KeyedChild]
        var diff: KeyedDiff
    }

    /// Matches `descriptions` (with their keys) against `old`: reused children are updated
    /// in place, the others are built.
    static func update(_ old: [KeyedChild], with descriptions: [(key: AnyHashable, description: ViewControllerDescription)],
                       names: PageNames) -> Result {
        let identities = descriptions.map { KeyedChild.Identity(key: $0.key, kind: $0.description.kind) }
        let diff = KeyedDiff(old: old.map(\.identity), new: identities)
        var children: [KeyedChild] = []
        var inserted: [KeyedChild] = []
        for (index, source) in diff.sources.enumerated() {
            let description = descriptions[index].description
            switch source {
            case .reused(let oldIndex):
                let child = old[oldIndex]
                description.update(viewController: child.controller)
                children.append(child)
            case .inserted:
                let child = KeyedChild(identity: identities[index], controller: description.buildViewController(),
                                       pageName: names.next())
                children.append(child)
                inserted.append(child)
            }
        }
        return Result(children: children, removed: diff.removedIndices.map { old[$0] }, inserted: inserted, diff: diff)
    }
}
