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

    /// Creates a `GSimpleAction` whose `activate` calls `handler` with its string parameter
    /// (nil for a parameterless action); the closure is released with the action.
    convenience init(name: String, parameterType: String?, _ handler: @escaping @MainActor (String?) -> Void) {
        precondition(g_action_name_is_valid(name) != 0,
                     "Gtk.SimpleAction: '\(name)' is not a valid action name. Use letters, digits, '-' and '.'.")
        // g_variant_type_checked_ only casts its string: the string must outlive
        // g_simple_action_new, which copies the type.
        let action = parameterType.map { type in
            type.withCString { g_simple_action_new(name, g_variant_type_checked_($0)) }
        } ?? g_simple_action_new(name, nil)
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
