internal import CGtk

/// The check of a widget template against its Swift declaration, run when the type is
/// registered (and by `ObjectSubclass.validateTemplate()`).
enum TemplateCheck {
    /// Throws the first mismatch between `template` and the type `swiftName` (GType `typeName`).
    @MainActor
    static func validate(_ template: WidgetTemplate, typeName: String, parentTypeName: String, swiftName: String) throws(TemplateError) {
        let file = template.fileName
        let outline = try TemplateOutline.read(try text(of: template), file: file)
        guard let templateClass = outline.templateClass else {
            throw TemplateError("\(swiftName): the UI definition \(file) has no <template> element. Write <template class=\"\(typeName)\" parent=\"…\"> (Blueprint: template \(typeName) : Parent { … }).")
        }
        guard templateClass == typeName else {
            throw TemplateError("\(swiftName): the UI definition \(file) is the template of \(templateClass), not \(typeName). Name the class \(typeName) in its <template> element (Blueprint: template \(typeName) : Parent).")
        }
        if let parent = outline.templateParent, parent != parentTypeName {
            let declared = WrapperRegistry.type(named: parentTypeName), named = WrapperRegistry.type(named: parent)
            guard let declared, let named, g_type_is_a(declared, named) != 0 else {
                throw TemplateError("\(swiftName): the template \(file) says its parent is \(parent), but \(typeName) derives from \(parentTypeName). Make them agree: parent=\"\(parentTypeName)\" in the <template> element (Blueprint: template \(typeName) : \(parentTypeName)), or the parent in its ObjectTypeDefinition.")
            }
        }
        for child in template.children {
            guard let className = outline.objects[child.id] else {
                throw TemplateError("\(swiftName): the template \(file) has no object with id '\(child.id)' (expected a \(child.expectedTypeName)). Add it to \(file), or remove TemplateChild<\(child.expectedTypeName)>(\"\(child.id)\") from the template's children.")
            }
            guard let type = WrapperRegistry.type(named: className) else {
                throw TemplateError("\(swiftName): the template child '\(child.id)' in \(file) is a \(className), which is not a registered GType (expected a \(child.expectedTypeName)). Register it (\(className)'s Swift type: registerType()) before the first \(swiftName).")
            }
            WrapperRegistry.installBuiltins()
            let wrapperClass = WrapperRegistry.registration(for: type)?.wrapperClass ?? Object.self
            guard child.accepts(wrapperClass) else {
                throw TemplateError("\(swiftName): the template child '\(child.id)' in \(file) is a \(className) (\(wrapperClass) in Swift), expected a \(child.expectedTypeName). Change its class in \(file) or the TemplateChild's type.")
            }
        }
        let callbackNames = Set(template.callbacks.map(\.name))
        for handler in outline.handlers where !callbackNames.contains(handler) {
            throw TemplateError("\(swiftName): the template \(file) names the signal handler '\(handler)', which has no callback. Add TemplateCallback<\(swiftName)>(\"\(handler)\") { … } to the template's callbacks.")
        }
    }

    /// The UI definition's text.
    private static func text(of template: WidgetTemplate) throws(TemplateError) -> String {
        switch template.source {
        case .xml(let xml, _):
            return xml
        case .resource(let path):
            var error: UnsafeMutablePointer<GError>?
            guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
                g_clear_error(&error)
                throw TemplateError("No GResource holds \(path), the template's UI definition. Register the app's compiled bundle (ResourceBundle(data:)) before the type's first instance, or fix the path.")
            }
            defer { g_bytes_unref(bytes) }
            var size = gsize(0)
            let data = g_bytes_get_data(bytes, &size)
            guard let data else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
        }
    }
}
