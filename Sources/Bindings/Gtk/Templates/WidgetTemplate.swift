internal import CGtk

/// A composite template: the GtkBuilder UI definition a widget type defined in Swift builds
/// its children from (`gtk_widget_class_set_template`), the children Swift reads by id, and
/// the Swift closures its `<signal handler="…">` elements name.
///
/// Give it to the type's `ObjectTypeDefinition` (`template:`). The definition is checked
/// when the GType is registered (the first `init()` or `registerType()`): a child id the
/// file does not define, a child of another type than declared, a handler without a
/// callback, or a `<template class>` or `parent` other than the type's stops the program with one
/// message naming the id, the expected type and the file. Call `validateTemplate()` in a
/// unit test to get that message as a thrown `TemplateError` instead.
///
/// ```swift
/// @MainActor
/// final class ResourceCounter: Widget, ObjectSubclass {
///     static let count = TemplateChild<Label>("count")
///     static let typeDefinition = ObjectTypeDefinition(
///         name: "DemoResourceCounter", parent: "GtkBox",
///         template: WidgetTemplate(
///             resource: "/org/example/counter.ui", children: [count],
///             callbacks: [TemplateCallback<ResourceCounter>("increment") { counter, _ in counter.onIncrement() }]))
///
///     var onIncrement: () -> Void = {}
///     var value = 0 {
///         didSet { self[Self.count].label = "\(value)" }
///     }
/// }
/// ```
public struct WidgetTemplate: Sendable {
    /// Where the UI definition comes from.
    public enum Source: Sendable, Equatable {
        /// A path in a registered GResource, e.g. `/org/example/app/counter.ui`.
        case resource(String)
        /// The UI definition itself, with the name of the file it came from (for messages).
        case xml(String, file: String)
    }

    /// Where the UI definition comes from.
    public let source: Source
    /// The children Swift reads by id.
    public let children: [TemplateChildSpecification]
    /// The closures the template's signal handlers name.
    public let callbacks: [TemplateCallbackSpecification]

    /// A template loaded from the GResource path `resource` (register the app's resource
    /// bundle before the type's first instance).
    public init(resource: String, children: [any TemplateChildDeclaration] = [], callbacks: [any TemplateCallbackDeclaration] = []) {
        source = .resource(resource)
        self.children = children.map(\.specification)
        self.callbacks = callbacks.map(\.specification)
    }

    /// A template given as GtkBuilder XML (e.g. the string the Blueprint plugin generates);
    /// `file` names its source file in messages.
    public init(xml: String, file: String, children: [any TemplateChildDeclaration] = [], callbacks: [any TemplateCallbackDeclaration] = []) {
        source = .xml(xml, file: file)
        self.children = children.map(\.specification)
        self.callbacks = callbacks.map(\.specification)
    }

    /// The file name messages cite: the resource path or the given file.
    public var fileName: String {
        switch source {
        case .resource(let path): return path
        case .xml(_, let file): return file
        }
    }
}

/// Why a widget template does not fit its Swift declaration; `description` names the id,
/// the expected type, the file and the fix.
public struct TemplateError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The message.
    public let description: String

    /// An error with `description` as its message.
    public init(_ description: String) { self.description = description }
}
