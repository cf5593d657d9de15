import Gtk
import WorkflowUI

/// Reorders the rows of a `ListScreenController` by dragging: a `GtkDragSource` on the box of
/// rows starts a move of the row under the pointer, and a `GtkDropTarget` on the same box
/// takes it back at the drop's position and reports it through the screen's `onMove`. Drags
/// of rows carry the row's position, which only a drag inside the application can carry; a
/// row of another list is refused.
@MainActor
final class ListReordering {
    let dragSource = DragSource()
    let dropTarget = DropTarget(acceptingListRowsWith: .move)
    /// The widget the controllers are on.
    private weak var widget: Widget?
    /// The position of the row being dragged from this list, if any.
    private var draggedPosition: Int?

    /// Reorders the rows shown in `widget`: `position` finds the row at a height,
    /// `destination` where a row dropped at a height goes, `onMove` is the screen's closure now.
    init(on widget: Widget, position: @escaping @MainActor (Double) -> Int?,
         destination: @escaping @MainActor (_ from: Int, _ y: Double) -> Int,
         onMove: @escaping @MainActor () -> ((Int, Int) -> Void)?) {
        self.widget = widget
        dragSource.actions = .move
        dragSource.onPrepareListRow { [weak self] _, y in
            guard let self, let row = position(y) else { return nil }
            self.draggedPosition = row
            return row
        }
        dropTarget.onDropListRow { [weak self] from, _, y in
            guard let self, from == self.draggedPosition, let onMove = onMove() else { return false }
            self.draggedPosition = nil
            let to = destination(from, y)
            if to != from { onMove(from, to) }
            return true
        }
        widget.addController(dragSource)
        widget.addController(dropTarget)
    }

    /// Takes the controllers off the widget.
    func detach() {
        widget?.removeController(dragSource)
        widget?.removeController(dropTarget)
    }
}

/// Where a row dropped at `y` goes among rows whose frames are `frames` (by position, in
/// the drop target's coordinates): before the first row whose middle is below `y`, else
/// after the last, counted after `from` is taken out.
func reorderDestination(from: Int, y: Double, frames: [(position: Int, frame: Rect)], count: Int) -> Int {
    let sorted = frames.sorted { $0.position < $1.position }
    let insertion = sorted.first { y < Double($0.frame.y) + Double($0.frame.height) / 2 }?.position
        ?? (sorted.last.map { $0.position + 1 } ?? count)
    return insertion > from ? insertion - 1 : insertion
}

extension ListScreenController {
    /// Attaches or detaches the reordering controllers as the screen has an `onMove` or not.
    func updateReordering() {
        guard let box else { return }
        if screen.onMove != nil, reordering == nil {
            reordering = ListReordering(
                on: box,
                position: { [weak self] y in self?.rowPosition(at: y) },
                destination: { [weak self] from, y in self?.destination(ofRowAt: from, droppedAt: y) ?? from },
                onMove: { [weak self] in self?.screen.onMove })
        } else if screen.onMove == nil, let reordering {
            reordering.detach()
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

    /// Where row `from` goes when dropped at `y`.
    func destination(ofRowAt from: Int, droppedAt y: Double) -> Int {
        let rows = rowViewControllers
        let frames = rows.enumerated().compactMap { index, row in row.viewWidget.frameInParent.map { (index, $0) } }
        return reorderDestination(from: from, y: y, frames: frames, count: rows.count)
    }

    /// The drag source that starts row moves, while the screen has an `onMove`.
    public var reorderingDragSource: DragSource? { reordering?.dragSource }
    /// The drop target that takes row moves, while the screen has an `onMove`.
    public var reorderingDropTarget: DropTarget? { reordering?.dropTarget }
}
