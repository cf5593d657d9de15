internal import CGtk

/// A `GSimpleActionGroup` of named actions. Install it on a widget with
/// `Widget.insertActionGroup(_:prefix:)`; a descendant's `activateAction("prefix.name")`
/// or an actionable widget (a button with `actionName`) reaches it through the widget tree.
@MainActor
public final class ActionGroup: Object {
    /// Creates an empty group.
    public init() {
        super.init(unsafeAdopting: raw(g_simple_action_group_new()), ownership: .full)
    }

    /// Adopts the `GSimpleActionGroup` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GSimpleActionGroup*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, g_simple_action_group_get_type()) != 0, "Gtk.ActionGroup(unsafeAdopting:): the pointer is not a GSimpleActionGroup.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var actions: [String: Object] = [:]

    /// Adds (or replaces) a parameterless action `name`.
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        add(name, parameterType: nil) { _ in handler() }
    }

    /// Adds (or replaces) action `name` that takes a string parameter
    /// (`activateAction(name, parameter:)`).
    public func addAction(_ name: String, stringParameter handler: @escaping @MainActor (String) -> Void) {
        add(name, parameterType: "s") { handler($0 ?? "") }
    }

    private func add(_ name: String, parameterType: String?, _ handler: @escaping @MainActor (String?) -> Void) {
        let action = Self.makeAction(name, parameterType: parameterType, handler)
        g_action_map_add_action(opaque(gobject), opaque(action.gobject))
        actions[name] = action
    }

    /// Creates a `GSimpleAction` whose `activate` calls `handler`; the closure is released
    /// with the action.
    static func makeAction(
        _ name: String, parameterType: String?, _ handler: @escaping @MainActor (String?) -> Void
    ) -> Object {
        let type = parameterType.map { g_variant_type_checked_($0) } ?? nil
        let action = g_simple_action_new(name, type)!
        let wrapper = Object(unsafeAdopting: raw(action), ownership: .full)
        let thunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, variant, data in
            guard let data else { return }
            let box = borrow(data, as: ClosureBox<@MainActor (String?) -> Void>.self)
            let parameter = variant.map { String(cString: g_variant_get_string($0, nil)) }
            MainActor.assumeIsolated { box.handler(parameter) }
        }
        let box = ClosureBox<@MainActor (String?) -> Void>(handler)
        let id = cgtk_signal_connect(raw(action), "activate", gcallback(thunk), retained(box), { data, _ in
            if let data { release(data) }
        })
        precondition(id != 0, "Gtk.ActionGroup: could not connect 'activate' of action \(name).")
        return wrapper
    }

    /// Removes action `name`.
    public func removeAction(_ name: String) {
        g_action_map_remove_action(opaque(gobject), name)
        actions[name] = nil
    }

    /// Names of the actions in the group, sorted.
    public var actionNames: [String] { actions.keys.sorted() }
}
