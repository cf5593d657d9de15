internal import CGtk

/// An object a ``DBusService`` exports at a path: one interface, whose method calls reach
/// `onMethodCall` on the main actor.
///
/// ```swift
/// let greeter = try DBusObject(path: "/org/example/Greeter", interface: interface) { call in
///     let name = call.arguments.first?.string ?? "you"
///     call.reply([.string("Hello, \(name)!")])
/// }
/// ```
@MainActor
public final class DBusObject {
    /// Where the object is on the bus (`/org/example/Greeter`).
    public let path: String
    /// The interface it answers.
    public let interface: DBusInterface
    /// What answers each call (now or later).
    let onMethodCall: @MainActor (DBusMethodCall) -> Void

    /// An object at `path` answering `interface`'s methods with `onMethodCall`, which answers
    /// each call it gets once (``DBusMethodCall/reply(_:)`` or ``DBusMethodCall/fail(_:)``).
    /// Throws when `path` is not an object path.
    public init(path: String, interface: DBusInterface, onMethodCall: @escaping @MainActor (DBusMethodCall) -> Void) throws(DBusError) {
        guard Self.isValidPath(path) else {
            throw DBusError(message: "DBusObject: '\(path)' is not an object path; use /-separated elements of [A-Za-z0-9_], e.g. /org/example/Object.")
        }
        self.path = path
        self.interface = interface
        self.onMethodCall = onMethodCall
    }

    /// Whether `path` is a D-Bus object path (`/`, or `/`-separated non-empty elements of
    /// ASCII letters, digits and `_`, without a trailing `/`).
    public nonisolated static func isValidPath(_ path: String) -> Bool {
        g_variant_is_object_path(path) != 0
    }

    /// Hands a call GDBus dispatched to `onMethodCall`.
    func receive(invocation: OpaquePointer, method: String, parameters: OpaquePointer, sender: String?) {
        let outputs = interface.method(named: method)?.outputSignature ?? "()"
        guard case .tuple(let arguments)? = DBusValue(variant: parameters) else {
            g_dbus_method_invocation_return_dbus_error(invocation, DBusError.invalidArguments,
                                                       "\(interface.name).\(method): arguments of a type DBusValue does not hold")
            return
        }
        onMethodCall(DBusMethodCall(invocation: invocation, method: method, arguments: arguments, sender: sender,
                                    objectPath: path, interfaceName: interface.name, outputSignature: outputs))
    }
}
