internal import CGtk

/// A `GtkWidget`: visibility, sensitivity, CSS classes, tooltip, accessibility, size,
/// alignment, margins, parent and children, focus, actions.
///
/// Each widget has one wrapper (see `Object`): `parent`, `children` and the containers'
/// getters return the wrapper you created, of its own class, so
/// `box.children.first?.as(Button.self)` is the `Button` you appended.
///
/// ## Writing a custom widget in your own package
/// Subclass a wrapper (`Box`, `Button`, `Label`, `Entry` and `Widget` are open) and keep
/// your state in stored properties; the subclass instance is what every lookup returns
/// for as long as GTK or Swift holds the widget. A GTK type without a Swift class yet is
/// created by name, and its properties reached by name. Only `import Gtk` is needed (this
/// example is compiled by `Tests/GtkTests/CustomWidgetExample.swift`):
///
/// ```swift
/// import Gtk
///
/// @MainActor
/// final class CounterView: Box {
///     private(set) var count = 0
///     let label = Label("0")
///     let button = Button(label: "Add")
///
///     init() {
///         super.init(.horizontal, spacing: 6)
///         append(label)
///         append(button)
///         // The handler lives as long as the button; capture the view weakly.
///         button.onClicked { [weak self] in self?.increment() }
///     }
///
///     func increment() {
///         count += 1
///         label.text = "\(count)"
///     }
/// }
///
/// @MainActor
/// final class Spinner: Widget {
///     init() { super.init(newWidgetOfTypeNamed: "GtkSpinner") }
///
///     var isSpinning: Bool {
///         get { boolProperty("spinning") }
///         set { setProperty("spinning", newValue) }
///     }
/// }
///
/// // window.child = CounterView()
/// // window.child?.as(CounterView.self)?.count  // the same object, with its count
/// ```
///
/// To wrap a `GtkWidget*` made by C code of your own, use `init(unsafeAdopting:ownership:)`
/// (or `Object.wrapper(forUnsafePointer:)` when it may already have a wrapper), and
/// `Object.registerWrapper(forTypeNamed:_:)` so that objects of your GType made by GTK come
/// back as your class.
@MainActor
open class Widget: Object {
    /// The widget pointer (internal: unsafe code stays in the Gtk target).
    final var widget: UnsafeMutablePointer<GtkWidget> { cast(gobject) }

    /// Adopts a new (floating) widget returned by a `gtk_*_new` function.
    init(floating pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(unsafeAdopting: raw(pointer), ownership: .floating)
    }

    /// Adopts the `GtkWidget` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkWidget*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_widget(pointer) != 0,
                     "Gtk.Widget(unsafeAdopting:): the pointer is not a GtkWidget. Use Object(unsafeAdopting:) for other GObjects.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    /// Creates a new widget of the GTK type named `typeName` (e.g. `GtkSpinner`), with
    /// default properties. A subclass of `Widget` in your package can call this to wrap a
    /// GTK widget type that has no Swift class yet. Stops with a message when the name is
    /// not an instantiable widget type.
    public init(newWidgetOfTypeNamed typeName: String) {
        let pointer = Display.checked { () -> UnsafeMutableRawPointer in
            guard let type = WrapperRegistry.type(named: typeName),
                  g_type_is_a(type, gtk_widget_get_type()) != 0, g_type_test_flags(type, G_TYPE_FLAG_ABSTRACT.rawValue) == 0
            else {
                preconditionFailure("Gtk.Widget(newWidgetOfTypeNamed:): '\(typeName)' is not an instantiable GTK widget type. Check the GType name (e.g. GtkSpinner).")
            }
            return raw(g_object_new_with_properties(type, 0, nil, nil)!)
        }
        super.init(unsafeAdopting: pointer, ownership: .floating)
    }

    /// The address of the underlying `GtkWidget`, stable for its lifetime (a finalized
    /// widget's address can be reused; the wrapper itself, compared with `===`, is the
    /// widget's identity while either side holds it).
    public var identity: UInt { UInt(bitPattern: widget) }

    // MARK: - State

    /// Whether the widget is shown (`gtk_widget_set_visible`).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is drawn: visible and all its ancestors visible and mapped.
    public var isDrawable: Bool { gtk_widget_is_drawable(widget) != 0 }

    /// Whether the widget reacts to input (`gtk_widget_set_sensitive`).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// The tooltip text, or `nil` for none.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// The widget's name (used by CSS `#name` selectors).
    public var name: String {
        get { String(cString: gtk_widget_get_name(widget)) }
        set { gtk_widget_set_name(widget, newValue) }
    }

    /// Sets the label that assistive technologies read for this widget.
    public func setAccessibleLabel(_ label: String) {
        cgtk_accessible_set_label(opaque(widget), label)
    }

    // MARK: - CSS classes

    /// The widget's CSS classes, in order.
    public var cssClasses: [String] {
        get { Self.cssClasses(of: widget) }
        set {
            for old in cssClasses where !newValue.contains(old) { removeCSSClass(old) }
            for new in newValue { addCSSClass(new) }
        }
    }

    /// The CSS classes of the widget at `pointer` (a `GtkWidget *`), for modules without CGtk's types.
    @_spi(GeneratedBindings) public static func cssClasses(ofWidgetAt pointer: UnsafeMutableRawPointer) -> [String] {
        cssClasses(of: pointer.assumingMemoryBound(to: GtkWidget.self))
    }

    /// The CSS classes of the widget at `pointer`.
    static func cssClasses(of pointer: UnsafeMutablePointer<GtkWidget>) -> [String] {
        takeStringArray(gtk_widget_get_css_classes(pointer))
    }

    /// Adds a CSS class.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    /// Removes a CSS class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    /// Whether the widget has a CSS class.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    // MARK: - Size and placement

    /// Sets the minimum size request; -1 leaves a dimension natural.
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// The width of the widget's allocation at the last layout: the size its parent gave it
    /// (e.g. a `LayoutContainer` frame), including its CSS padding and border and excluding
    /// the widget's own margins (`gtk_widget_get_allocation`). 0 before the first layout.
    public var allocatedWidth: Int { allocation.width }
    /// The height of the widget's allocation at the last layout (see `allocatedWidth`).
    public var allocatedHeight: Int { allocation.height }

    /// The widget's allocation at the last layout, in its parent's coordinates
    /// (`gtk_widget_get_allocation`; see `allocatedWidth`).
    public var allocation: Rect {
        var box = GtkAllocation()
        gtk_widget_get_allocation(widget, &box)
        return Rect(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(box.height))
    }

    /// The width of the widget's content box: the allocation less CSS padding, border and
    /// margin (`gtk_widget_get_width`), the size its own drawing and children get.
    public var contentBoxWidth: Int { Int(gtk_widget_get_width(widget)) }
    /// The height of the widget's content box (see `contentBoxWidth`).
    public var contentBoxHeight: Int { Int(gtk_widget_get_height(widget)) }

    /// The widget's border box in its parent's coordinates (its allocation less margins),
    /// or nil when it has no parent or is not laid out.
    public var frameInParent: Rect? {
        guard let parent = gtk_widget_get_parent(widget) else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, parent, &bounds) != 0 else { return nil }
        return Rect(x: Int(bounds.origin.x.rounded()), y: Int(bounds.origin.y.rounded()),
                    width: Int(bounds.size.width.rounded()), height: Int(bounds.size.height.rounded()))
    }

    /// Whether the widget takes extra horizontal space.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }
    /// Whether the widget takes extra vertical space.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// Sets all four margins.
    public func setMargins(_ value: Int) {
        gtk_widget_set_margin_top(widget, Int32(value)); gtk_widget_set_margin_bottom(widget, Int32(value))
        gtk_widget_set_margin_start(widget, Int32(value)); gtk_widget_set_margin_end(widget, Int32(value))
    }

    /// Schedules a new size negotiation.
    public func queueResize() { gtk_widget_queue_resize(widget) }
    /// Schedules a redraw.
    public func queueDraw() { gtk_widget_queue_draw(widget) }

    // MARK: - Tree

    /// The parent widget, if any.
    public var parent: Widget? {
        guard let parent = gtk_widget_get_parent(widget) else { return nil }
        return Object.wrapper(of: parent)
    }

    /// The children, in order.
    public var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let wrapper: Widget = Object.wrapper(of: current) { result.append(wrapper) }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// Whether `other` is this widget or one of its descendants.
    public func contains(_ other: Widget) -> Bool {
        other.widget == widget || gtk_widget_is_ancestor(other.widget, widget) != 0
    }

    /// Removes the widget from its parent (`gtk_widget_unparent`, for widgets added with
    /// `setParent`). Container types have their own `remove`.
    public func unparent() { gtk_widget_unparent(widget) }

    /// The toplevel window this widget is in, if any.
    public var window: Window? {
        guard let root = gtk_widget_get_root(widget), cgtk_is_window(raw(root)) != 0 else { return nil }
        return Object.wrapper(of: root)
    }

    // MARK: - Focus and activation

    /// Moves keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Whether the widget has keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Activates the widget as a keyboard user would (a button emits `clicked`).
    @discardableResult
    public func activate() -> Bool { gtk_widget_activate(widget) != 0 }

    // MARK: - Actions (the responder chain)

    /// Installs `group` under `prefix` on this widget; descendants can activate its
    /// actions as `prefix.name`. Passing `nil` removes the group.
    public func insertActionGroup(_ group: (any ActionGroupProtocol)?, prefix: String) {
        gtk_widget_insert_action_group(widget, prefix, group.map { opaque($0.gobject) })
    }

    /// Activates `name` (`prefix.action`), looked up on this widget and then its ancestors
    /// (GTK's responder chain). Returns false when no ancestor has the action.
    @discardableResult
    public func activateAction(_ name: String, parameter: String? = nil) -> Bool {
        let variant = parameter.map { g_variant_new_string($0) }
        return gtk_widget_activate_action_variant(widget, name, variant ?? nil) != 0
    }
}

extension Widget {
    /// Removes the widget from whatever holds it: a box, a paned side, a stack page, a
    /// window or scrolled window child, or any other parent (`gtk_widget_unparent`).
    public func removeFromParent() {
        guard let parent = gtk_widget_get_parent(widget) else { return }
        if cgtk_is_a(raw(parent), gtk_box_get_type()) != 0 {
            gtk_box_remove(cast(parent), widget)
        } else if cgtk_is_a(raw(parent), gtk_paned_get_type()) != 0 {
            let paned = opaque(parent)
            if gtk_paned_get_start_child(paned) == widget { gtk_paned_set_start_child(paned, nil) }
            if gtk_paned_get_end_child(paned) == widget { gtk_paned_set_end_child(paned, nil) }
        } else if cgtk_is_a(raw(parent), gtk_stack_get_type()) != 0 {
            gtk_stack_remove(opaque(parent), widget)
        } else if cgtk_is_a(raw(parent), gtk_window_get_type()) != 0 {
            gtk_window_set_child(cast(parent), nil)
        } else if cgtk_is_a(raw(parent), gtk_scrolled_window_get_type()) != 0 {
            gtk_scrolled_window_set_child(opaque(parent), nil)
        } else if cgtk_is_a(raw(parent), gtk_viewport_get_type()) != 0 {
            gtk_viewport_set_child(opaque(parent), nil)
        } else {
            gtk_widget_unparent(widget)
        }
    }
}
