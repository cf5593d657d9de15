internal import CGtk

// Hand-written: g_action_map_lookup_action returns a GAction interface pointer, which gir-gen
// does not map as a return value.
extension ActionMap {
    /// The action named `name` in this map (`g_action_map_lookup_action`), or nil when there is
    /// none. An action made in Swift comes back as the same wrapper (e.g. your `SimpleAction`).
    public func lookupAction(_ name: String) -> (any ActionProtocol)? {
        guard let action = g_action_map_lookup_action(opaque(gobject), name) else { return nil }
        return Object.wrapper(forUnsafePointer: untyped(action)) as? any ActionProtocol
    }
}
