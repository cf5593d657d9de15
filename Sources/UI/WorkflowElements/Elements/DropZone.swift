import Gtk

/// Elements that accept drops of files and text (a vertical `GtkBox` with a
/// `GtkDropTarget`): `onDrop` receives each drop as paths or text; a drag of another kind is
/// refused by GTK. The newest element's closure is called. `.acceptingDrops(of:onDrop:)`
/// wraps one element in a drop zone.
///
/// ```swift
/// DropZone(accepting: [.files], onDrop: onDrop) {
///     Label("Drop notes here")
/// }
/// ```
public struct DropZone: Element, ElementContent {
    /// The kinds of content accepted, in order of preference.
    public var kinds: [DragContent.Kind]
    /// Called with each accepted drop.
    public var onDrop: (DragContent) -> Void
    /// The children, top first.
    public var children: [AnyElement]

    /// A drop zone for `kinds` around the builder's elements (stacked in a column).
    public init(accepting kinds: [DragContent.Kind] = [.files, .text], onDrop: @escaping (DragContent) -> Void,
                @ElementBuilder _ content: () -> [AnyElement]) {
        self.kinds = kinds
        self.onDrop = onDrop
        children = content()
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "DropZone" }
    var childAxis: ElementAxis { .vertical }
    var container: ChildContainer? { BoxContainer() }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let box = Box(.vertical, spacing: 0)
        let state = DropZoneState(slot: CallbackSlot<DragContent>({ [onDrop] in onDrop($0) }))
        state.attach(kinds, to: box)
        return (box, state)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let state = node.state! as! DropZoneState
        state.slot.action = { [onDrop] in onDrop($0) }
        if kinds != sameKind(old).kinds { state.attach(kinds, to: node.widget) }
    }
}

/// A drop zone's drop target (replaced when the kinds change) and the slot its handler calls.
@MainActor
final class DropZoneState {
    let slot: CallbackSlot<DragContent>
    /// The drop target on the box now.
    private(set) var target: DropTarget?

    init(slot: CallbackSlot<DragContent>) { self.slot = slot }

    /// Puts a drop target for `kinds` on `box`, in place of the previous one.
    func attach(_ kinds: [DragContent.Kind], to box: Widget) {
        if let target { box.removeController(target) }
        let target = DropTarget(accepting: kinds, actions: .copy)
        target.onDrop { [slot] content, _, _ in
            guard kinds.contains(content.kind) else { return false }
            slot.send(content)
            return true
        }
        box.addController(target)
        self.target = target
    }
}

extension AnyElement {
    /// This element in a ``DropZone`` for `kinds`: `onDrop` receives each drop.
    public func acceptingDrops(of kinds: [DragContent.Kind] = [.files, .text], onDrop: @escaping (DragContent) -> Void) -> AnyElement {
        DropZone(accepting: kinds, onDrop: onDrop) { self }.anyElement
    }
}
