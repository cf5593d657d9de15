/// Why a setting could not be read or written.
public enum SettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The schema has no key of this name.
    case missingKey(String)
    /// The schema refused the value (out of its range, not one of its choices).
    case refused(key: String, value: String)
    /// The key holds values of another GVariant type (`actual`) than the `SettingKey`'s (`expected`).
    case wrongType(key: String, expected: String, actual: String)

    /// A message naming the key and the fix.
    public var description: String {
        switch self {
        case .missingKey(let key):
            "Settings: the schema has no key \(key); add it to the schema (.gschema.xml) and compile it, or fix the key's name"
        case .wrongType(let key, let expected, let actual):
            "Settings: the key \(key) holds values of type \(actual), not \(expected); declare it as a SettingKey of the matching Swift type"
        case .refused(let key, let value):
            "Settings: the schema refused \(value) for \(key); give a value within the key's range or choices"
        }
    }
}
