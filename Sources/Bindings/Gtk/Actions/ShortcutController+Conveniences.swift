internal import CGtk

extension ShortcutController {
    /// Where the shortcuts apply (`GtkShortcutScope`): `.local` only while focus is inside
    /// the widget, `.managed` anywhere in the widget's window while the widget is shown,
    /// `.global` anywhere in the application.
    public typealias Scope = ShortcutScope

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

    /// Creates a controller with `scope` (not yet attached to a widget; attach it with
    /// `Widget.addController(_:)`). `.managed` by default, unlike `gtk_shortcut_controller_new`.
    public convenience init(scope: Scope = .managed) {
        precondition(Display.open(), "Gtk.ShortcutController: GTK is not initialized. Create controllers in viewDidLoad(), or run under xvfb-run.")
        self.init(unsafeAdopting: raw(gtk_shortcut_controller_new()), ownership: .full)
        self.scope = scope
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
        gtk_shortcut_controller_add_shortcut(opaque(gobject), gtk_shortcut_new(parsed, action))
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
}
