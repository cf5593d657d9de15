/// Returns an equality function for `T` when `T` is `Equatable` at run time, else `nil`.
///
/// The conformance is looked up once, here; the returned function compares without any
/// dynamic cast, so nodes can build it once and compare cheaply on every action or pass.
func makeEqualityFunction<T>(for type: T.Type) -> ((T, T) -> Bool)? {
    guard let equatableType = type as? any Equatable.Type else { return nil }
    return equality(for: equatableType, as: T.self)
}

/// Builds `==` for `E`, typed as a function of `T` (the same type, known only generically).
private func equality<E: Equatable, T>(for equatableType: E.Type, as type: T.Type) -> (T, T) -> Bool {
    { lhs, rhs in
        // `T` is `E` at run time (checked by the caller's cast), so these casts are identities.
        unsafeBitCast(lhs, to: E.self) == unsafeBitCast(rhs, to: E.self)
    }
}
