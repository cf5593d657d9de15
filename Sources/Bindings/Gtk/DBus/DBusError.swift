/// Why a D-Bus interface, value or service could not be used. Each message names the
/// problem and the fix.
public struct DBusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The D-Bus error name a caller receives when this error answers a method call
    /// (`org.freedesktop.DBus.Error.Failed` unless another fits).
    public var name: String
    /// What went wrong, and how to fix it.
    public var message: String

    /// An error named `name` (a D-Bus error name such as `org.example.Error.NotFound`)
    /// saying `message`.
    public init(name: String = DBusError.failed, message: String) {
        self.name = name
        self.message = message
    }

    /// `org.freedesktop.DBus.Error.Failed`: the generic failure.
    public static let failed = "org.freedesktop.DBus.Error.Failed"
    /// `org.freedesktop.DBus.Error.InvalidArgs`: the arguments were not what the method takes.
    public static let invalidArguments = "org.freedesktop.DBus.Error.InvalidArgs"

    /// The message.
    public var description: String { message }
}
