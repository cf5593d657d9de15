/// Returns an equality function for `T` when `T` is `Equatable` at run time, else `nil`.
///
/// The conformance is looked up once, here; the returned function compares through an
/// `EqualityComparer` without any dynamic cast, so callers (workflow nodes, screen
/// controllers) build it once and compare cheaply on every action, pass or update.
public func makeEqualityFunction<T>(for type: T.Type) -> ((T, T) -> Bool)? {
    guard let comparer = EqualityComparer<T>.make() else { return nil }
    return { comparer.equal($0, $1) }
}

/// Compares two values of `T` with `T`'s `==`, found once at run time: a class rather than
/// a closure cast to `(T, T) -> Bool`, whose reabstraction thunks cost more than the
/// comparison of small values.
@usableFromInline
class EqualityComparer<T> {
    /// The comparer of `T` when it is `Equatable`, else `nil`.
    static func make() -> EqualityComparer<T>? {
        guard let equatableType = T.self as? any Equatable.Type else { return nil }
        return comparer(for: equatableType)
    }

    /// `EquatableComparer<E>` is an `EqualityComparer<T>`: `E` is `T` (the caller's cast).
    private static func comparer<E: Equatable>(for equatableType: E.Type) -> EqualityComparer<T>? {
        EquatableComparer<E>() as? EqualityComparer<T>
    }

    init() {}

    /// Whether `lhs == rhs`.
    @usableFromInline
    func equal(_ lhs: T, _ rhs: T) -> Bool {
        fatalError("EqualityComparer is abstract")
    }
}

/// The comparer of an `Equatable` type.
final class EquatableComparer<E: Equatable>: EqualityComparer<E> {
    override func equal(_ lhs: E, _ rhs: E) -> Bool {
        lhs == rhs
    }
}
