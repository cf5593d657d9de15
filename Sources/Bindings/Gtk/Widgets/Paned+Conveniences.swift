internal import CGtk

extension Paned {
    /// The thickness of the divider handle along the paned's orientation, in pixels
    /// (its minimum size; 0 when it has none).
    public var handleThickness: Int {
        let paned: OpaquePointer = opaque(widget)
        let orientation = gtk_orientable_get_orientation(paned)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current != gtk_paned_get_start_child(paned), current != gtk_paned_get_end_child(paned) {
                var minimum: Int32 = 0
                gtk_widget_measure(current, orientation, -1, &minimum, nil, nil, nil)
                return Int(minimum)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return 0
    }

    /// Whether the start child resizes with the paned, and whether it can shrink below its
    /// minimum size (`resizeStartChild`, `shrinkStartChild`).
    public func configureStart(resize: Bool, shrink: Bool) {
        resizeStartChild = resize
        shrinkStartChild = shrink
    }

    /// Whether the end child resizes with the paned, and whether it can shrink below its
    /// minimum size (`resizeEndChild`, `shrinkEndChild`).
    public func configureEnd(resize: Bool, shrink: Bool) {
        resizeEndChild = resize
        shrinkEndChild = shrink
    }
}

extension Property {
    /// `GtkPaned:position`.
    public static let position = Property("position")
    /// `GtkStack:visible-child-name`.
    public static let visibleChildName = Property("visible-child-name")
}
