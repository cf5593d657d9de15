internal import CGtk

/// A widget type defined in Swift that draws, measures or lays out its children itself:
/// an `ObjectSubclass` deriving from `Widget` (parent `GtkWidget` or another widget type)
/// whose methods GTK calls as the type's virtual functions (`snapshot`, `measure`,
/// `size_allocate`, `get_request_mode`).
///
/// Implement what you need; each method you leave out runs the parent type's
/// implementation (`drawParent`, `measureParent`, `allocateParent`).
///
/// ```swift
/// @MainActor
/// final class Swatch: Widget, CustomWidget {
///     static let typeDefinition = ObjectTypeDefinition(
///         name: "DemoSwatch", parent: "GtkWidget", cssName: "swatch", accessibleRole: .img)
///
///     func draw(_ snapshot: Snapshot) {
///         snapshot.appendColor(Color(red: 0.2, green: 0.4, blue: 0.8), in: Rect(width: contentBoxWidth, height: contentBoxHeight))
///     }
///
///     func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
///         WidgetMeasurement(minimum: 16, natural: 48)
///     }
/// }
/// ```
@MainActor
public protocol CustomWidget: Widget, ObjectSubclass {
    /// Draws the widget into `snapshot`, in widget coordinates (0, 0, width × height).
    func draw(_ snapshot: Snapshot)
    /// The minimum and natural size in `orientation`, given `size` in the other (-1: any).
    func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement
    /// Places the children in the new size (a layout widget calls `allocate` on each).
    func allocate(width: Int, height: Int, baseline: Int)
}

extension CustomWidget {
    /// Draws as the parent type does (its children, for a container).
    public func draw(_ snapshot: Snapshot) { drawParent(snapshot) }
    /// Measures as the parent type does.
    public func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
        measureParent(orientation, forSize: size)
    }
    /// Places children as the parent type does.
    public func allocate(width: Int, height: Int, baseline: Int) {
        allocateParent(width: width, height: height, baseline: baseline)
    }
}

/// A widget's minimum and natural size in one orientation.
public struct WidgetMeasurement: Equatable, Sendable {
    /// The smallest size the widget works at.
    public var minimum: Int
    /// The size it prefers.
    public var natural: Int
    /// The baseline at the minimum size (-1: none).
    public var minimumBaseline: Int
    /// The baseline at the natural size (-1: none).
    public var naturalBaseline: Int

    /// A measurement without baselines.
    public init(minimum: Int, natural: Int, minimumBaseline: Int = -1, naturalBaseline: Int = -1) {
        self.minimum = minimum
        self.natural = natural
        self.minimumBaseline = minimumBaseline
        self.naturalBaseline = naturalBaseline
    }
}

extension Widget {
    /// Runs the snapshot function of the nearest parent type not defined in Swift.
    public func drawParent(_ snapshot: Snapshot) {
        CustomWidgetClass.nativeClass(of: widget).pointee.snapshot?(widget, snapshot.pointer)
    }

    /// Runs the measure function of the nearest parent type not defined in Swift.
    public func measureParent(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
        widget.measureNative(orientation, forSize: size)
    }

    /// Runs the size-allocate function of the nearest parent type not defined in Swift.
    public func allocateParent(width: Int, height: Int, baseline: Int) {
        CustomWidgetClass.nativeClass(of: widget).pointee.size_allocate?(widget, gint(width), gint(height), gint(baseline))
    }

    /// Gives `child` (a widget whose parent is this one) its place: call from
    /// `CustomWidget.allocate(width:height:baseline:)` for each child.
    public func allocate(child: Widget, in frame: Rect, baseline: Int = -1) {
        var allocation = GtkAllocation(x: gint(frame.x), y: gint(frame.y), width: gint(frame.width), height: gint(frame.height))
        gtk_widget_size_allocate(child.widget, &allocation, gint(baseline))
    }

    /// The CSS node name of the widget (`gtk_widget_get_css_name`), e.g. `button`.
    public var cssName: String { String(cString: gtk_widget_get_css_name(widget)) }

    /// Makes `child` a child of this widget (`gtk_widget_set_parent`), for a custom layout
    /// widget that places its children itself; remove it with `unparentChild(_:)`.
    public func parentChild(_ child: Widget) { gtk_widget_set_parent(child.widget, widget) }

    /// Removes `child` from this widget (`gtk_widget_unparent`).
    public func unparentChild(_ child: Widget) {
        precondition(gtk_widget_get_parent(child.widget) == widget,
                     "Widget.unparentChild: the \(child.typeName) is not a child of this \(typeName). Unparent it from its own parent.")
        gtk_widget_unparent(child.widget)
    }

}

/// The widget virtual functions of a Swift-defined type: C trampolines that find the
/// instance's wrapper and call its `CustomWidget` methods.
enum CustomWidgetClass {
    static func install(on klass: UnsafeMutablePointer<GtkWidgetClass>, _ registration: SubclassRegistration) {
        klass.pointee.snapshot = { widget, snapshot in
            guard let widget, let snapshot else { return }
            let addresses = (UInt(bitPattern: widget), UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(snapshot))))
            MainActor.assumeIsolated { CustomWidgetClass.snapshot(addresses.0, addresses.1) }
        }
        klass.pointee.measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            guard let widget else { return }
            let address = UInt(bitPattern: widget)
            let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
            let result = MainActor.assumeIsolated { CustomWidgetClass.measure(address, horizontal: horizontal, forSize: Int(forSize)) }
            minimum?.pointee = gint(result.minimum)
            natural?.pointee = gint(max(result.minimum, result.natural))
            minimumBaseline?.pointee = gint(result.minimumBaseline)
            naturalBaseline?.pointee = gint(result.naturalBaseline)
        }
        klass.pointee.size_allocate = { widget, width, height, baseline in
            guard let widget else { return }
            let address = UInt(bitPattern: widget)
            MainActor.assumeIsolated { CustomWidgetClass.allocate(address, Int(width), Int(height), Int(baseline)) }
        }
        if let cssName = registration.definition.cssName { gtk_widget_class_set_css_name(klass, cssName) }
        if let role = registration.definition.accessibleRole { gtk_widget_class_set_accessible_role(klass, role.cValue) }
    }

    @MainActor
    private static func wrapper(_ address: UInt) -> (UnsafeMutablePointer<GtkWidget>, Object) {
        let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: address)!
        return (widget, Object.wrapper(forUnsafePointer: raw(widget)))
    }

    @MainActor
    private static func snapshot(_ address: UInt, _ snapshotAddress: UInt) {
        let (widget, wrapper) = wrapper(address)
        let snapshot = OpaquePointer(bitPattern: snapshotAddress)!
        guard let custom = wrapper as? any CustomWidget else {
            nativeClass(of: widget).pointee.snapshot?(widget, snapshot)
            return
        }
        let drawing = Snapshot(snapshot)
        defer { drawing.invalidate() }
        custom.draw(drawing)
    }

    @MainActor
    private static func measure(_ address: UInt, horizontal: Bool, forSize: Int) -> WidgetMeasurement {
        let (widget, wrapper) = wrapper(address)
        let orientation: Orientation = horizontal ? .horizontal : .vertical
        guard let custom = wrapper as? any CustomWidget else { return widget.measureNative(orientation, forSize: forSize) }
        return custom.measure(orientation, forSize: forSize)
    }

    @MainActor
    private static func allocate(_ address: UInt, _ width: Int, _ height: Int, _ baseline: Int) {
        let (widget, wrapper) = wrapper(address)
        guard let custom = wrapper as? any CustomWidget else {
            nativeClass(of: widget).pointee.size_allocate?(widget, gint(width), gint(height), gint(baseline))
            return
        }
        custom.allocate(width: width, height: height, baseline: baseline)
    }

    /// The class of the nearest ancestor of the widget's type that Swift did not define.
    static func nativeClass(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidgetClass> {
        let type = SubclassRegistration.nativeAncestor(of: cgtk_type_of(raw(widget)))
        return g_type_class_peek(type).assumingMemoryBound(to: GtkWidgetClass.self)
    }
}

extension UnsafeMutablePointer<GtkWidget> {
    /// Runs the measure function of the nearest ancestor type Swift did not define.
    @MainActor
    func measureNative(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
        var result = (gint(0), gint(0), gint(-1), gint(-1))
        CustomWidgetClass.nativeClass(of: self).pointee.measure?(self, orientation.gtk, gint(size),
                                                                 &result.0, &result.1, &result.2, &result.3)
        return WidgetMeasurement(minimum: Int(result.0), natural: Int(result.1),
                                 minimumBaseline: Int(result.2), naturalBaseline: Int(result.3))
    }
}
