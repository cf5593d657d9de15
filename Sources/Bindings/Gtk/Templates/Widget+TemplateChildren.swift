internal import CGtk

extension Widget {
    /// The template child `child` declares, e.g. `self[Self.title]` for
    /// `static let title = TemplateChild<Label>("title")`.
    public subscript<Value: Object>(child: TemplateChild<Value>) -> Value {
        templateChild(child.id, as: Value.self)
    }

    /// The template child with `id`, as a `Value`: `templateChild("title", as: Label.self)`.
    /// The id must be declared in the `WidgetTemplate` of this widget's type (or of a
    /// Swift-defined type it derives from).
    public func templateChild<Value: Object>(_ id: String, as type: Value.Type = Value.self) -> Value {
        var level = cgtk_type_of(raw(gobject))
        while let registration = SubclassRegistration.of(level) {
            if let template = registration.definition.template, template.children.contains(where: { $0.id == id }) {
                guard let pointer = gtk_widget_get_template_child(widget, level, id) else {
                    preconditionFailure("\(typeName).templateChild: the template child '\(id)' is gone (the widget was disposed). Read template children while the widget is alive.")
                }
                guard let child = Object.wrapper(forUnsafePointer: raw(pointer)) as? Value else {
                    preconditionFailure("\(typeName).templateChild: '\(id)' in \(template.fileName) is a \(String(cString: cgtk_type_name(raw(pointer)))), not a \(Value.self). Read it as its own type.")
                }
                return child
            }
            level = g_type_parent(level)
        }
        preconditionFailure("\(typeName) has no template child '\(id)'. Declare TemplateChild<\(Value.self)>(\"\(id)\") in its WidgetTemplate's children.")
    }
}
