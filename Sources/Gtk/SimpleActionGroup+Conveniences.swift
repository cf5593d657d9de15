internal import CGtk

/// The former hand-written `ActionGroup`: a `GSimpleActionGroup` of named actions, now the
/// generated `SimpleActionGroup` (which is an `ActionGroupProtocol` and an `ActionMap`). Install
/// it on a widget with `Widget.insertActionGroup(_:prefix:)`; a descendant's
/// `activateAction("prefix.name")` or an actionable widget (a button with `actionName`) reaches
/// it through the widget tree.
public typealias ActionGroup = SimpleActionGroup

// What the generator does not express: GSimpleAction's constructor takes a GVariantType and its
// `activate` signal a GVariant, so actions with Swift closures are made here.
extension SimpleActionGroup {
    /// Adds (or replaces) a parameterless action `name` that calls `handler` when activated;
    /// returns the action (e.g. to disable it with `setEnabled(false)`).
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = Self.makeAction(name, parameterType: nil) { _ in handler() }
        addAction(action)
        return action
    }

    /// Adds (or replaces) action `name` that takes a string parameter
    /// (`activateAction(name, parameter:)`); returns the action.
    @discardableResult
    public func addAction(_ name: String, stringParameter handler: @escaping @MainActor (String) -> Void) -> SimpleAction {
        let action = Self.makeAction(name, parameterType: "s") { handler($0 ?? "") }
        addAction(action)
        return action
    }

    /// Removes action `name` (`g_action_map_remove_action`).
    public func removeAction(_ name: String) { removeAction(actionName: name) }

    /// Names of the actions in the group, sorted (`g_action_group_list_actions`).
    public var actionNames: [String] {
        guard let names = g_action_group_list_actions(opaque(gobject)) else { return [] }
        defer { g_strfreev(names) }
        var result: [String] = []
        var index = 0
        while let name = names[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result.sorted()
    }

    /// Creates a `GSimpleAction` whose `activate` calls `handler` with its string parameter
    /// (nil for a parameterless action); the closure is released with the action.
    static func makeAction(
        _ name: String, parameterType: String?, _ handler: @escaping @MainActor (String?) -> Void
    ) -> SimpleAction {
        let type = parameterType.map { g_variant_type_checked_($0) } ?? nil
        let action = SimpleAction(unsafeAdopting: raw(g_simple_action_new(name, type)!), ownership: .full)
        let thunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, variant, data in
            guard let data else { return }
            let box = borrow(data, as: ClosureBox<@MainActor (String?) -> Void>.self)
            let parameter = variant.map { String(cString: g_variant_get_string($0, nil)) }
            MainActor.assumeIsolated { box.handler(parameter) }
        }
        let box = ClosureBox<@MainActor (String?) -> Void>(handler)
        let id = cgtk_signal_connect(raw(action.gobject), "activate", gcallback(thunk), retained(box), { data, _ in
            if let data { release(data) }
        })
        precondition(id != 0, "Gtk.SimpleActionGroup: could not connect 'activate' of action \(name).")
        return action
    }
}
