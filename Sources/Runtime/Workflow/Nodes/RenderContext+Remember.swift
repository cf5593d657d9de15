/// The key of an object a workflow keeps across render passes: what kind (an event handler,
/// a remembered value), its value type, and the workflow's key.
struct RetainedKey: Hashable {
    let kind: ObjectIdentifier
    let key: String
}

extension RenderContext {
    /// An event handler that stays equal across render passes and calls `handle`, the
    /// closure of the latest pass.
    ///
    /// A screen holding ``EventHandler``s instead of closures can be `Equatable`, so that
    /// controllers skip an update when only the closures would differ. Handlers are matched
    /// across passes by their value type and `key`; a handler not made in a pass is
    /// released after it. Making two handlers of one value type with the same key in one
    /// pass is a precondition failure.
    public func eventHandler<Value>(
        key: String = "", _ handle: @escaping @MainActor (Value) -> Void
    ) -> EventHandler<Value> {
        let box = retainedObject(
            RetainedKey(kind: ObjectIdentifier(EventHandlerBox<Value>.self), key: key),
            operation: "make an event handler"
        ) { EventHandlerBox<Value>(handle) } as! EventHandlerBox<Value>
        box.handle = handle
        return EventHandler(box: box)
    }

    /// An event handler without a value that stays equal across render passes (see
    /// the other `eventHandler(key:_:)`).
    public func eventHandler(key: String = "", _ handle: @escaping @MainActor () -> Void) -> EventHandler<Void> {
        eventHandler(key: key) { (_: Void) in handle() }
    }

    /// A value computed by `compute` the first time `key` is rendered, and again only when
    /// `inputs` differ from the last computation's: for a derived value that is costly to
    /// make (a sorted list, a formatter) or whose identity matters.
    ///
    /// Remembered values are matched across passes by their types and `key`; one not asked
    /// for in a pass is released after it.
    public func remember<Inputs: Equatable, Value>(
        key: String = "", inputs: Inputs, _ compute: () -> Value
    ) -> Value {
        let retainedKey = RetainedKey(kind: ObjectIdentifier(RememberedValue<Inputs, Value>.self), key: key)
        let remembered = retainedObject(retainedKey, operation: "remember a value") {
            RememberedValue(inputs: inputs, value: compute())
        } as! RememberedValue<Inputs, Value>
        if remembered.inputs == inputs { return remembered.value }
        let recomputed = RememberedValue(inputs: inputs, value: compute())
        replaceRetainedObject(retainedKey, with: recomputed)
        return recomputed.value
    }

    private func retainedObject(_ key: RetainedKey, operation: String, make: () -> AnyObject) -> AnyObject {
        if !isValid { invalidUse(operation) }
        if let node { return node.retainedObject(key, make: make) }
        return make()
    }

    private func replaceRetainedObject(_ key: RetainedKey, with object: AnyObject) {
        node?.retained[key] = object
    }
}
