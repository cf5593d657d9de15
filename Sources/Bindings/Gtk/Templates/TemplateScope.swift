internal import CGtk

/// The GtkBuilder scope of the templates Swift defines: a `GtkBuilderCScope` subclass
/// (`WorkflowGtkTemplateScope`) whose `create_closure` returns a closure calling the
/// `TemplateCallback` of that handler name. Type names resolve as in any GtkBuilder scope.
enum TemplateScope {
    /// The qdata key of the registration a scope serves.
    private static let registrationQuark = g_quark_from_static_string("workflowgtk-template-scope")
    private static let typeName = "WorkflowGtkTemplateScope"

    /// A new scope (one reference, the caller's) for the template of `registration`.
    static func make(for registration: SubclassRegistration) -> UnsafeMutablePointer<GObject> {
        let scope = g_object_new_with_properties(scopeType(), 0, nil, nil)!
        // The registration lives as long as the process (its GType does).
        g_object_set_qdata(scope, registrationQuark, unretained(registration))
        return scope
    }

    /// The scope's GType, registered on first use (the name itself is the "once").
    private static func scopeType() -> GType {
        let existing = g_type_from_name(typeName)
        if existing != 0 { return existing }
        let parent = gtk_builder_cscope_get_type()
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        let type = g_type_register_static(parent, typeName, &info, GTypeFlags(rawValue: 0))
        var interface = GInterfaceInfo()
        interface.interface_init = { vtable, _ in
            guard let vtable else { return }
            let scope = vtable.assumingMemoryBound(to: GtkBuilderScopeInterface.self)
            let parent = g_type_interface_peek_parent(vtable).assumingMemoryBound(to: GtkBuilderScopeInterface.self)
            scope.pointee.get_type_from_name = parent.pointee.get_type_from_name
            scope.pointee.get_type_from_function = parent.pointee.get_type_from_function
            scope.pointee.create_closure = { scope, builder, name, _, object, error in
                guard let scope, let name else { return nil }
                let registration = borrow(g_object_get_qdata(UnsafeMutableRawPointer(scope).assumingMemoryBound(to: GObject.self), TemplateScope.registrationQuark)!,
                                          as: SubclassRegistration.self)
                let handler = String(cString: name)
                guard let callback = registration.definition.template?.callbacks.first(where: { $0.name == handler }) else {
                    g_set_error_literal(error, gtk_builder_error_quark(), gint(GTK_BUILDER_ERROR_INVALID_FUNCTION.rawValue),
                                        "\(registration.definition.name): no TemplateCallback named '\(handler)'. Add it to the template's callbacks.")
                    return nil
                }
                guard let target = object ?? gtk_builder_get_current_object(builder) else {
                    g_set_error_literal(error, gtk_builder_error_quark(), gint(GTK_BUILDER_ERROR_INVALID_FUNCTION.rawValue),
                                        "\(registration.definition.name): the handler '\(handler)' has no object to call it on.")
                    return nil
                }
                return TemplateScope.closure(calling: callback, on: target)
            }
        }
        g_type_add_interface_static(type, gtk_builder_scope_get_type(), &interface)
        return type
    }

    /// What one closure calls: the callback, and the template's widget (the closure is
    /// invalidated when that widget goes away).
    private final class Invocation {
        let callback: TemplateCallbackSpecification
        let target: UInt
        init(_ callback: TemplateCallbackSpecification, _ target: UInt) {
            self.callback = callback
            self.target = target
        }
    }

    private static func closure(calling callback: TemplateCallbackSpecification, on target: UnsafeMutablePointer<GObject>) -> UnsafeMutablePointer<GClosure> {
        let data = retained(Invocation(callback, UInt(bitPattern: target)))
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)!
        g_closure_add_finalize_notifier(closure, data) { data, _ in if let data { release(data) } }
        g_closure_set_marshal(closure) { closure, returnValue, count, parameters, _, _ in
            guard let closure, let data = closure.pointee.data else { return }
            let invocation = borrow(data, as: Invocation.self)
            let emitter = count > 0 ? parameters.flatMap { g_value_get_object($0) } : nil
            let callback = invocation.callback, target = invocation.target
            let emitterAddress = emitter.map { UInt(bitPattern: $0) } ?? target
            // Addresses, not pointers, cross into the main-actor closure (pointers are not Sendable).
            let valuesAddress = parameters.map { UInt(bitPattern: $0) }, valueCount = Int(count)
            MainActor.assumeIsolated {
                let owner = Object.wrapper(forUnsafePointer: UnsafeMutableRawPointer(bitPattern: target)!)
                let source = Object.wrapper(forUnsafePointer: UnsafeMutableRawPointer(bitPattern: emitterAddress)!)
                let values = valuesAddress.flatMap { UnsafePointer<GValue>(bitPattern: $0) }
                callback.invoke(owner, source, TemplateSignalValues(values: values, count: valueCount))
            }
            if let returnValue, returnValue.pointee.g_type == FundamentalType.boolean { g_value_set_boolean(returnValue, 0) }
        }
        g_object_watch_closure(target, closure)
        return closure
    }
}
