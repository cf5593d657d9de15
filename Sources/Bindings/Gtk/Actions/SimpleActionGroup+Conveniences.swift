internal import CGtk

/// The former hand-written `ActionGroup`: a `GSimpleActionGroup` of named actions, now the
/// generated `SimpleActionGroup` (which is an `ActionGroupProtocol` and an `ActionMap`). Install
/// it on a widget with `Widget.insertActionGroup(_:prefix:)`; a descendant's
/// `activateAction("prefix.name")` or an actionable widget (a button with `actionName`) reaches
/// it through the widget tree.
public typealias ActionGroup = SimpleActionGroup

// What the generator does not express: actions with Swift closures (SimpleAction+Conveniences).
extension SimpleActionGroup {
    /// Adds (or replaces) a parameterless action `name` that calls `handler` when activated;
    /// returns the action (e.g. to disable it with `setEnabled(false)`).
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name, handler)
        addAction(action)
        return action
    }

    /// Adds (or replaces) action `name` that takes a string parameter
    /// (`activateAction(name, parameter:)`); returns the action.
    @discardableResult
    public func addAction(_ name: String, stringParameter handler: @escaping @MainActor (String) -> Void) -> SimpleAction {
        let action = SimpleAction(name: name, stringParameter: handler)
        addAction(action)
        return action
    }

    /// Removes action `name` (`g_action_map_remove_action`).
    public func removeAction(_ name: String) { removeAction(actionName: name) }

    /// Names of the actions in the group, sorted (`g_action_group_list_actions`).
    public var actionNames: [String] {
        takeStringArray(g_action_group_list_actions(opaque(gobject))).sorted()
    }

}
