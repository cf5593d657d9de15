/// Values that flow down a tree of view controllers with the screens they show
/// (theme, layout side, app-wide services). A value type: containers derive a customized
/// copy for a child without affecting siblings.
public struct ViewEnvironment {
    /// An environment where every key has its default value.
    public static var empty: ViewEnvironment { ViewEnvironment() }

    /// A value set for a key, and whether it equals the key's default value.
    private struct Entry {
        var value: Any
        var equalsDefault: Bool
    }

    private var storage: [ObjectIdentifier: Entry] = [:]

    private init() {}

    /// Reads or writes the value for `key` (its `defaultValue` when none was set).
    public subscript<Key: ViewEnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = Entry(value: newValue, equalsDefault: Self.same(newValue, Key.defaultValue)) }
    }

    /// A copy with `value` set for `key`.
    public func setting<Key: ViewEnvironmentKey>(key: Key.Type, to value: Key.Value) -> ViewEnvironment {
        var copy = self
        copy[key] = value
        return copy
    }

    /// A copy with `value` written through `keyPath` (a property defined in an extension).
    public func setting<Value>(keyPath: WritableKeyPath<ViewEnvironment, Value>, to value: Value) -> ViewEnvironment {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }

    /// Whether the two environments read the same for every key: values that are equal
    /// (`Equatable`) or the same object, a key set to its default value matching a key not
    /// set. Values that are neither count as different, so an update is never skipped wrongly.
    public func isEquivalent(to other: ViewEnvironment) -> Bool {
        // The common case, checked first: nothing set on either side (no iteration).
        if storage.isEmpty, other.storage.isEmpty { return true }
        for (key, entry) in storage {
            if let otherEntry = other.storage[key] {
                guard Self.same(entry.value, otherEntry.value) else { return false }
            } else if !entry.equalsDefault {
                return false
            }
        }
        for (key, otherEntry) in other.storage where storage[key] == nil {
            if !otherEntry.equalsDefault { return false }
        }
        return true
    }

    private static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        // An optional of a value that is neither (a `CommandScope?`): two nils, or two
        // wrapped values that are the same. Not `Equatable` itself, so it would always differ.
        if let lhs = lhs as? any OptionalValue, let rhs = rhs as? any OptionalValue {
            switch (lhs.wrappedValue, rhs.wrappedValue) {
            case (nil, nil): return true
            case let (lhs?, rhs?): return same(lhs, rhs)
            default: return false
            }
        }
        return false
    }
}

/// An `Optional` seen through `Any`: its wrapped value, if any.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { map { $0 } }
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this value.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
