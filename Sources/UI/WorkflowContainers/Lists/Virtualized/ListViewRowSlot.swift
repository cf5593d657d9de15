import Gtk
import WorkflowUI

/// What a `ListViewScreenController` keeps for one list item GTK made: the row controller
/// (made at the item's first bind, then updated with each row it is bound to, replaced when
/// a row of another kind is bound) and the key of the row it shows now.
@MainActor
final class ListViewRowSlot {
    /// The list item (its wrapper, kept so its identity stays stable until teardown).
    let listItem: ListItem
    /// The row controller, once the item was first bound.
    var controller: ViewController?
    /// The key of the row bound now, or last bound (kept through an unbind: GTK binds an item
    /// whose position moved again at once).
    var key: HashedKey?
    /// `key`'s value when it is an `Int`, compared as an integer when the slot's row is
    /// looked for after an update.
    var integerKey: Int?
    /// The update during which a row was last shown in the slot (the controller's count).
    var shownGeneration = 0
    /// Whether the controller shows an older row than the one the list item stands for now
    /// (a replacement rebound the list item in place while it was off screen).
    var isStale = false

    /// Whether GTK binds the list item now (read from GTK: there is no unbind handler).
    var isBound: Bool { listItem.isShowingItem }

    init(listItem: ListItem) {
        self.listItem = listItem
    }
}
