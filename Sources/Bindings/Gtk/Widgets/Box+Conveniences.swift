extension Box {
    /// Creates a box laying out its children along `orientation` with no spacing.
    public convenience init(_ orientation: Orientation) { self.init(orientation, spacing: 0) }

    /// Inserts `child` after `sibling` (at the start when `sibling` is nil).
    public func insert(_ child: Widget, after sibling: Widget?) { insertChildAfter(child: child, sibling: sibling) }
}
