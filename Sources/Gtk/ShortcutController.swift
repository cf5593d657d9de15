internal import CGtk

/// A `GtkShortcutController`: keyboard shortcuts (e.g. `<Alt>Left`, `Escape`) that activate
/// a named action (looked up from the widget through its ancestors, like an actionable
/// button) or call a Swift closure. Attach it to a widget with `Widget.addController(_:)`.
@MainActor
public final class ShortcutController: Object {
    /// Where the shortcuts apply.
    public enum Scope: Sendable {
        /// Only while focus is inside the widget.
        case local
        /// Anywhere in the widget's window, while the widget is shown (the window manages it).
        case managed
        /// Anywhere in the application.
        case global

        var gtk: GtkShortcutScope {
            switch self {
            case .local: GTK_SHORTCUT_SCOPE_LOCAL
            case .managed: GTK_SHORTCUT_SCOPE_MANAGED
            case .global: GTK_SHORTCUT_SCOPE_GLOBAL
            }
        }
    }

    /// One shortcut: its trigger and action as GTK prints them
    /// (e.g. `Escape` and `action(alert.cancel)`).
    public struct Entry: Equatable, Sendable {
        /// The trigger, e.g. `<Alt>Left`.
        public var trigger: String
        /// The action, e.g. `action(backstack.back)` or `callback`.
        public var action: String
        /// An entry (for comparisons in tests).
        public init(trigger: String, action: String) {
            self.trigger = trigger
            self.action = action
        }
    }

    /// Creates a controller with `scope` (not yet attached to a widget).
    public init(scope: Scope = .managed) {
        precondition(Display.open(), "Gtk.ShortcutController: GTK is not initialized. Create controllers in viewDidLoad(), or run under xvfb-run.")
        super.init(unsafeAdopting: raw(gtk_shortcut_controller_new()), ownership: .full)
        gtk_shortcut_controller_set_scope(controller, scope.gtk)
    }

    /// Adopts the `GtkShortcutController` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkShortcutController*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_shortcut_controller_get_type()) != 0, "Gtk.ShortcutController(unsafeAdopting:): the pointer is not a GtkShortcutController.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var controller: OpaquePointer { opaque(gobject) }

    /// When the shortcuts run relative to the focused widget's own key handling. `.bubble`
    /// (GTK's default) lets the focused widget and its ancestors handle a key first: a
    /// list box takes Ctrl+Page Down to move its cursor by a page, an entry takes
    /// Ctrl+A. `.capture` runs these shortcuts first, as application-wide tab switching
    /// needs; set it before attaching the controller to a widget.
    public var propagationPhase: PropagationPhase {
        get { PropagationPhase(cValue: gtk_event_controller_get_propagation_phase(controller)) }
        set { gtk_event_controller_set_propagation_phase(controller, newValue.cValue) }
    }

    /// Binds `trigger` (GTK syntax: `<Alt>Left`, `<Control>w`, `Escape`) to the action
    /// `actionName` (`prefix.name`), activated on the controller's widget.
    public func addShortcut(_ trigger: String, actionName: String) {
        add(trigger, gtk_named_action_new(actionName))
    }

    /// Binds `trigger` to `handler`; return `true` when it handled the key.
    public func addShortcut(_ trigger: String, handler: @escaping @MainActor () -> Bool) {
        typealias Handler = @MainActor () -> Bool
        let callback: GtkShortcutFunc = { _, _, data in
            guard let data else { return 0 }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        add(trigger, gtk_callback_action_new(callback, retained(ClosureBox<Handler>(handler))) { data in
            if let data { release(data) }
        })
    }

    private func add(_ trigger: String, _ action: OpaquePointer?) {
        guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
            preconditionFailure("Gtk.ShortcutController: cannot parse trigger '\(trigger)'. Use GTK syntax such as <Alt>Left or Escape.")
        }
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsed, action))
    }

    /// The shortcuts, in the order added.
    public var entries: [Entry] {
        var result: [Entry] = []
        let count = g_list_model_get_n_items(opaque(gobject))
        for index in 0..<count {
            guard let item = g_list_model_get_item(opaque(gobject), index) else { continue }
            defer { g_object_unref(item) }
            let shortcut = opaque(item)
            result.append(Entry(trigger: Self.string(gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut))),
                                action: Self.string(gtk_shortcut_action_to_string(gtk_shortcut_get_action(shortcut)))))
        }
        return result
    }

    /// Runs the action bound to `trigger` exactly as GTK does when the key is pressed
    /// (`gtk_shortcut_action_activate` on the controller's widget). Returns whether a
    /// shortcut with that trigger exists and its action ran. For tests and scripting.
    @discardableResult
    public func activate(trigger: String) -> Bool {
        guard let widget = gtk_event_controller_get_widget(opaque(gobject)) else { return false }
        let count = g_list_model_get_n_items(opaque(gobject))
        for index in 0..<count {
            guard let item = g_list_model_get_item(opaque(gobject), index) else { continue }
            defer { g_object_unref(item) }
            let shortcut = opaque(item)
            guard Self.string(gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut))) == trigger else { continue }
            return gtk_shortcut_action_activate(gtk_shortcut_get_action(shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE, widget, nil) != 0
        }
        return false
    }

    private static func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }

    var eventController: OpaquePointer { controller }
}

extension Widget {
    /// Attaches `controller` to this widget (a controller belongs to one widget).
    public func addController(_ controller: ShortcutController) {
        g_object_ref(raw(controller.gobject))
        gtk_widget_add_controller(widget, controller.eventController)
    }

    /// Detaches a controller added with `addController(_:)`.
    public func removeController(_ controller: ShortcutController) {
        gtk_widget_remove_controller(widget, controller.eventController)
    }
}
