import WorkflowUI

/// A live child of a keyed container: its identity (key + kind) and its controller. Shared
/// with WorkflowAdwaita's containers.
@MainActor
package struct KeyedChild {
    /// Key and kind; children are matched across updates by both.
    package struct Identity: Hashable {
        /// The key the screen gave the child.
        package var key: AnyHashable
        /// The kind of controller its description builds.
        package var kind: ViewControllerDescription.KindIdentifier
    }

    /// Key and kind.
    package let identity: Identity
    /// The child's controller.
    package let controller: ViewController
    /// The GtkStack page name (unique per child, so a rebuilt child never clashes).
    package let pageName: String
}

/// Page names for one container's children: `page-1`, `page-2`, … never reused by that
/// container, so a rebuilt child's page never clashes with the one it replaces. Each
/// container owns one (no process-wide counter).
@MainActor
package final class PageNames {
    private var last = 0

    /// Starts at `page-1`.
    package init() {}

    /// The next unused name.
    package func next() -> String {
        last += 1
        return "page-\(last)"
    }
}

/// Applies a keyed diff to a list of live children, building, updating and dropping
/// controllers. Widget work is left to the caller.
@MainActor
package enum KeyedChildren {
    /// The outcome of `update`: the new list, and the children that are no longer in it.
    package struct Result {
        /// The children, in the order of the descriptions.
        package var children: [KeyedChild]
        /// The old children no description matched (their controllers are to be removed).
        package var removed: [KeyedChild]
        /// The children built by this update.
        package var inserted: [KeyedChild]
        /// The diff that matched them.
        package var diff: KeyedDiff
    }

    /// A keyed container's first children: builds a controller for each of `descriptions`
    /// and adds it as a child of `parent`.
    package static func build(_ descriptions: [(key: AnyHashable, description: ViewControllerDescription)],
                              names: PageNames, childrenOf parent: ViewController) -> [KeyedChild] {
        let children = update([], with: descriptions, names: names).children
        children.forEach { parent.addChild($0.controller) }
        return children
    }

    /// Matches `descriptions` (with their keys) against `old`: reused children are updated
    /// in place, the others are built.
    package static func update(_ old: [KeyedChild], with descriptions: [(key: AnyHashable, description: ViewControllerDescription)],
                       names: PageNames) -> Result {
        let (identities, diff, reused) = match(old, descriptions)
        var result = build(reused, identities: identities, diff: diff, descriptions: descriptions, names: names)
        result.removed = diff.removedIndices.map { old[$0] }
        return result
    }

    /// Like `update`, but hands the controllers of the children no description matched to
    /// `remove` before any child is built or updated (the result's `removed` is empty): when
    /// the caller passes `old` as its only reference to them, `remove` holds the last one, so
    /// what it lets go is freed right there, and new children reuse that memory.
    package static func update(_ old: consuming [KeyedChild],
                               with descriptions: [(key: AnyHashable, description: ViewControllerDescription)],
                               names: PageNames, removingFirst remove: (consuming [ViewController]) -> Void) -> Result {
        let (identities, diff, reused) = match(old, descriptions)
        let removed = diff.removedIndices.map { old[$0].controller }
        _ = consume old
        if !removed.isEmpty { remove(consume removed) }
        return build(reused, identities: identities, diff: diff, descriptions: descriptions, names: names)
    }

    /// The descriptions' identities, their diff against `old`, and per description the old
    /// child it reuses (nil: built).
    private static func match(_ old: [KeyedChild], _ descriptions: [(key: AnyHashable, description: ViewControllerDescription)])
        -> (identities: [KeyedChild.Identity], diff: KeyedDiff, reused: [KeyedChild?]) {
        let identities = descriptions.map { KeyedChild.Identity(key: $0.key, kind: $0.description.kind) }
        let diff = KeyedDiff(old: old.map(\.identity), new: identities)
        let reused: [KeyedChild?] = diff.sources.map { source in
            if case .reused(let oldIndex) = source { old[oldIndex] } else { nil }
        }
        return (identities, diff, reused)
    }

    /// Updates the reused children and builds the others, in the descriptions' order.
    private static func build(_ reused: [KeyedChild?], identities: [KeyedChild.Identity], diff: KeyedDiff,
                              descriptions: [(key: AnyHashable, description: ViewControllerDescription)],
                              names: PageNames) -> Result {
        var children: [KeyedChild] = []
        children.reserveCapacity(descriptions.count)
        var inserted: [KeyedChild] = []
        for (index, child) in reused.enumerated() {
            let description = descriptions[index].description
            if let child {
                description.update(viewController: child.controller)
                children.append(child)
            } else {
                let child = KeyedChild(identity: identities[index], controller: description.buildViewController(),
                                       pageName: names.next())
                children.append(child)
                inserted.append(child)
            }
        }
        return Result(children: children, removed: [], inserted: inserted, diff: diff)
    }
}
