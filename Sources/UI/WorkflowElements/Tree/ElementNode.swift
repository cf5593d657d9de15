import Gtk

/// How a child is matched between two updates: by its key, or by its position among the
/// siblings that have no key.
struct ChildID: Hashable {
    /// The key, or nil for a child matched by position.
    let key: ElementKey?
    /// The position among the unkeyed siblings (-1 for a keyed child).
    let position: Int

    static func position(_ position: Int) -> ChildID { ChildID(key: nil, position: position) }
}

/// One live element: the element last applied, its widget, its children and the state
/// its content keeps (callback slots, an embedded controller). The tree of nodes is what
/// the next element tree is diffed against.
///
/// Speed: `element`, read and replaced for every node of every update, skips dynamic
/// exclusivity checks (`@exclusivity(unchecked)`; main-actor only, no access spans a call
/// that reaches the same node): js-ops `select` (1,000 rows, the measured window, callgrind,
/// release, 2026-11-29) 115.1 M instructions with, 118.2 M without.
@MainActor
final class ElementNode {
    /// The element applied last.
    @exclusivity(unchecked) private(set) var element: AnyElement
    /// How this node is matched among its siblings.
    let id: ChildID
    /// The widget made for the element.
    let widget: Widget
    /// The content's state (callback slots, an embedded controller), if it keeps any.
    let state: AnyObject?
    /// The axis of the parent's layout, as the widget was built for.
    let axis: ElementAxis
    /// The element's kind, which every update keeps (read here rather than through the
    /// stored element, which would be copied for the call).
    let kind: ElementKind
    /// The child nodes, in order.
    private(set) var children: [ElementNode] = []

    /// Builds the widget of `element` and of all its children.
    init(building element: AnyElement, id: ChildID, axis: ElementAxis, context: ElementContext) {
        self.element = element
        self.id = id
        self.axis = axis
        kind = element.content.kind
        let (widget, state) = element.content.makeWidget(axis: axis, context: context)
        self.widget = widget
        self.state = state
        context.counters.widgetsBuilt += 1
        if let role = element.modifiers?.values.role { widget.setAccessibleRole(role) }
        ModifierValues.apply(element.modifiers, over: nil, to: widget, defaultExpand: element.content.defaultExpand(axis: axis))
        if let label = element.modifiers?.values.accessibleLabel { widget.setAccessibleLabel(label) }
        let elements = element.content.children
        if !elements.isEmpty, let container = element.content.container {
            let childAxis = element.content.childAxis
            var unkeyed = 0
            children = elements.map { child in
                ElementNode(building: child, id: Self.childID(child, unkeyed: &unkeyed), axis: childAxis, context: context)
            }
            container.place(children, removed: [], in: widget)
        }
    }

    /// The id of `element` among its siblings; counts the unkeyed ones.
    static func childID(_ element: AnyElement, unkeyed: inout Int) -> ChildID {
        if let key = element.key { return ChildID(key: key, position: -1) }
        defer { unkeyed += 1 }
        return .position(unkeyed)
    }

    /// Whether `new` can update this node's widget: the same kind and accessible role.
    func canUpdate(to new: AnyElement) -> Bool {
        guard kind == new.content.kind else { return false }
        let oldModifiers = element.modifiers
        let newModifiers = new.modifiers
        if oldModifiers === newModifiers { return true }
        // The two fields are read from the boxes (copying the values out would copy every field).
        guard oldModifiers?.values.role == newModifiers?.values.role else { return false }
        if new.content.hasUnknownAccessibleLabel, oldModifiers?.values.accessibleLabel != nil,
           newModifiers?.values.accessibleLabel == nil {
            return false
        }
        return true
    }

    /// Whether `new` (which `canUpdate` this node) shows exactly what the node shows: equal
    /// modifiers and a content equal to the current one (see `ElementContent.showsSame`).
    /// The diff then skips the node: its widget, children and stored element stay. The
    /// stored element is read in place (a copy of it would cost as much as the check).
    func isUnchanged(by new: AnyElement) -> Bool {
        modifiersUnchanged(by: new) && Self.contentShowsSame(&element, as: new)
    }

    /// Whether `old`'s content shows what `new`'s shows. `old` is the node's stored element,
    /// passed `inout` so that it is read where it is stored: passing it by value would copy
    /// it (the callee could otherwise reach the node and change it).
    private static func contentShowsSame(_ old: inout AnyElement, as new: AnyElement) -> Bool {
        old.content.showsSame(as: new.content)
    }

    /// Applies `new` (which `canUpdate` this node) to the widget and its children, or
    /// nothing when it is unchanged. An element that differs only in its callbacks (a
    /// button's new closure) or its children (a row of unchanged values) sets nothing on
    /// its widget: its callback slots take the new closures and its children are diffed,
    /// so a `for` loop re-describing 1,000 unchanged rows costs a comparison per value.
    func apply(_ new: AnyElement, context: ElementContext) {
        guard modifiersUnchanged(by: new) else {
            update(to: new, context: context)
            return
        }
        if Self.contentShowsSame(&element, as: new) {
            context.counters.unchangedSkipped += 1
        } else if Self.contentShowsSameApartFromCallbacksAndChildren(&element, as: new) {
            new.content.adoptCallbacks(self)
            element = new
            if let container = new.content.container {
                context.counters.widgetsUpdated += 1
                updateChildren(to: new.content.children, container: container, context: context)
            } else {
                context.counters.unchangedSkipped += 1
            }
        } else {
            update(to: new, context: context)
        }
    }

    /// Whether `new`'s modifiers are the node's (the same box, or equal values).
    private func modifiersUnchanged(by new: AnyElement) -> Bool {
        if element.modifiers === new.modifiers { return true }
        guard let oldModifiers = element.modifiers, let newModifiers = new.modifiers else { return false }
        return oldModifiers.values == newModifiers.values
    }

    /// `contentShowsSame`, apart from callbacks and children.
    private static func contentShowsSameApartFromCallbacksAndChildren(_ old: inout AnyElement, as new: AnyElement) -> Bool {
        old.content.showsSameApartFromCallbacksAndChildren(as: new.content)
    }

    /// Applies `new` (of this node's kind) to the widget and its children.
    func update(to new: AnyElement, context: ElementContext) {
        let old = element
        element = new
        context.counters.widgetsUpdated += 1
        if old.modifiers !== new.modifiers {
            ModifierValues.apply(new.modifiers, over: old.modifiers, to: widget, defaultExpand: new.content.defaultExpand(axis: axis))
        }
        new.content.update(self, from: old.content, context: context)
        applyAccessibleLabel(new: new, old: old)
        if let container = new.content.container {
            updateChildren(to: new.content.children, container: container, context: context)
        }
    }

    /// Sets the accessible label the new element wants (its modifier's, else the one GTK
    /// derives from its text) when it differs from the one the widget holds now: the old
    /// one, unless the content's text changed and GTK rewrote it.
    private func applyAccessibleLabel(new: AnyElement, old: AnyElement) {
        let oldLabel = old.modifiers?.values.accessibleLabel
        let newLabel = new.modifiers?.values.accessibleLabel
        if newLabel == nil, oldLabel == nil { return }
        let newDerived = new.content.derivedAccessibleLabel
        let oldDerived = old.content.derivedAccessibleLabel
        if new.content.hasUnknownAccessibleLabel, let newLabel {
            widget.setAccessibleLabel(newLabel)
            return
        }
        let held = newDerived != oldDerived ? newDerived : (oldLabel ?? oldDerived)
        let wanted = newLabel ?? newDerived
        guard held != wanted else { return }
        if let wanted { widget.setAccessibleLabel(wanted) } else { widget.resetAccessibleLabel() }
    }

    /// Matches `elements` to the children by id and kind: a match is updated in place,
    /// anything else is built; children left over are removed.
    private func updateChildren(to elements: [AnyElement], container: ChildContainer, context: ElementContext) {
        // Fast path: the same ids and kinds in the same order (a value-only update).
        var unkeyed = 0
        var index = 0
        let oldCount = children.count
        do {
            let old = children  // released before the slow path, which frees what left
            // The elements are passed as `elements[index]`, borrowed from the array: a local
            // copy would cost a retain and a release of each element's parts.
            while index < elements.count, index < old.count {
                let node = old[index]
                var probe = unkeyed
                guard node.id == Self.childID(elements[index], unkeyed: &probe),
                      node.canUpdate(to: elements[index]) else { break }
                unkeyed = probe
                node.apply(elements[index], context: context)
                index += 1
            }
        }
        if index == elements.count, index == oldCount {
            if container.placesOnEveryUpdate { container.place(children, removed: [], in: widget) }
            return
        }
        if index == elements.count || index == oldCount {
            replaceTail(from: index, with: elements, unkeyed: unkeyed, container: container, context: context)
            return
        }
        slowUpdateChildren(to: elements, from: index, unkeyed: unkeyed, container: container, context: context)
    }

    /// Matches the children from `index` on by id. What no element matched leaves first
    /// (`letGo`), before anything new is built: a new row then reuses the memory an old one
    /// freed (replacing every row peaks at one set of rows, not two, and touches no new pages).
    private func slowUpdateChildren(to elements: [AnyElement], from index: Int, unkeyed: Int,
                                    container: ChildContainer, context: ElementContext) {
        let childAxis = element.content.childAxis
        var unkeyed = unkeyed
        var old = children
        children = []
        var available: [ChildID: Int] = [:]
        available.reserveCapacity(old.count - index)
        for oldIndex in index..<old.count where available[old[oldIndex].id] == nil { available[old[oldIndex].id] = oldIndex }
        var reused = [Bool](repeating: false, count: old.count)
        // Per new element: its id, and the old child it updates (-1: built).
        var ids: [ChildID] = []
        ids.reserveCapacity(elements.count - index)
        var matches: [Int] = []
        matches.reserveCapacity(elements.count - index)
        for position in index..<elements.count {
            let id = Self.childID(elements[position], unkeyed: &unkeyed)
            if let oldIndex = available.removeValue(forKey: id), old[oldIndex].canUpdate(to: elements[position]) {
                reused[oldIndex] = true
                matches.append(oldIndex)
            } else {
                matches.append(-1)
            }
            ids.append(id)
        }
        let removed = (index..<old.count).filter { !reused[$0] }.map { old[$0] }
        if !removed.isEmpty { context.counters.subtreesRemoved += removed.count }
        var next = Array(old[..<index])
        next.reserveCapacity(elements.count)
        // Where each child was (-1: built now), so the container moves only what moved.
        var oldIndices = Array(0..<index)
        oldIndices.reserveCapacity(elements.count)
        var kept = [ElementNode?](repeating: nil, count: old.count)
        for oldIndex in old.indices where oldIndex < index || reused[oldIndex] { kept[oldIndex] = old[oldIndex] }
        old = []
        if !removed.isEmpty { letGo(consume removed, container: container) }
        for offset in matches.indices {
            let position = index + offset
            let oldIndex = matches[offset]
            if oldIndex >= 0, let node = kept[oldIndex] {
                node.apply(elements[position], context: context)
                next.append(node)
                oldIndices.append(oldIndex)
            } else {
                next.append(ElementNode(building: elements[position], id: ids[offset], axis: childAxis, context: context))
                oldIndices.append(-1)
            }
        }
        container.place(next, removed: [], oldIndices: oldIndices, in: widget)
        children = next
    }

    /// The children from `index` on all left (a clear, the last rows removed) or all are
    /// new (rows appended): nothing to match, so no table of ids is made.
    private func replaceTail(from index: Int, with elements: [AnyElement], unkeyed: Int,
                             container: ChildContainer, context: ElementContext) {
        let childAxis = element.content.childAxis
        var unkeyed = unkeyed
        var next = Array(children[..<index])
        let removed = Array(children[index...])
        children = []
        if !removed.isEmpty {
            context.counters.subtreesRemoved += removed.count
            letGo(consume removed, container: container)
        }
        next.reserveCapacity(elements.count)
        var oldIndices = Array(0..<index)
        oldIndices.reserveCapacity(elements.count)
        for position in index..<elements.count {
            let element = elements[position]
            next.append(ElementNode(building: element, id: Self.childID(element, unkeyed: &unkeyed), axis: childAxis, context: context))
            oldIndices.append(-1)
        }
        container.place(next, removed: [], oldIndices: oldIndices, in: widget)
        children = next
    }

    /// Takes the widgets of `removed` (this node's former children, held nowhere else) out of
    /// this node's widget, last first, as a GTK developer empties a box, and lets each node go
    /// right after its widget left: its widgets are freed then, while GTK's memory for them is
    /// still in the cache (removing all, then freeing all, walks every row's memory twice).
    private func letGo(_ leaving: consuming [ElementNode], container: ChildContainer) {
        var leaving = consume leaving
        while let node = leaving.popLast() {
            if node.widget.parent === widget { container.remove(node, from: widget) }
            node.didLeaveTree()
        }
    }

    /// Tells this node's content and its descendants' that they left the tree.
    func didLeaveTree() {
        element.content.didRemove(self)
        for child in children { child.didLeaveTree() }
    }
}
