/// Returns an equality function for `T` when `T` is `Equatable` at run time, else `nil`.
///
/// The conformance is looked up once, here; the returned function compares without any
/// dynamic cast, so callers (workflow nodes, screen controllers) build it once and compare
/// cheaply on every action, pass or update.
public func makeEqualityFunction<T>(for type: T.Type) -> ((T, T) -> Bool)? {
    guard let equatableType = type as? any Equatable.Type else { return nil }
    return equality(for: equatableType, as: T.self)
}

/// Builds `==` for `E`, typed as a function of `T`: `T` is `E` at run time (checked by the
/// caller's cast), so the function-type cast succeeds, once, and no cast is paid per call.
private func equality<E: Equatable, T>(for equatableType: E.Type, as type: T.Type) -> ((T, T) -> Bool)? {
    let equal: (E, E) -> Bool = { $0 == $1 }
    return equal as? (T, T) -> Bool
}
