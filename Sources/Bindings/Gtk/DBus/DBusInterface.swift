internal import CGtk

/// A D-Bus interface as its introspection XML describes it: the methods an object answers,
/// with their argument types. GDBus checks every call's arguments and every reply against
/// it, and answers `org.freedesktop.DBus.Introspectable` with it.
///
/// ```swift
/// let interface = try DBusInterface(xml: """
///     <node><interface name="org.example.Greeter">
///       <method name="Greet"><arg type="s" direction="in"/><arg type="s" direction="out"/></method>
///     </interface></node>
///     """, name: "org.example.Greeter")
/// ```
public final class DBusInterface: @unchecked Sendable {
    // The node owns the interface info; both are immutable once parsed.
    private let node: UnsafeMutablePointer<GDBusNodeInfo>
    let info: UnsafeMutablePointer<GDBusInterfaceInfo>

    /// The interface's name (`org.gnome.Shell.SearchProvider2`).
    public let name: String

    /// One method: its name and the type signatures of what it takes and returns.
    public struct Method: Hashable, Sendable {
        /// The method's name.
        public var name: String
        /// The arguments' types as one tuple (`(as)`).
        public var inputSignature: String
        /// The results' types as one tuple (`(as)`; `()` for none).
        public var outputSignature: String

        /// A method named `name` taking `inputSignature` and returning `outputSignature`.
        public init(name: String, inputSignature: String, outputSignature: String) {
            self.name = name
            self.inputSignature = inputSignature
            self.outputSignature = outputSignature
        }
    }

    /// The interface's methods, in the XML's order.
    public let methods: [Method]

    /// The interface `name` of the introspection `xml` (a `<node>` holding it). Throws when
    /// the XML does not parse or holds no interface of that name.
    public init(xml: String, name: String) throws(DBusError) {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(xml, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw DBusError(message: "DBusInterface: the introspection XML of \(name) does not parse (\(reason)); fix the XML.")
        }
        guard let info = g_dbus_node_info_lookup_interface(node, name) else {
            g_dbus_node_info_unref(node)
            throw DBusError(message: "DBusInterface: the introspection XML has no <interface name=\"\(name)\">; add it or fix the name.")
        }
        self.node = node
        self.info = info
        self.name = name
        var methods: [Method] = []
        if var method = info.pointee.methods {
            while let current = method.pointee {
                methods.append(Method(name: String(cString: current.pointee.name),
                                      inputSignature: Self.signature(current.pointee.in_args),
                                      outputSignature: Self.signature(current.pointee.out_args)))
                method += 1
            }
        }
        self.methods = methods
    }

    deinit { g_dbus_node_info_unref(node) }

    /// The tuple type of a NULL-terminated argument list.
    private static func signature(_ arguments: UnsafeMutablePointer<UnsafeMutablePointer<GDBusArgInfo>?>?) -> String {
        var types = ""
        if var argument = arguments {
            while let current = argument.pointee {
                types += String(cString: current.pointee.signature)
                argument += 1
            }
        }
        return "(" + types + ")"
    }

    /// The method `name`, or nil when the interface has none.
    public func method(named name: String) -> Method? {
        methods.first { $0.name == name }
    }
}
