import Gtk

/// Empty space that takes what is left along its container's axis (down a `Column`,
/// across a `Row`, both ways elsewhere), at least `minLength` pixels.
public struct Spacer: Element, ElementContent, Equatable {
    /// The smallest length of the space, in pixels.
    public var minLength: Int

    /// Space of at least `minLength` pixels that expands.
    public init(minLength: Int = 0) {
        self.minLength = minLength
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Spacer" }

    func defaultExpand(axis: ElementAxis) -> ExpandDefaults {
        switch axis {
        case .vertical: ExpandDefaults(horizontal: nil, vertical: true)
        case .horizontal: ExpandDefaults(horizontal: true, vertical: nil)
        case .none: ExpandDefaults(horizontal: true, vertical: true)
        }
    }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let space = Box(.horizontal)
        let expand = defaultExpand(axis: axis)
        if let horizontal = expand.horizontal { space.expandsHorizontally = horizontal }
        if let vertical = expand.vertical { space.expandsVertically = vertical }
        if minLength > 0 { setLength(of: space, axis: axis) }
        return (space, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        if minLength != old.minLength { setLength(of: node.widget, axis: node.axis) }
    }

    @MainActor
    private func setLength(of widget: Widget, axis: ElementAxis) {
        let length = minLength > 0 ? minLength : -1
        switch axis {
        case .vertical: widget.setSizeRequest(width: -1, height: length)
        case .horizontal: widget.setSizeRequest(width: length, height: -1)
        case .none: widget.setSizeRequest(width: length, height: length)
        }
    }
}
