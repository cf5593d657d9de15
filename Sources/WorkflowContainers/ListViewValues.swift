/// Compares row values whose type may or may not be `Equatable` (rows of a list are
/// generic; an `Equatable` row equal to its previous value is not bound again).
enum ListViewValues {
    /// Whether `a` and `b` are known equal: false when the type is not `Equatable`.
    static func equal<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(toAny: b)
    }
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this value.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        (other as? Self) == self
    }
}
