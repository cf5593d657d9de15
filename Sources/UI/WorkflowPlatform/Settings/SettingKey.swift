/// A typed key of a GSettings schema: its name and the Swift type of its value.
///
/// ```swift
/// static let sortOrder = SettingKey<SortOrder>("sort-order")
/// ```
public struct SettingKey<Value: SettingValue>: Hashable, Sendable {
    /// The key's name in the schema.
    public let name: String

    /// The key `name`.
    public init(_ name: String) { self.name = name }
}
