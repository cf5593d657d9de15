internal import CGtk

// Hand-written: g_action_group_activate_action takes a GVariant parameter, which gir-gen does
// not map.
extension ActionGroupProtocol {
    /// Activates action `name` of this group (`g_action_group_activate_action`), with a string
    /// parameter for an action that takes one (`SimpleAction(name:stringParameter:)`). GIO
    /// ignores a disabled action. The name has no prefix: `"quit"`, not `"app.quit"`.
    public func activateAction(_ name: String, parameter: String? = nil) {
        precondition(hasAction(actionName: name),
                     "Gtk.\(Swift.type(of: self)).activateAction: no action '\(name)'. Add it first (addAction), without the 'app.' or group prefix.")
        let variant = parameter.map { g_variant_new_string($0) } ?? nil
        g_action_group_activate_action(opaque(gobject), name, variant)
    }
}
