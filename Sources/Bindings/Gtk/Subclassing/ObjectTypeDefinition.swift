/// What a GType defined in Swift consists of: its name, the GType it derives from, its
/// properties and signals, and (for widgets) its CSS name and accessible role. The static
/// `typeDefinition` of an `ObjectSubclass`.
///
/// ```swift
/// static let typeDefinition = ObjectTypeDefinition(
///     name: "DemoNote",
///     properties: [title, done, priority],
///     signals: [renamed])
/// ```
public struct ObjectTypeDefinition: Sendable {
    /// The GType name, unique in the process (GTK's convention: a namespace prefix and
    /// CamelCase, e.g. `DemoChart`).
    public let name: String
    /// The name of the GType this one derives from, e.g. `GObject` or `GtkWidget`.
    public let parentTypeName: String
    /// The properties, installed in this order.
    public let properties: [PropertySpecification]
    /// The signals.
    public let signals: [SignalSpecification]
    /// The CSS node name of a widget type (`gtk_widget_class_set_css_name`); nil keeps the
    /// parent's.
    public let cssName: String?
    /// The accessible role of a widget type (`gtk_widget_class_set_accessible_role`); nil
    /// keeps the parent's.
    public let accessibleRole: AccessibleRole?
    /// The composite template a widget type builds its children from (nil: none).
    public let template: WidgetTemplate?

    /// Defines a type named `name` deriving from the GType named `parent` (`GObject` by
    /// default; `GtkWidget` or another widget type for a widget).
    public init(
        name: String, parent: String = "GObject",
        properties: [any ObjectPropertyDeclaration] = [], signals: [any ObjectSignalDeclaration] = [],
        cssName: String? = nil, accessibleRole: AccessibleRole? = nil, template: WidgetTemplate? = nil
    ) {
        self.name = name
        parentTypeName = parent
        self.properties = properties.map(\.specification)
        self.signals = signals.map(\.specification)
        self.cssName = cssName
        self.accessibleRole = accessibleRole
        self.template = template
    }
}

/// A Swift class that defines a GType of its own: a subclass of `Object` (or of a wrapper
/// such as `Widget`) with GObject properties and signals declared in `typeDefinition`.
///
/// The class must be `final`, and its stored properties need initial values (the object
/// may be created by C code, e.g. a `.ui` file, and wrapped later). `init()` creates an
/// instance; every lookup of the GObject (`children`, signal arguments, list items) gives
/// back the same Swift object, and releasing the last reference on both sides finalizes
/// the GObject and frees the Swift object.
///
/// ```swift
/// @MainActor
/// final class TaskItem: Object, ObjectSubclass {
///     static let title = ObjectProperty<String>("title")
///     static let done = ObjectProperty<Bool>("done")
///     static let typeDefinition = ObjectTypeDefinition(name: "DemoTaskItem", properties: [title, done])
///
///     var title: String {
///         get { self[Self.title] }
///         set { self[Self.title] = newValue }
///     }
/// }
///
/// // let item = TaskItem()
/// // item.title = "Buy milk" emits notify::title
/// ```
@MainActor
public protocol ObjectSubclass: Object {
    /// The GType's name, parent, properties and signals.
    static var typeDefinition: ObjectTypeDefinition { get }
    /// Wraps an instance of the type (inherited from `Object` or the wrapper you derive
    /// from; do not call it yourself).
    init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Object.Ownership)
}

extension ObjectSubclass {
    /// Creates an instance of the type with its properties at their defaults (registering
    /// the GType on first use).
    public init() {
        let (pointer, ownership) = SubclassRegistration.newInstance(of: Self.self)
        self.init(unsafeAdopting: pointer, ownership: ownership)
    }

    /// Registers the GType (once; later calls return at once), e.g. before a `.ui` file
    /// that names it is loaded. Returns the type name.
    @discardableResult
    public static func registerType() -> String {
        _ = SubclassRegistration.registeredType(of: Self.self)
        return typeDefinition.name
    }

    /// Checks the type's `WidgetTemplate` against its UI definition without registering the
    /// type: throws the message registration would stop the program with (a child id the file
    /// lacks, a child of another type, a handler without a callback, another template class).
    /// Call it in a unit test of each templated widget.
    public static func validateTemplate() throws(TemplateError) {
        guard let template = typeDefinition.template else { return }
        try TemplateCheck.validate(template, typeName: typeDefinition.name, parentTypeName: typeDefinition.parentTypeName,
                                   swiftName: String(describing: Self.self))
    }
}
