/// Compares two values of the same static type when their dynamic type is `Equatable`.
/// Returns `nil` when it is not, so callers can treat the values as different.
func dynamicEquals<T>(_ lhs: T, _ rhs: T) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(toAny: rhs)
}

extension Equatable {
    /// Whether `other` is a value of this type equal to `self`.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
