/// A typed key into a `ViewEnvironment`, with the value used when none was set.
///
/// ```swift
/// enum SideKey: ViewEnvironmentKey { static let defaultValue = Side.leading }
/// extension ViewEnvironment {
///     var side: Side { get { self[SideKey.self] } set { self[SideKey.self] = newValue } }
/// }
/// ```
public protocol ViewEnvironmentKey {
    /// The type of value stored under this key.
    associatedtype Value
    /// The value read when the environment has none for this key.
    static var defaultValue: Value { get }
}
