@_spi(CheckedCasts) import Gtk

/// Identifies the kind of widget an element makes: elements of the same kind (and the
/// same accessible role) update each other's widgets in place.
struct ElementKind: Equatable {
    /// The content type.
    let type: ObjectIdentifier
    /// A further distinction inside one content type (a custom widget's class).
    let variant: ObjectIdentifier?

    init(_ type: Any.Type, variant: Any.Type? = nil) {
        self.type = ObjectIdentifier(type)
        self.variant = variant.map { ObjectIdentifier($0) }
    }
}

/// The direction a container lays its children out in: spacers expand along it and
/// separators cross it.
enum ElementAxis {
    case vertical, horizontal, none
}

/// What one kind of element shows and how its widget is made and updated. Internal: the
/// public surface is the element types; custom widgets go through `CustomWidget`.
///
/// Speed: `sameKind(_:)`, which every comparison of an old and a new content goes through,
/// reinterprets the value after checking the types (`CheckedCast.reinterpret` after a
/// `precondition`) instead of `as!`: workflow-bench elements (1,000 labels, one changed per update,
/// callgrind, release, 2026-11-29) 8.28 M instructions for 7 updates with,
/// 9.08 M with `as!`.
protocol ElementContent {
    /// The widget kind; see `ElementKind`.
    var kind: ElementKind { get }
    /// A short name for messages and tests.
    var kindName: String { get }
    /// The child elements of a container (empty for leaves).
    var children: [AnyElement] { get }
    /// The axis the children are laid out along.
    var childAxis: ElementAxis { get }
    /// Makes the widget (with this content's values), and the node's state object
    /// (callback slots, an embedded controller) if it needs one.
    @MainActor func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?)
    /// Brings the node's widget from `old` (the same kind) to this content, setting only
    /// what changed, and points its callback slots at this content's closures.
    @MainActor func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext)
    /// The container behaviour (adding, removing, ordering children); nil for leaves.
    var container: ChildContainer? { get }
    /// Called when the node leaves the tree (an embedded controller leaves its parent).
    @MainActor func didRemove(_ node: ElementNode)
    /// The expansion the widget has without an `expand` modifier (a spacer's), per axis;
    /// nil leaves GTK's computed expansion.
    func defaultExpand(axis: ElementAxis) -> ExpandDefaults
    /// The accessible label GTK gives the widget itself from its text (a button's or a
    /// label's), which GTK rewrites whenever that text changes; nil when GTK sets none.
    var derivedAccessibleLabel: String? { get }
    /// Whether the label GTK derives for the widget is unknown (a custom widget's, whose
    /// `update` may change its text at any time): an accessibility label is then set again
    /// after every update, and removing it needs a new widget (the derived one cannot be
    /// restored in place).
    var hasUnknownAccessibleLabel: Bool { get }
    /// Whether `other` (of the same kind) shows exactly what this content shows, so that
    /// updating one to the other would set nothing and the diff leaves the node alone.
    /// True only for `Equatable` contents with equal values; false for the others (a
    /// content with callbacks, children or an embedded screen always updates).
    func showsSame(as other: any ElementContent) -> Bool
    /// Whether `other` (of the same kind) shows what this content shows apart from its
    /// callbacks and its children: the widget itself then needs nothing set, the node only
    /// points its callback slots at this content's closures (`adoptCallbacks`) and diffs
    /// its children. True for a button whose title and icon are unchanged (its new closure
    /// is not a change), a box whose spacing is unchanged; by default `showsSame(as:)`.
    func showsSameApartFromCallbacksAndChildren(as other: any ElementContent) -> Bool
    /// Points the node's callback slots at this content's closures, for an update that
    /// `showsSameApartFromCallbacksAndChildren`; nothing by default.
    @MainActor func adoptCallbacks(_ node: ElementNode)
}

/// The expansion a widget has without an `expand` modifier.
struct ExpandDefaults {
    var horizontal: Bool?
    var vertical: Bool?
}

extension ElementContent {
    var children: [AnyElement] { [] }
    var childAxis: ElementAxis { .none }
    var container: ChildContainer? { nil }
    @MainActor func didRemove(_ node: ElementNode) {}
    func defaultExpand(axis: ElementAxis) -> ExpandDefaults { ExpandDefaults() }
    var derivedAccessibleLabel: String? { nil }
    var hasUnknownAccessibleLabel: Bool { false }
    var kind: ElementKind { ElementKind(Self.self) }
    func showsSame(as other: any ElementContent) -> Bool { false }
    func showsSameApartFromCallbacksAndChildren(as other: any ElementContent) -> Bool { showsSame(as: other) }
    @MainActor func adoptCallbacks(_ node: ElementNode) {}

    /// `other`, whose kind matched this content's, as this content's type: the one cast of
    /// the element diff, checked on the types before the value is reinterpreted.
    func sameKind(_ other: any ElementContent) -> Self {
        func cast<Other: ElementContent>(_ value: Other) -> Self {
            precondition(Other.self == Self.self, "ElementContent: updating a \(Self.self) from a \(Other.self); the kinds were not checked.")
            return CheckedCast.reinterpret(value, as: Self.self)
        }
        return cast(other)
    }
}

extension ElementContent where Self: Equatable {
    /// Equal values: the update would set nothing.
    func showsSame(as other: any ElementContent) -> Bool { self == sameKind(other) }
}

/// How a container widget holds its children. `place` is called after the children were
/// matched, when they were added, removed or reordered (and on every update when
/// `placesOnEveryUpdate`, for per-child layout values such as grid cells).
@MainActor
protocol ChildContainer {
    /// Whether `place` must run on every update, not only when the children changed.
    var placesOnEveryUpdate: Bool { get }
    /// Brings `parent`'s children to `children`, in order, after `removed` left.
    func place(_ children: [ElementNode], removed: [ElementNode], in parent: Widget)
    /// Removes `child` from `parent`.
    func remove(_ child: ElementNode, from parent: Widget)
    /// Adds `child` (not yet in `parent`) just after `previous` (nil: first).
    func add(_ child: ElementNode, after previous: Widget?, to parent: Widget)
    /// Whether a child already in `parent` must be taken out and added again (its grid
    /// cell changed).
    func needsReattach(_ child: ElementNode, in parent: Widget) -> Bool
    /// Like `place`, knowing where each child was: `oldIndices[i]` is `children[i]`'s index
    /// among the previous children (whose widgets `parent` holds in that order), -1 for a
    /// child built by this update. The default calls `place`.
    func place(_ children: [ElementNode], removed: [ElementNode], oldIndices: [Int], in parent: Widget)
}

extension ChildContainer {
    var placesOnEveryUpdate: Bool { false }
    func needsReattach(_ child: ElementNode, in parent: Widget) -> Bool { false }
    func place(_ children: [ElementNode], removed: [ElementNode], oldIndices: [Int], in parent: Widget) {
        place(children, removed: removed, in: parent)
    }

    /// The default placement: remove what left, add what is new, reorder what moved.
    func place(_ children: [ElementNode], removed: [ElementNode], in parent: Widget) {
        // Last first, as a GTK developer empties a box: GTK then does not re-derive every
        // remaining sibling's position at each removal.
        for node in removed.reversed() where node.widget.parent === parent { remove(node, from: parent) }
        var previous: Widget?
        for node in children {
            let widget = node.widget
            if widget.parent !== parent {
                add(node, after: previous, to: parent)
            } else if needsReattach(node, in: parent) {
                remove(node, from: parent)
                add(node, after: previous, to: parent)
            }
            if widget.previousSibling !== previous { widget.moveAfter(previous, in: parent) }
            previous = widget
        }
    }
}
