internal import CGtk

/// A `GtkStack`: named pages, one visible at a time, with transitions.
@MainActor
public final class Stack: Widget {
    /// Page transitions.
    public enum Transition: Sendable {
        /// Switch at once.
        case none
        /// Cross-fade.
        case crossfade
        /// New page slides in from the right (a push).
        case slideLeft
        /// New page slides in from the left (a pop).
        case slideRight

        var gtk: GtkStackTransitionType {
            switch self {
            case .none: GTK_STACK_TRANSITION_TYPE_NONE
            case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
            case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
            case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
            }
        }
    }

    /// Creates an empty stack.
    public init() { super.init(floating: Display.checked { gtk_stack_new() }) }

    /// Adopts the `GtkStack` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkStack*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_stack_get_type()) != 0, "Gtk.Stack(unsafeAdopting:): the pointer is not a GtkStack.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    var stack: OpaquePointer { opaque(widget) }

    /// Adds `child` as a page named `name`, with an optional title and icon for a switcher.
    public func addChild(_ child: Widget, name: String, title: String? = nil, iconName: String? = nil) {
        let page = gtk_stack_add_titled(stack, child.widget, name, title ?? name)
        if let iconName, let page {
            cgtk_object_set_string(raw(page), "icon-name", iconName)
        }
    }

    /// Changes the title and icon a switcher shows for the page of `child`.
    public func setPageTitle(_ title: String, iconName: String?, for child: Widget) {
        guard let page = gtk_stack_get_page(stack, child.widget) else { return }
        cgtk_object_set_string(raw(page), "title", title)
        cgtk_object_set_string(raw(page), "icon-name", iconName)
    }

    /// Whether a page transition is animating now.
    public var isTransitionRunning: Bool { gtk_stack_get_transition_running(stack) != 0 }

    /// Removes a page.
    public func remove(_ child: Widget) { gtk_stack_remove(stack, child.widget) }

    /// The page widget named `name`.
    public func child(named name: String) -> Widget? {
        gtk_stack_get_child_by_name(stack, name).flatMap { Object.wrapper(of: $0) }
    }

    /// The name of the visible page.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(stack, newValue) } }
    }

    /// Shows the page named `name` with a given transition.
    public func setVisibleChild(named name: String, transition: Transition) {
        gtk_stack_set_visible_child_full(stack, name, transition.gtk)
    }

    /// The visible page widget.
    public var visibleChild: Widget? { gtk_stack_get_visible_child(stack).flatMap { Object.wrapper(of: $0) } }

    /// The default transition.
    public var transition: Transition {
        get {
            switch gtk_stack_get_transition_type(stack) {
            case GTK_STACK_TRANSITION_TYPE_CROSSFADE: .crossfade
            case GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT: .slideLeft
            case GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT: .slideRight
            default: .none
            }
        }
        set { gtk_stack_set_transition_type(stack, newValue.gtk) }
    }

    /// Transition length in milliseconds.
    public var transitionDuration: Int {
        get { Int(gtk_stack_get_transition_duration(stack)) }
        set { gtk_stack_set_transition_duration(stack, guint(newValue)) }
    }
}

/// A `GtkStackSwitcher`: a row of buttons, one per page of a `Stack`.
@MainActor
public final class StackSwitcher: Widget {
    /// Creates a switcher for `stack`.
    public init(stack: Stack? = nil) {
        super.init(floating: Display.checked { gtk_stack_switcher_new() })
        self.stack = stack
        // Property observers do not run in an initializer: connect the stack here.
        gtk_stack_switcher_set_stack(opaque(widget), stack?.stack)
    }

    /// Adopts the `GtkStackSwitcher` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkStackSwitcher*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_stack_switcher_get_type()) != 0, "Gtk.StackSwitcher(unsafeAdopting:): the pointer is not a GtkStackSwitcher.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    /// The stack it switches.
    public var stack: Stack? {
        didSet { gtk_stack_switcher_set_stack(opaque(widget), stack?.stack) }
    }
}
