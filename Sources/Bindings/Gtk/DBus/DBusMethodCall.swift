internal import CGtk

/// One call of a method of a ``DBusObject``, to answer once: with ``reply(_:)`` (now, or
/// later, after work on another thread) or with ``fail(_:)``. A call dropped without an
/// answer is answered with an error, so its caller never waits for a reply that cannot come.
@MainActor
public final class DBusMethodCall {
    /// The method's name (`GetInitialResultSet`).
    public let method: String
    /// The arguments, as the interface declares them (GDBus has checked their types).
    public let arguments: [DBusValue]
    /// The caller's unique bus name (`:1.42`), when it came over a bus.
    public let sender: String?
    /// The path of the object called.
    public let objectPath: String
    /// The interface's name.
    public let interfaceName: String
    /// The results' types the interface declares, as one tuple (`(as)`).
    public let outputSignature: String

    // The invocation, owned until it is answered (answering hands GDBus the reference).
    private var invocation: OpaquePointer?

    init(invocation: OpaquePointer, method: String, arguments: [DBusValue], sender: String?, objectPath: String,
         interfaceName: String, outputSignature: String) {
        self.invocation = invocation
        self.method = method
        self.arguments = arguments
        self.sender = sender
        self.objectPath = objectPath
        self.interfaceName = interfaceName
        self.outputSignature = outputSignature
    }

    isolated deinit {
        // Not answered: the caller gets an error now instead of waiting for its timeout.
        if let invocation {
            g_dbus_method_invocation_return_dbus_error(invocation, DBusError.failed,
                                                       "\(interfaceName).\(method) was not answered by the service")
        }
    }

    /// Whether the call has been answered.
    public var isAnswered: Bool { invocation == nil }

    /// Answers with `results` (as many as the method returns, of its types; none for a
    /// method without results). Results of other types answer the caller with an error
    /// naming the types, and that error is returned (the call is answered either way).
    /// Answering twice is a programming error and stops the program.
    @discardableResult
    public func reply(_ results: [DBusValue] = []) -> DBusError? {
        let tuple = DBusValue.tuple(results)
        guard tuple.typeSignature == outputSignature else {
            let error = DBusError(message: "DBusMethodCall: \(interfaceName).\(method) returns \(outputSignature), not \(tuple.typeSignature); reply with values of the declared types.")
            fail(error)
            return error
        }
        let variant: OpaquePointer
        do { variant = try tuple.makeVariant() } catch {
            fail(error)
            return error
        }
        g_dbus_method_invocation_return_value(take(), variant)
        return nil
    }

    /// Answers with `error` (its D-Bus error name and message).
    public func fail(_ error: DBusError) {
        g_dbus_method_invocation_return_dbus_error(take(), error.name, error.message)
    }

    /// The invocation's reference, handed over to the answer.
    private func take() -> OpaquePointer {
        guard let invocation else {
            preconditionFailure("DBusMethodCall: \(interfaceName).\(method) was answered twice; answer each call once (check isAnswered).")
        }
        self.invocation = nil
        return invocation
    }
}
