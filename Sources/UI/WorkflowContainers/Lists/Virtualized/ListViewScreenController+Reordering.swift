import Gtk
import WorkflowUI

extension ListViewScreenController {
    /// Attaches or detaches the reordering controllers (on the list view) as the screen has
    /// an `onMove` or not.
    func updateReordering() {
        guard let listView else { return }
        if screen.onMove != nil, reordering == nil {
            reordering = ListReordering(
                on: listView,
                position: { [weak self] y in self?.rowPosition(at: y) },
                destination: { [weak self] from, y in
                    guard let self else { return from }
                    return reorderDestination(from: from, y: y, frames: self.boundRowFrames(), count: self.screen.rows.count)
                },
                onMove: { [weak self] in self?.screen.onMove })
        } else if screen.onMove == nil, let reordering {
            reordering.detach()
            self.reordering = nil
        }
    }

    /// The frames (in the list view's coordinates) of the rows bound now, by position.
    func boundRowFrames() -> [(position: Int, frame: Rect)] {
        guard let listView else { return [] }
        return slots.values.compactMap { slot in
            guard slot.isBound, let child = slot.listItem.child, let frame = child.frame(in: listView) else { return nil }
            return (slot.listItem.position, frame)
        }
    }

    /// The position of the row at `y` (in the list view's coordinates), or nil.
    func rowPosition(at y: Double) -> Int? {
        boundRowFrames().first { y >= Double($0.frame.y) && y < Double($0.frame.y + $0.frame.height) }?.position
    }

    /// The drag source that starts row moves, while the screen has an `onMove`.
    public var reorderingDragSource: DragSource? { reordering?.dragSource }
    /// The drop target that takes row moves, while the screen has an `onMove`.
    public var reorderingDropTarget: DropTarget? { reordering?.dropTarget }
}
