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
    var key: AnyHashable?
    /// Whether GTK binds the list item now.
    var isBound = false
    /// Where the row the controller shows was read from (`ListViewRowStore.location(at:)`),
    /// when it was read at a bind: a bind to a row at the same location shows the same value
    /// again, and reads nothing. Nil after the controller was updated otherwise.
    var location: (chunk: AnyObject, offset: Int)?

    init(listItem: ListItem) {
        self.listItem = listItem
    }
}
