internal import CGtk

/// Who may read and write a property declared in Swift.
public enum PropertyAccess: Sendable {
    /// Readable and writable by anyone (`g_object_set`, bindings, `.ui` files).
    case readWrite
    /// Readable by anyone; written only by the Swift type that declares it (through
    /// `Object.subscript(_:)` on an instance of that type).
    case readOnly

    var flags: GParamFlags.RawValue {
        switch self {
        case .readWrite: G_PARAM_READABLE.rawValue | G_PARAM_WRITABLE.rawValue
        case .readOnly: G_PARAM_READABLE.rawValue
        }
    }
}

/// A GObject property with a typed value: declares a property of a type you define in
/// Swift (list it in `ObjectTypeDefinition.properties`), and is the typed key to read,
/// write, observe and bind it (`object[Item.title]`, `onNotify(_:_:)`,
/// `bindProperty(_:to:_:flags:)`).
///
/// ```swift
/// static let title = ObjectProperty<String>("title", default: "Untitled")
/// static let done = ObjectProperty<Bool>("done")
/// static let priority = ObjectProperty<Int>("priority", default: 1, range: 0...3)
/// ```
///
/// Each declared property is a real `GParamSpec` on the GType, so C code, `GtkBuilder`,
/// `GtkPropertyExpression`, sorters, filters and `g_object_bind_property` read it without
/// Swift: the values live in the GObject instance. `notify::<name>` is emitted when a
/// write changes the value (and not when it writes the same value).
///
/// `ObjectProperty(named:)` is a key only, for a property some other type declares (e.g.
/// `ObjectProperty<String>(named: "label")` of a `GtkButton`).
public struct ObjectProperty<Value: ObjectPropertyValue>: ObjectPropertyDeclaration {
    /// The GObject property name (lower case, words joined by `-`).
    public let name: String
    /// Makes the `GParamSpec` (nil: a key for an existing property).
    let makeSpec: (@Sendable (_ flags: GParamFlags.RawValue) -> UnsafeMutablePointer<GParamSpec>)?
    /// The access declared.
    let access: PropertyAccess

    /// A typed key for the property `name` that another type declares; it declares nothing.
    public init(named name: String) {
        self.name = name
        makeSpec = nil
        access = .readWrite
    }

    init(_ name: String, access: PropertyAccess, makeSpec: @escaping @Sendable (GParamFlags.RawValue) -> UnsafeMutablePointer<GParamSpec>) {
        precondition(name.utf8.first.map { ($0 >= 97 && $0 <= 122) || ($0 >= 65 && $0 <= 90) } == true
                        && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) || $0 == 45 },
                     "ObjectProperty: '\(name)' is not a valid GObject property name. Use letters, digits and '-', starting with a letter (e.g. \"due-date\").")
        self.name = name
        self.access = access
        self.makeSpec = makeSpec
    }

    /// What `ObjectTypeDefinition` installs.
    public var specification: PropertySpecification {
        guard let makeSpec else {
            preconditionFailure("ObjectProperty(named: \"\(name)\") is a key for an existing property and declares nothing. Declare it with a default value, e.g. ObjectProperty<\(Value.self)>(\"\(name)\", default: …).")
        }
        let flags = access.flags | G_PARAM_EXPLICIT_NOTIFY.rawValue
        return PropertySpecification(name: name, make: { makeSpec(flags) })
    }
}

/// Something `ObjectTypeDefinition.properties` accepts: a declared `ObjectProperty`.
public protocol ObjectPropertyDeclaration: Sendable {
    /// The property as GLib installs it.
    var specification: PropertySpecification { get }
}

/// A property as `ObjectTypeDefinition` installs it (type-erased).
public struct PropertySpecification: @unchecked Sendable {
    /// The property name.
    public let name: String
    /// Makes the `GParamSpec` (called once, in the class initializer).
    let make: @Sendable () -> UnsafeMutablePointer<GParamSpec>
}

extension ObjectProperty where Value == Bool {
    /// Declares a boolean property.
    public init(_ name: String, default defaultValue: Bool = false, access: PropertyAccess = .readWrite) {
        self.init(name, access: access) { flags in
            g_param_spec_boolean(name, name, name, defaultValue ? 1 : 0, GParamFlags(rawValue: flags))
        }
    }
}

extension ObjectProperty where Value == Int {
    /// Declares an integer property (`gint64`) with values in `range`.
    public init(_ name: String, default defaultValue: Int = 0, range: ClosedRange<Int> = Int.min...Int.max,
                access: PropertyAccess = .readWrite) {
        precondition(range.contains(defaultValue), "ObjectProperty '\(name)': the default \(defaultValue) is outside \(range). Pass a default inside the range.")
        self.init(name, access: access) { flags in
            g_param_spec_int64(name, name, name, gint64(range.lowerBound), gint64(range.upperBound), gint64(defaultValue), GParamFlags(rawValue: flags))
        }
    }
}

extension ObjectProperty where Value == Double {
    /// Declares a floating-point property with values in `range`.
    public init(_ name: String, default defaultValue: Double = 0,
                range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                access: PropertyAccess = .readWrite) {
        precondition(range.contains(defaultValue), "ObjectProperty '\(name)': the default \(defaultValue) is outside \(range). Pass a default inside the range.")
        self.init(name, access: access) { flags in
            g_param_spec_double(name, name, name, range.lowerBound, range.upperBound, defaultValue, GParamFlags(rawValue: flags))
        }
    }
}

extension ObjectProperty where Value == String {
    /// Declares a string property.
    public init(_ name: String, default defaultValue: String = "", access: PropertyAccess = .readWrite) {
        self.init(name, access: access) { flags in
            g_param_spec_string(name, name, name, defaultValue, GParamFlags(rawValue: flags))
        }
    }
}

extension ObjectProperty where Value == String? {
    /// Declares a string property that may be unset (`nil`, the default).
    public init(_ name: String, access: PropertyAccess = .readWrite) {
        self.init(name, access: access) { flags in
            g_param_spec_string(name, name, name, nil, GParamFlags(rawValue: flags))
        }
    }
}

extension ObjectProperty where Value: ObjectPropertyEnum {
    /// Declares an enumeration property (a registered `GEnum`, see `ObjectPropertyEnum`).
    public init(_ name: String, default defaultValue: Value, access: PropertyAccess = .readWrite) {
        let raw = defaultValue.rawValue
        let enumType = Value.propertyValueKind.gtype
        self.init(name, access: access) { flags in
            g_param_spec_enum(name, name, name, enumType(), gint(raw), GParamFlags(rawValue: flags))
        }
    }
}

extension ObjectProperty {
    /// Declares an object property (a `GObject`, `nil` by default) holding objects of any
    /// type; reads give back their wrappers as `Wrapped` (`nil` when the object is another
    /// kind).
    public init<Wrapped: Object>(_ name: String, of type: Wrapped.Type = Wrapped.self, access: PropertyAccess = .readWrite)
    where Value == Wrapped? {
        self.init(name, access: access) { flags in
            g_param_spec_object(name, name, name, FundamentalType.object, GParamFlags(rawValue: flags))
        }
    }
}
