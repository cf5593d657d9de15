internal import CGtk

/// A rectangle in widget coordinates (pixels).
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width.
    public var width: Int
    /// Height.
    public var height: Int
    /// Creates a rectangle.
    public init(x: Int = 0, y: Int = 0, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(width: 0, height: 0)
    /// `(x, y, w×h)`.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// A container widget whose size allocation calls back into Swift: the `view` of a
/// view controller. Children are added with `append`; each fills the bounds unless a
/// `frame` is set for it. `onLayout` runs before children are placed (UIKit's
/// `viewWillLayoutSubviews`), `onDidLayout` after (`viewDidLayoutSubviews`).
///
/// A child's frame is stored on the child and belongs to this container: it is forgotten
/// when the child leaves the container by any route (`remove`, `Widget.removeFromParent`,
/// `unparent`), and it goes with the child when the child is finalized.
@MainActor
public final class LayoutContainer: Widget {
    /// Per-widget layout state, attached to the GtkWidget so the C callbacks can find it.
    final class State {
        var willLayout: (@MainActor (Rect) -> Void)?
        var didLayout: (@MainActor (Rect) -> Void)?
        var bounds = Rect.zero
    }

    private static let quark = g_quark_from_static_string("workflowgtk-layout-state")

    private let state = State()

    /// Creates an empty container.
    public init() {
        super.init(floating: Display.checked { gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) })
        g_object_set_qdata_full(gobject, Self.quark, retained(state), { data in
            if let data { release(data) }
        })
        let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
            var minValue: Int32 = 0, natValue: Int32 = 0
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if gtk_widget_should_layout(current) != 0 {
                    var m: Int32 = 0, n: Int32 = 0
                    gtk_widget_measure(current, orientation, forSize, &m, &n, nil, nil)
                    minValue = max(minValue, m); natValue = max(natValue, n)
                }
                child = gtk_widget_get_next_sibling(current)
            }
            minimum?.pointee = minValue
            natural?.pointee = natValue
        }
        let allocate: GtkCustomAllocateFunc = { widget, width, height, baseline in
            guard let widget, let data = g_object_get_qdata(cast(widget), LayoutContainer.quark) else { return }
            let state = borrow(data, as: State.self)
            let bounds = Rect(width: Int(width), height: Int(height))
            MainActor.assumeIsolated {
                state.bounds = bounds
                state.willLayout?(bounds)
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    if gtk_widget_should_layout(current) != 0 {
                        let frame = ChildFrame.frame(of: current, in: widget) ?? bounds
                        var allocation = GtkAllocation(x: Int32(frame.x), y: Int32(frame.y),
                                                       width: Int32(frame.width), height: Int32(frame.height))
                        gtk_widget_size_allocate(current, &allocation, baseline)
                    }
                    child = gtk_widget_get_next_sibling(current)
                }
                state.didLayout?(bounds)
            }
        }
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measure, allocate))
    }

    /// The bounds of the last allocation (origin zero).
    public var bounds: Rect { state.bounds }

    /// Called at each size allocation with the new bounds, before children are placed.
    public var onLayout: (@MainActor (Rect) -> Void)? {
        get { state.willLayout }
        set { state.willLayout = newValue }
    }

    /// Called at each size allocation after children are placed.
    public var onDidLayout: (@MainActor (Rect) -> Void)? {
        get { state.didLayout }
        set { state.didLayout = newValue }
    }

    /// Adds `child` at the end (drawn on top of earlier children).
    public func append(_ child: Widget) { gtk_box_append(cast(widget), child.widget) }

    /// Inserts `child` after `sibling` (first when `sibling` is nil).
    public func insert(_ child: Widget, after sibling: Widget?) {
        gtk_box_insert_child_after(cast(widget), child.widget, sibling?.widget)
    }

    /// Removes `child` and forgets its frame.
    public func remove(_ child: Widget) {
        gtk_box_remove(cast(widget), child.widget)
    }

    /// Places `child` at `frame` at the next allocations (`nil`: fill the bounds again).
    /// Set frames from `onLayout` to follow the bounds, as UIKit's `viewWillLayoutSubviews`.
    public func setFrame(_ frame: Rect?, for child: Widget) {
        ChildFrame.set(frame, of: child.widget, in: widget)
    }

    /// The frame set for `child` in this container, if any.
    public func frame(for child: Widget) -> Rect? { ChildFrame.frame(of: child.widget, in: widget) }
}

/// A child's frame in its `LayoutContainer`, stored as qdata on the child: no table keyed
/// by addresses that a later widget could reuse. Cleared by a `notify::parent` handler when
/// the child leaves the container.
@MainActor
enum ChildFrame {
    final class Box {
        let frame: Rect
        let container: UnsafeMutablePointer<GtkWidget>
        init(_ frame: Rect, _ container: UnsafeMutablePointer<GtkWidget>) {
            self.frame = frame
            self.container = container
        }
    }

    private static let quark = g_quark_from_static_string("workflowgtk-layout-frame")
    private static let watchedQuark = g_quark_from_static_string("workflowgtk-layout-frame-watched")

    static func frame(of child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>) -> Rect? {
        guard let data = g_object_get_qdata(cast(child), quark) else { return nil }
        let box = borrow(data, as: Box.self)
        return box.container == container ? box.frame : nil
    }

    static func set(_ frame: Rect?, of child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>) {
        let object: UnsafeMutablePointer<GObject> = cast(child)
        guard let frame else {
            g_object_set_qdata(object, quark, nil)
            return
        }
        g_object_set_qdata_full(object, quark, retained(Box(frame, container))) { data in
            if let data { release(data) }
        }
        guard g_object_get_qdata(object, watchedQuark) == nil else { return }
        g_object_set_qdata(object, watchedQuark, UnsafeMutableRawPointer(bitPattern: 1))
        let parentChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { instance, _, _ in
            guard let instance, let data = g_object_get_qdata(cast(instance), ChildFrame.quark) else { return }
            let child: UnsafeMutablePointer<GtkWidget> = cast(instance)
            if gtk_widget_get_parent(child) != borrow(data, as: Box.self).container {
                g_object_set_qdata(cast(instance), ChildFrame.quark, nil)
            }
        }
        cgtk_signal_connect(raw(child), "notify::parent", gcallback(parentChanged), nil, nil)
    }
}
