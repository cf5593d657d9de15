internal import CGtk

/// A `GtkPropertyExpression`: reads one property of a list item, in C. Sorters and
/// filters made from it (`Sorter.numeric(by:)`, `Sorter.string(by:)`, `Filter.bool(_:)`,
/// `Filter.string(_:matching:)`) compare and test items without calling Swift per item.
///
/// ```swift
/// let byTitle = Sorter.string(by: PropertyExpression(TaskItem.self, TaskItem.title))
/// let sorted = SortListModel(model: store, sorter: byTitle)
/// ```
@MainActor
public final class PropertyExpression {
    /// The expression (one reference, released with this wrapper).
    let expression: OpaquePointer

    /// An expression reading `property` of items of the Swift-defined type `T` (its GType
    /// is registered if it was not yet). Stops with a message when `T` has no such property.
    public init<T: ObjectSubclass, Value>(_ itemType: T.Type, _ property: ObjectProperty<Value>) {
        let type = SubclassRegistration.registeredType(of: itemType)
        self.expression = Self.make(type, property.name, typeDescription: "\(T.self)")
    }

    /// An expression reading the property `name` of items of the GType named `typeName`
    /// (e.g. `GtkStringObject`, `string`).
    public init(itemTypeNamed typeName: String, property name: String) {
        guard let type = WrapperRegistry.type(named: typeName) else {
            preconditionFailure("PropertyExpression: no GType named \(typeName). Name a registered item type (call registerType() on a Swift-defined one first).")
        }
        self.expression = Self.make(type, name, typeDescription: typeName)
    }

    private static func make(_ type: GType, _ name: String, typeDescription: String) -> OpaquePointer {
        let klass = g_type_class_ref(type)
        defer { g_type_class_unref(klass) }
        precondition(g_object_class_find_property(klass?.assumingMemoryBound(to: GObjectClass.self), name) != nil,
                     "PropertyExpression: \(typeDescription) has no property '\(name)'. Declare it in the type's ObjectTypeDefinition.")
        return gtk_property_expression_new(type, nil, name)!
    }

    isolated deinit { gtk_expression_unref(expression) }

    /// A new reference for a C function that takes ownership of the expression.
    var transferred: OpaquePointer { gtk_expression_ref(expression)! }
}

extension Sorter {
    /// A sorter comparing a number property read by `expression` (`GtkNumericSorter`), in
    /// ascending order unless `descending`.
    public static func numeric(by expression: PropertyExpression, descending: Bool = false) -> Sorter {
        let sorter = gtk_numeric_sorter_new(expression.transferred)!
        gtk_numeric_sorter_set_sort_order(sorter, descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
        return adoptNew(untyped(sorter))
    }

    /// A sorter comparing a string property read by `expression` (`GtkStringSorter`),
    /// ignoring case unless `ignoringCase` is false.
    public static func string(by expression: PropertyExpression, ignoringCase: Bool = true) -> Sorter {
        let sorter = gtk_string_sorter_new(expression.transferred)!
        gtk_string_sorter_set_ignore_case(sorter, ignoringCase ? 1 : 0)
        return adoptNew(untyped(sorter))
    }

    private static func adoptNew(_ pointer: UnsafeMutableRawPointer) -> Sorter {
        defer { g_object_unref(pointer) }
        guard let sorter = Object.wrapper(forUnsafePointer: pointer) as? Sorter else {
            preconditionFailure("Gtk.Sorter: the \(String(cString: cgtk_type_name(pointer))) is not wrapped as a Sorter.")
        }
        return sorter
    }
}

extension Filter {
    /// A filter keeping the items whose boolean property read by `expression` is true (or
    /// false when `inverted`) (`GtkBoolFilter`).
    public static func bool(_ expression: PropertyExpression, inverted: Bool = false) -> Filter {
        let filter = gtk_bool_filter_new(expression.transferred)!
        gtk_bool_filter_set_invert(filter, inverted ? 1 : 0)
        return adoptNew(untyped(filter))
    }

    /// A filter keeping the items whose string property read by `expression` contains
    /// `search`, ignoring case (`GtkStringFilter`, substring match).
    public static func string(_ expression: PropertyExpression, matching search: String) -> Filter {
        let filter = gtk_string_filter_new(expression.transferred)!
        gtk_string_filter_set_search(filter, search)
        return adoptNew(untyped(filter))
    }

    private static func adoptNew(_ pointer: UnsafeMutableRawPointer) -> Filter {
        defer { g_object_unref(pointer) }
        guard let filter = Object.wrapper(forUnsafePointer: pointer) as? Filter else {
            preconditionFailure("Gtk.Filter: the \(String(cString: cgtk_type_name(pointer))) is not wrapped as a Filter.")
        }
        return filter
    }
}
