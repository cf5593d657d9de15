/// A type reference in a `.gir` file: a named type, or an array of one.
indirect enum GIRType {
    /// `<type name="…" c:type="…">`, with element types for containers such as `GLib.List`.
    case named(name: String, cType: String?, elements: [GIRType])
    /// `<array c:type="…" zero-terminated="…" length="…">` of `element`.
    case array(cType: String?, element: GIRType?, zeroTerminated: Bool, lengthIndex: Int?, fixedSize: Int?)
    /// `<varargs/>`.
    case varargs

    /// The type name, e.g. `gboolean` or `Widget` (nil for arrays and varargs).
    var name: String? {
        if case .named(let name, _, _) = self { return name }
        return nil
    }

    /// The C type spelled in the `.gir` file, if given.
    var cType: String? {
        switch self {
        case .named(_, let cType, _): return cType
        case .array(let cType, _, _, _, _): return cType
        case .varargs: return nil
        }
    }
}

/// How ownership of a value moves across a call (`transfer-ownership`).
enum Transfer: String {
    case none, full, container, floating
}

/// A parameter of a function or signal.
struct GIRParameter {
    var name: String
    var type: GIRType
    var direction = "in"
    var transfer = Transfer.none
    var nullable = false
    var optional = false
    var callerAllocates = false
    var closureIndex: Int?
    var destroyIndex: Int?
    var scope: String?
}

/// A constructor, method, function or signal.
struct GIRCallable {
    var name: String
    var cIdentifier: String
    var returnType: GIRType?
    var returnTransfer = Transfer.none
    var returnNullable = false
    var parameters: [GIRParameter] = []
    var throwsError = false
    var version: String?
    var deprecated = false
    var introspectable = true
    /// The C type of the instance parameter (`const GtkTextIter*`), for methods.
    var instanceCType: String?
    /// The property this method reads (`org.gtk.Method.get_property`), if any.
    var getsProperty: String?
    /// The property this method writes (`org.gtk.Method.set_property`), if any.
    var setsProperty: String?
}

/// A GObject property.
struct GIRProperty {
    var name: String
    var type: GIRType
    var writable = false
    var constructOnly = false
    /// The getter's method name (`getter`) and C symbol (`org.gtk.Property.get`).
    var getter: String?, cGetter: String?
    /// The setter's method name (`setter`) and C symbol (`org.gtk.Property.set`).
    var setter: String?, cSetter: String?
    var version: String?
    var deprecated = false
}

/// A GObject signal.
struct GIRSignal {
    var name: String
    var returnType: GIRType?
    var parameters: [GIRParameter] = []
    var version: String?
    var deprecated = false
}

/// A class or interface.
struct GIRClass {
    var namespace: String
    var name: String
    var cType: String
    var isInterface: Bool
    var hasPublicStruct = false
    var parent: String?
    var implements: [String] = []
    var prerequisites: [String] = []
    var constructors: [GIRCallable] = []
    var methods: [GIRCallable] = []
    var properties: [GIRProperty] = []
    var signals: [GIRSignal] = []
    var getType: String?
    /// The registered GType name (`glib:type-name`; the C type when absent).
    var typeName: String?
    var version: String?
    var deprecated = false

    /// `Namespace.Name`.
    var qualifiedName: String { namespace + "." + name }
}

/// An enumeration or bit field.
struct GIREnum {
    struct Member {
        var name: String
        var value: Int64
        var cIdentifier: String
        var version: String?
        var deprecated = false
    }

    var namespace: String
    var name: String
    var cType: String
    var isBitfield: Bool
    var members: [Member] = []
    var version: String?
    var deprecated = false

    /// `Namespace.Name`.
    var qualifiedName: String { namespace + "." + name }
}

/// Everything the generator reads from the loaded `.gir` files, keyed by `Namespace.Name`.
struct GIRRepository {
    var classes: [String: GIRClass] = [:]
    var enums: [String: GIREnum] = [:]
    /// Records (`GtkTextIter`, `GtkTreePath`, …) with their constructors and methods, read as
    /// classes without a parent, properties or signals.
    var records: [String: GIRClass] = [:]
    /// Callback types (`GtkCustomFilterFunc`, …): their C signature.
    var callbacks: [String: GIRCallable] = [:]
    /// Records, callbacks, aliases and other names that exist but are not wrapped as objects.
    var otherTypes: Set<String> = []
    /// Namespaces loaded, in order.
    var namespaces: [String] = []
}
