import WorkflowContainers
import WorkflowUI

/// Child controllers matched by key + kind across updates (WorkflowContainers'
/// `KeyedChildren`): a reused child is updated in place, a new one is built, a dropped one is
/// returned for the caller to remove. Widget work is the caller's.
@MainActor
struct KeyedControllers {
    /// The live children, in the order of the last descriptions.
    private(set) var children: [KeyedChild] = []
    /// Their stack page names, never reused.
    private let names = PageNames()

    /// Matches `descriptions` against the live children. Returns the inserted and removed.
    mutating func update(with descriptions: [(key: AnyHashable, description: ViewControllerDescription)]) -> (inserted: [KeyedChild], removed: [KeyedChild]) {
        let result = KeyedChildren.update(children, with: descriptions, names: names)
        children = result.children
        return (result.inserted, result.removed)
    }
}
