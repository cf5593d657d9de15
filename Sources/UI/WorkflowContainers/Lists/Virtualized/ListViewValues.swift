/// Compares row values whose type may or may not be `Equatable` (rows of a list are
/// generic; an `Equatable` row equal to its previous value is not bound again).
enum ListViewValues {
    /// Whether `a` and `b` are known equal: false when the type is not `Equatable`.
    static func equal<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(toAny: b)
    }

    /// `equal(_:_:)` for one type, with its `Equatable` conformance looked up once (when the
    /// comparator is made) instead of by a dynamic cast of each value at each comparison.
    struct Comparator<Value> {
        /// Whether two values are known equal: `==` for an `Equatable` type, else false.
        let equal: (Value, Value) -> Bool

        init() {
            if let equatable = Value.self as? any Equatable.Type {
                equal = Self.comparison(equatable)
            } else {
                equal = { _, _ in false }
            }
        }

        /// `==` of `T`, which is `Value` (the conformance found by the caller's cast): the
        /// function is cast once, here, not each value at each comparison.
        private static func comparison<T: Equatable>(_: T.Type) -> (Value, Value) -> Bool {
            let equal: (T, T) -> Bool = { $0 == $1 }
            return equal as? (Value, Value) -> Bool ?? { _, _ in false }
        }
    }
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this value.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        (other as? Self) == self
    }
}
