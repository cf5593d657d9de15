/// Which way a back stack moves between two updates, decided from the keys of the items
/// before and after. Pure logic: the controller turns it into a slide transition.
public enum NavigationDirection: Equatable, Sendable {
    /// The top item is unchanged.
    case none
    /// The new top item was not in the stack (slides in from the right), as a push or a
    /// replacement of the top.
    case push
    /// An item below the old top is the new top (slides in from the left).
    case pop

    /// The direction from `old` to `new` item identities (bottom first).
    public init<Identity: Hashable>(old: [Identity], new: [Identity]) {
        guard let newTop = new.last else { self = .none; return }
        guard let oldTop = old.last else { self = .push; return }
        if newTop == oldTop { self = .none; return }
        self = old.dropLast().contains(newTop) ? .pop : .push
    }
}
