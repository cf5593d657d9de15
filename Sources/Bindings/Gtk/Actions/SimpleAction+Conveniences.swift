internal import CGtk

// Hand-written: g_simple_action_new takes a GVariantType and `activate` passes a GVariant,
// which gir-gen does not map; these initializers take a Swift closure instead.
extension SimpleAction {
    /// Creates a parameterless action `name` that calls `handler` when activated
    /// (`g_simple_action_new` and its `activate` signal). Add it to an `ActionMap`
    /// (`Application`, `SimpleActionGroup`) with `addAction(_:)`.
    public convenience init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(name: name, parameterType: nil) { _ in handler() }
    }

    /// Creates action `name` taking a string parameter (`activateAction(name, parameter:)`)
    /// that calls `handler` with it when activated.
    public convenience init(name: String, stringParameter handler: @escaping @MainActor (String) -> Void) {
        self.init(name: name, parameterType: "s") { handler($0 ?? "") }
    }

    /// Creates a stateful action `name` whose state is a boolean: a menu item for it shows a
    /// check mark while the state is true. Activating it calls `handler` and leaves the state
    /// as it is: the app sets the state (``setState(_:)-(Bool)``) from what it shows, so the
    /// mark follows the app's state, not the click.
    public convenience init(name: String, state: Bool, _ handler: @escaping @MainActor () -> Void) {
        self.init(name: name, parameterType: nil, state: g_variant_new_boolean(state ? 1 : 0)) { _ in handler() }
    }

    /// Creates a stateful action `name` whose state is a string, taking a string parameter: a
    /// radio group in a menu (items with targets, `name::value`), the item whose target is the
    /// state shown as chosen. Activating an item calls `handler` with its target and leaves the
    /// state as it is (the app sets it from what it shows).
    public convenience init(name: String, stringState: String, _ handler: @escaping @MainActor (String) -> Void) {
        self.init(name: name, parameterType: "s", state: g_variant_new_string(stringState)) { handler($0 ?? "") }
    }

    /// Sets a boolean action's state (`g_simple_action_set_state`; a check item shows it).
    public func setState(_ value: Bool) {
        g_simple_action_set_state(opaque(gobject), g_variant_new_boolean(value ? 1 : 0))
    }

    /// Sets a string action's state (a radio group shows the item with this target as chosen).
    public func setState(_ value: String) {
        g_simple_action_set_state(opaque(gobject), g_variant_new_string(value))
    }

    /// The state of a boolean action; nil for an action without one.
    public var boolState: Bool? {
        guard let state = g_action_get_state(opaque(gobject)) else { return nil }
        defer { g_variant_unref(state) }
        guard g_variant_is_of_type(state, g_variant_type_checked_("b")) != 0 else { return nil }
        return g_variant_get_boolean(state) != 0
    }

    /// The state of a string action; nil for an action without one.
    public var stringState: String? {
        guard let state = g_action_get_state(opaque(gobject)) else { return nil }
        defer { g_variant_unref(state) }
        guard g_variant_is_of_type(state, g_variant_type_checked_("s")) != 0 else { return nil }
        return String(cString: g_variant_get_string(state, nil))
    }

    /// Creates a `GSimpleAction` (stateful when `state` is given: the floating variant is
    /// taken) whose `activate` calls `handler` with its string parameter (nil for a
    /// parameterless action); the closure is released with the action.
    convenience init(name: String, parameterType: String?, state: OpaquePointer? = nil, _ handler: @escaping @MainActor (String?) -> Void) {
        precondition(g_action_name_is_valid(name) != 0,
                     "Gtk.SimpleAction: '\(name)' is not a valid action name. Use letters, digits, '-' and '.'.")
        // g_variant_type_checked_ only casts its string: the string must outlive
        // g_simple_action_new, which copies the type.
        let make = { (type: OpaquePointer?) in
            if let state { g_simple_action_new_stateful(name, type, state) } else { g_simple_action_new(name, type) }
        }
        let action = parameterType.map { type in type.withCString { make(g_variant_type_checked_($0)) } } ?? make(nil)
        self.init(unsafeAdopting: untyped(action!), ownership: .full)
        let thunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, variant, data in
            guard let data else { return }
            let box = borrow(data, as: ClosureBox<@MainActor (String?) -> Void>.self)
            let parameter = variant.map { String(cString: g_variant_get_string($0, nil)) }
            MainActor.assumeIsolated { box.handler(parameter) }
        }
        _ = connectGenerated("activate", gcallback(thunk), ClosureBox<@MainActor (String?) -> Void>(handler))
    }
}
