import Gtk
import WorkflowUI

/// Reorders the rows of a `ListViewController` by dragging: a `GtkDragSource` on the box of
/// rows starts a move of the row under the pointer, and a `GtkDropTarget` on the same box
/// takes it back at the drop's position and reports it through the screen's `onMove`. Drags
/// of rows carry the row's position, which only a drag inside the application can carry; a
/// row of another list is refused.
@MainActor
final class ListReordering {
    let dragSource = DragSource()
    let dropTarget = DropTarget(acceptingListRowsWith: .move)
    /// The position of the row being dragged from this list, if any.
    private var draggedPosition: Int?

    init<RowScreen: Screen>(controller: ListViewController<RowScreen>, box: Box) {
        dragSource.actions = .move
        dragSource.onPrepareListRow { [weak self, weak controller] _, y in
            guard let self, let controller, let position = controller.rowPosition(at: y) else { return nil }
            self.draggedPosition = position
            return position
        }
        dropTarget.onDropListRow { [weak self, weak controller] from, _, y in
            guard let self, let controller, from == self.draggedPosition,
                  let onMove = controller.screen.onMove else { return false }
            self.draggedPosition = nil
            let to = controller.destination(ofRowAt: from, droppedAt: y)
            if to != from { onMove(from, to) }
            return true
        }
        box.addController(dragSource)
        box.addController(dropTarget)
    }

    /// Takes the controllers off `box`.
    func detach(from box: Box) {
        box.removeController(dragSource)
        box.removeController(dropTarget)
    }
}

extension ListViewController {
    /// Attaches or detaches the reordering controllers as the screen has an `onMove` or not.
    func updateReordering() {
        guard let box else { return }
        if screen.onMove != nil, reordering == nil {
            reordering = ListReordering(controller: self, box: box)
        } else if screen.onMove == nil, let reordering {
            reordering.detach(from: box)
            self.reordering = nil
        }
    }

    /// The index of the row at `y` (in the box's coordinates), or nil between or past rows.
    func rowPosition(at y: Double) -> Int? {
        guard let box else { return nil }
        return rowViewControllers.firstIndex { row in
            guard let frame = row.viewWidget.frameInParent, row.viewWidget.parent === box else { return false }
            return y >= Double(frame.y) && y < Double(frame.y + frame.height)
        }
    }

    /// Where row `from` goes when dropped at `y`: before the first row whose middle is below
    /// `y`, counted after `from` is taken out.
    func destination(ofRowAt from: Int, droppedAt y: Double) -> Int {
        let rows = rowViewControllers
        let insertion = rows.firstIndex { row in
            guard let frame = row.viewWidget.frameInParent else { return false }
            return y < Double(frame.y) + Double(frame.height) / 2
        } ?? rows.count
        return insertion > from ? insertion - 1 : insertion
    }

    /// The drag source that starts row moves, while the screen has an `onMove`.
    public var reorderingDragSource: DragSource? { reordering?.dragSource }
    /// The drop target that takes row moves, while the screen has an `onMove`.
    public var reorderingDropTarget: DropTarget? { reordering?.dropTarget }
}
