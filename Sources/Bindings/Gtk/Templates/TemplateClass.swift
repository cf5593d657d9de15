internal import CGtk

/// The class side of a widget template: what the class initializer of a Swift-defined
/// widget type with a `WidgetTemplate` sets up, and the instance side GTK asks for.
enum TemplateClass {
    /// Sets the template, binds each declared child, installs the scope that turns handler
    /// names into the Swift callbacks, and disposes the template children on dispose.
    static func install(on klass: UnsafeMutablePointer<GtkWidgetClass>, _ template: WidgetTemplate, _ registration: SubclassRegistration) {
        switch template.source {
        case .resource(let path):
            gtk_widget_class_set_template_from_resource(klass, path)
        case .xml(let xml, _):
            let utf8 = Array(xml.utf8)
            let bytes = utf8.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            gtk_widget_class_set_template(klass, bytes)
            g_bytes_unref(bytes)
        }
        for child in template.children {
            // Offset 0: the child is kept in the template's table only, read with
            // gtk_widget_get_template_child.
            gtk_widget_class_bind_template_child_full(klass, child.id, 0, 0)
        }
        let scope = TemplateScope.make(for: registration)
        gtk_widget_class_set_template_scope(klass, OpaquePointer(scope))
        g_object_unref(raw(scope))
        klass.withMemoryRebound(to: GObjectClass.self, capacity: 1) { $0.pointee.dispose = TemplateClass.dispose }
    }

    /// Builds the template children of the level being initialized (`gtk_widget_init_template`).
    static func initialize(_ instance: UnsafeMutableRawPointer) {
        gtk_widget_init_template(instance.assumingMemoryBound(to: GtkWidget.self))
    }

    /// Disposes the template children of each Swift level that has a template, then runs the
    /// dispose of the nearest type Swift did not define.
    private static let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        guard let object else { return }
        let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        var level = cgtk_type_of(raw(object))
        while let registration = SubclassRegistration.of(level) {
            if registration.definition.template != nil { gtk_widget_dispose_template(widget, level) }
            level = g_type_parent(level)
        }
        g_type_class_peek(level).assumingMemoryBound(to: GObjectClass.self).pointee.dispose?(object)
    }
}
